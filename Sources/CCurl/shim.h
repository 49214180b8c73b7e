#ifndef HOMEBOOK_CCURL_SHIM_H
#define HOMEBOOK_CCURL_SHIM_H

// Only the declarations of <curl/curl.h> are used: libcurl's functions are found with dlsym
// at run time, so nothing here is linked.
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call; these
// wrappers call the function pointer found by dlsym with one argument of a known type.

// Macros Swift cannot import (they contain casts), as constants.
static const long hb_curl_global_default = CURL_GLOBAL_DEFAULT;
static const long hb_curl_auth_basic_or_digest = (long)(CURLAUTH_BASIC | CURLAUTH_DIGEST);
static const long hb_curl_auth_basic = (long)CURLAUTH_BASIC;
static const long hb_curl_auth_digest = (long)CURLAUTH_DIGEST;

static inline CURLcode hb_curl_setopt_long(void *setopt, CURL *handle, CURLoption option,
                                           long value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(handle, option, value);
}

static inline CURLcode hb_curl_setopt_offset(void *setopt, CURL *handle, CURLoption option,
                                             curl_off_t value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(handle, option, value);
}

static inline CURLcode hb_curl_setopt_pointer(void *setopt, CURL *handle, CURLoption option,
                                              const void *value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(handle, option, value);
}

static inline CURLcode hb_curl_setopt_write(void *setopt, CURL *handle, CURLoption option,
                                            curl_write_callback value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(handle, option, value);
}

static inline CURLcode hb_curl_setopt_progress(void *setopt, CURL *handle, CURLoption option,
                                               curl_xferinfo_callback value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(handle, option, value);
}

static inline CURLcode hb_curl_getinfo_long(void *getinfo, CURL *handle, CURLINFO info,
                                            long *value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(handle, info, value);
}

static inline CURLcode hb_curl_getinfo_string(void *getinfo, CURL *handle, CURLINFO info,
                                              char **value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(handle, info, value);
}

static inline CURLcode hb_curl_getinfo_offset(void *getinfo, CURL *handle, CURLINFO info,
                                              curl_off_t *value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(handle, info, value);
}

#endif
