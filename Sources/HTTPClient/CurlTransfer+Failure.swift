internal import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a failed transfer reads: libcurl's codes mapped to ``HTTPError``, each naming the
/// host only.
extension CurlTransfer {
    /// The error for a failed transfer, named by host only.
    func failure(_ code: CURLcode, host: String, request: HTTPRequest) -> HTTPError {
        if passedLimit || code == CURLE_FILESIZE_EXCEEDED {
            return .responseTooLarge(host: host, limit: limit)
        }
        if wasCancelled { return .cancelled(host: host) }
        switch code {
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .invalidAddress
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotResolve(host: host)
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotConnect(host: host, reason: "the proxy's name was not found")
        case CURLE_COULDNT_CONNECT:
            var number = 0
            _ = hb_curl_getinfo_long(library.getinfo, handle, CURLINFO_OS_ERRNO, &number)
            let reason =
                number == 0 ? library.describe(code) : String(cString: strerror(Int32(number)))
            return .cannotConnect(host: host, reason: reason.lowercasedFirst)
        case CURLE_OPERATION_TIMEDOUT:
            // libcurl reports both limits with one code: a transfer that never got ready to
            // send (pre-transfer time 0) ran out of its connect time (TCP and TLS).
            var ready: curl_off_t = 0
            _ = hb_curl_getinfo_offset(library.getinfo, handle, CURLINFO_PRETRANSFER_TIME_T, &ready)
            return ready == 0
                ? .connectTimedOut(host: host, seconds: request.connectTimeoutSeconds)
                : .timedOut(host: host, seconds: request.timeoutSeconds)
        case CURLE_PEER_FAILED_VERIFICATION:
            // libcurl's own words ("SSL peer certificate or SSH remote key was not OK") name
            // SSH, which an HTTPS request never uses.
            return .insecure(
                host: host,
                reason: "its certificate is not trusted (self-signed, expired, or for another"
                    + " name; the system's certificates are used)"
            )
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            return .insecure(host: host, reason: library.describe(code).lowercasedFirst)
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return .transferFailed(
                host: host,
                reason: "the connection closed before the answer was complete"
            )
        default:
            return .transferFailed(host: host, reason: library.describe(code).lowercasedFirst)
        }
    }
}
