#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// MHD_start_daemon is variadic, which Swift cannot call; this fixes the options Vitrine uses:
/// an internal polling thread, a loopback-bindable port and a per-connection memory limit.
static inline struct MHD_Daemon *cmhd_start(unsigned int flags, uint16_t port,
                                             MHD_AccessHandlerCallback handler, void *context,
                                             unsigned int connectionLimit,
                                             const struct sockaddr *bindAddress) {
  if (bindAddress != NULL) {
    return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                            MHD_OPTION_SOCK_ADDR, bindAddress,
                            MHD_OPTION_END);
  }
  return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                          MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                          MHD_OPTION_END);
}
