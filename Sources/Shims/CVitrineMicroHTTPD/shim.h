#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// libmicrohttpd's messages (a refused connection, a client gone mid-request), at most one a
/// second on standard error: an attacker opening thousands of connections would otherwise
/// write a line for each. The next message shown says how many were left out.
static void cmhd_log(void *context, const char *format, va_list arguments) {
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  static time_t shownAt = 0;
  static unsigned long leftOut = 0;
  (void)context;
  time_t now = time(NULL);
  pthread_mutex_lock(&lock);
  if (now == shownAt) {
    leftOut += 1;
    pthread_mutex_unlock(&lock);
    return;
  }
  unsigned long dropped = leftOut;
  leftOut = 0;
  shownAt = now;
  pthread_mutex_unlock(&lock);
  if (dropped > 0) {
    fprintf(stderr, "vitrine: http server: %lu more messages not shown\n", dropped);
  }
  fputs("vitrine: http server: ", stderr);
  vfprintf(stderr, format, arguments);
}

/// MHD_start_daemon is variadic, which Swift cannot call. This starts a daemon bound to `ipv4`
/// (such as "127.0.0.1") on `port` (0: any free port): `threads` threads polling with epoll
/// (a connection costs a socket, not a thread), connections suspended while their handler runs,
/// at most `connectionLimit` connections in all and `perClientLimit` from one address, each
/// closed after `timeoutSeconds` without traffic, with a callback when a request completes, one
/// when a connection opens or closes (`notify`), and its messages through `cmhd_log`.
/// Returns NULL when the address does not parse or the daemon cannot start.
static inline struct MHD_Daemon *cmhd_start(const char *ipv4, uint16_t port,
                                            MHD_AccessHandlerCallback handler, void *context,
                                            MHD_RequestCompletedCallback completed,
                                            MHD_NotifyConnectionCallback notify,
                                            unsigned int connectionLimit,
                                            unsigned int perClientLimit,
                                            unsigned int timeoutSeconds,
                                            unsigned int threads) {
  struct sockaddr_in address;
  memset(&address, 0, sizeof(address));
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  if (inet_pton(AF_INET, ipv4, &address.sin_addr) != 1) {
    return NULL;
  }
  return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL |
                              MHD_ALLOW_SUSPEND_RESUME | MHD_USE_TURBO | MHD_USE_ERROR_LOG,
                          port, NULL, NULL, handler, context,
                          MHD_OPTION_EXTERNAL_LOGGER, cmhd_log, NULL,
                          MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                          MHD_OPTION_THREAD_POOL_SIZE, threads,
                          MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                          MHD_OPTION_PER_IP_CONNECTION_LIMIT, perClientLimit,
                          MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                          MHD_OPTION_LISTEN_BACKLOG_SIZE, 4096u,
                          MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                          MHD_OPTION_NOTIFY_CONNECTION, notify, context,
                          MHD_OPTION_END);
}

/// A response whose body `reader` produces as it is sent, of a length not known ahead.
static inline struct MHD_Response *cmhd_stream_response(MHD_ContentReaderCallback reader,
                                                        void *context,
                                                        MHD_ContentReaderFreeCallback release) {
  return MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 16 * 1024, reader, context,
                                           release);
}

/// What a content reader returns at the end of its body.
static inline ssize_t cmhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }

/// The port a daemon listens on (MHD_get_daemon_info is variadic too).
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// A connection's socket, or -1 (MHD_get_connection_info is variadic).
static inline int cmhd_connection_socket(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

/// A connection's client IPv4 address in network order, or 0 when it is not IPv4.
static inline uint32_t cmhd_connection_ipv4(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) {
    return 0;
  }
  return ((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr;
}
