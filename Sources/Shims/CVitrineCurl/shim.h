// libcurl for Vitrine's HTTP client. curl_easy_setopt and curl_easy_getinfo are variadic,
// which Swift cannot call, so each kind of argument gets a typed wrapper here.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

typedef size_t (*vitrine_curl_data_callback)(char *, size_t, size_t, void *);

static inline CURLcode vitrine_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode vitrine_curl_set_string(CURL *handle, CURLoption option,
                                               const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode vitrine_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode vitrine_curl_set_data_callback(CURL *handle, CURLoption option,
                                                      vitrine_curl_data_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode vitrine_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode vitrine_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}
