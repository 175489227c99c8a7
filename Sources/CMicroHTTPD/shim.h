#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// MHD_start_daemon is variadic, which Swift cannot call. This starts a daemon with one thread
/// per connection, bound to `ipv4` (such as "127.0.0.1") on `port` (0: any free port), with a
/// connection limit, a per-connection timeout and a callback when a request completes.
/// Returns NULL when the address does not parse or the daemon cannot start.
static inline struct MHD_Daemon *cmhd_start(const char *ipv4, uint16_t port,
                                            MHD_AccessHandlerCallback handler, void *context,
                                            MHD_RequestCompletedCallback completed,
                                            unsigned int connectionLimit,
                                            unsigned int timeoutSeconds) {
  struct sockaddr_in address;
  memset(&address, 0, sizeof(address));
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  if (inet_pton(AF_INET, ipv4, &address.sin_addr) != 1) {
    return NULL;
  }
  return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD |
                              MHD_USE_ERROR_LOG,
                          port, NULL, NULL, handler, context,
                          MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                          MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                          MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                          MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                          MHD_OPTION_END);
}

/// The port a daemon listens on (MHD_get_daemon_info is variadic too).
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}
