// librsvg (Debian's librsvg2-dev, linked as rsvg-2): draws the SVG of an asset catalog's custom
// symbols (`.symbolset`) with Cairo.
//
// librsvg's own header pulls in GLib, GIO and gdk-pixbuf, whose pkg-config flags (-pthread)
// SwiftPM refuses in a system library; so the few functions Vitrine calls are declared here,
// as librsvg 2.52+ documents them, over opaque handles. Cairo's context is `struct _cairo`, the
// same type as cairo.h's `cairo_t`.
#include <stddef.h>
#include <stdint.h>

/// An SVG document loaded by librsvg (`RsvgHandle`, a GObject).
typedef struct _RsvgHandle VitrineRsvgHandle;

/// librsvg's `RsvgRectangle`.
typedef struct {
  double x;
  double y;
  double width;
  double height;
} VitrineRsvgRectangle;

/// The public fields of GLib's `GError`.
typedef struct {
  uint32_t domain;
  int code;
  char *message;
} VitrineGError;

extern VitrineRsvgHandle *rsvg_handle_new_from_data(
    const uint8_t *data, size_t data_len, VitrineGError **error);
extern int rsvg_handle_has_sub(VitrineRsvgHandle *handle, const char *id);
extern int rsvg_handle_get_intrinsic_size_in_pixels(
    VitrineRsvgHandle *handle, double *out_width, double *out_height);
extern int rsvg_handle_get_geometry_for_layer(
    VitrineRsvgHandle *handle, const char *id, const VitrineRsvgRectangle *viewport,
    VitrineRsvgRectangle *out_ink_rect, VitrineRsvgRectangle *out_logical_rect,
    VitrineGError **error);
extern int rsvg_handle_render_layer(
    VitrineRsvgHandle *handle, struct _cairo *cr, const char *id,
    const VitrineRsvgRectangle *viewport, VitrineGError **error);

/// Releases a handle (GLib's `g_object_unref`).
static inline void vitrine_rsvg_release(VitrineRsvgHandle *handle) {
  extern void g_object_unref(void *object);
  g_object_unref(handle);
}

/// Frees an error librsvg reported (GLib's `g_error_free`).
static inline void vitrine_rsvg_free_error(VitrineGError *error) {
  extern void g_error_free(void *error);
  g_error_free(error);
}
