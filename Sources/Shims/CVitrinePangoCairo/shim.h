#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// The renderer pins its fonts: an FcConfig made from explicit font files becomes the
// configuration of a Pango fontconfig font map (pango_fc_font_map_set_config, in pangoft2,
// hence the extra link lines in module.modulemap).

/// Pango's font map for Cairo is a fontconfig font map on Linux; this is the cast C does
/// with PANGO_FC_FONT_MAP(), which Swift cannot call (it is a macro).
static inline void vitrine_font_map_set_config(PangoFontMap *map, FcConfig *config) {
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}
