internal import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One transfer on one easy handle: sets the options, collects the answer, maps failures.
final class CurlTransfer {
    private let library: CurlLibrary
    private let handle: UnsafeMutableRawPointer
    private let limit: Int
    private let isCancelled: (@Sendable () -> Bool)?
    private var body: [UInt8] = []
    private var headers: [HTTPHeader] = []
    /// The status of the response whose header lines are arriving.
    private var arrivingStatus = 0
    /// The schemes 401 answers in this transfer asked for (see HTTPResponse.challenges).
    private var challenges: [String] = []
    private var passedLimit = false
    private var wasCancelled = false

    init(
        library: CurlLibrary,
        handle: UnsafeMutableRawPointer,
        limit: Int,
        isCancelled: (@Sendable () -> Bool)?
    ) {
        self.library = library
        self.handle = handle
        self.limit = max(0, limit)
        self.isCancelled = isCancelled
    }

    /// Runs the transfer and returns the last response.
    func perform(
        _ request: HTTPRequest,
        host: String,
        userAgent: String
    ) throws(HTTPError)
        -> HTTPResponse
    {
        var fieldList: UnsafeMutablePointer<curl_slist>? = nil
        defer { library.slistFreeAll(fieldList) }
        for field in requestFields(request) {
            fieldList = library.slistAppend(fieldList, field)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        var failed = false
        func set(_ option: CURLoption, _ value: Int) {
            failed =
                failed || hb_curl_setopt_long(library.setopt, handle, option, value) != CURLE_OK
        }
        func set(_ option: CURLoption, _ value: String) {
            // libcurl copies string options (since 7.17), so the buffer may go after the call.
            failed =
                failed || hb_curl_setopt_pointer(library.setopt, handle, option, value) != CURLE_OK
        }
        set(CURLOPT_URL, request.url)
        set(CURLOPT_NOSIGNAL, 1)
        set(CURLOPT_CONNECTTIMEOUT, max(1, request.connectTimeoutSeconds))
        set(CURLOPT_TIMEOUT, max(1, request.timeoutSeconds))
        set(CURLOPT_USERAGENT, userAgent)
        // Every encoding libcurl was built with; the size limit applies to the decoded body.
        set(CURLOPT_ACCEPT_ENCODING, "")
        restrictProtocols()
        set(CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0)
        set(CURLOPT_MAXREDIRS, 5)
        // An announced Content-Length over the limit is refused before any body arrives.
        failed =
            failed
            || hb_curl_setopt_offset(
                library.setopt,
                handle,
                CURLOPT_MAXFILESIZE_LARGE,
                curl_off_t(limit)
            ) != CURLE_OK
        if let credentials = request.credentials {
            set(CURLOPT_USERNAME, credentials.user)
            set(CURLOPT_PASSWORD, credentials.password)
            let mask: Int
            switch credentials.scheme {
            case .basic: mask = hb_curl_auth_basic
            case .digest: mask = hb_curl_auth_digest
            case .asAsked: mask = hb_curl_auth_basic_or_digest
            }
            set(CURLOPT_HTTPAUTH, mask)
        }
        setMethodAndBody(request, set: set)
        failed =
            failed
            || hb_curl_setopt_pointer(library.setopt, handle, CURLOPT_HTTPHEADER, fieldList)
                != CURLE_OK
        failed =
            failed
            || hb_curl_setopt_write(library.setopt, handle, CURLOPT_WRITEFUNCTION, receiveBody)
                != CURLE_OK
        failed =
            failed
            || hb_curl_setopt_pointer(library.setopt, handle, CURLOPT_WRITEDATA, context)
                != CURLE_OK
        failed =
            failed
            || hb_curl_setopt_write(library.setopt, handle, CURLOPT_HEADERFUNCTION, receiveHeader)
                != CURLE_OK
        failed =
            failed
            || hb_curl_setopt_pointer(library.setopt, handle, CURLOPT_HEADERDATA, context)
                != CURLE_OK
        if isCancelled != nil {
            failed =
                failed
                || hb_curl_setopt_progress(
                    library.setopt,
                    handle,
                    CURLOPT_XFERINFOFUNCTION,
                    reportProgress
                ) != CURLE_OK
            failed =
                failed
                || hb_curl_setopt_pointer(library.setopt, handle, CURLOPT_XFERINFODATA, context)
                    != CURLE_OK
            set(CURLOPT_NOPROGRESS, 0)
        }
        guard !failed else {
            throw .libraryUnavailable(reason: "this libcurl lacks an option homebook needs")
        }
        let code = withExtendedLifetime(self) { library.easyPerform(handle) }
        guard code == CURLE_OK else {
            // After a redirect the server that failed is the one last asked, not the first.
            throw failure(code, host: lastHost ?? host, request: request)
        }
        var status = 0
        _ = hb_curl_getinfo_long(library.getinfo, handle, CURLINFO_RESPONSE_CODE, &status)
        var response = HTTPResponse(status: status, headers: headers, body: body)
        response.challenges = challenges
        return response
    }

    /// The header lines to send: the caller's, and blanks that stop libcurl adding its own.
    private func requestFields(_ request: HTTPRequest) -> [String] {
        var fields = request.headers.map { "\($0.name): \($0.value)" }
        let names = Set(request.headers.map(\.name.lowercasedASCII))
        // "Name:" with nothing after it removes a header libcurl would add: no form
        // Content-Type on a body the caller did not type, no 100-continue round trip.
        if !request.body.isEmpty, !names.contains("content-type") { fields.append("Content-Type:") }
        if !names.contains("expect") { fields.append("Expect:") }
        return fields
    }

    private func setMethodAndBody(_ request: HTTPRequest, set: (CURLoption, Int) -> Void) {
        switch request.method {
        case .get where request.body.isEmpty:
            set(CURLOPT_HTTPGET, 1)
            return
        case .head:
            set(CURLOPT_NOBODY, 1)
            return
        default:
            break
        }
        _ = hb_curl_setopt_pointer(
            library.setopt,
            handle,
            CURLOPT_CUSTOMREQUEST,
            request.method.rawValue
        )
        if !request.body.isEmpty || request.method == .put || request.method == .post {
            // The body is copied by libcurl (COPYPOSTFIELDS after its size), and sent with the
            // custom method rather than POST.
            _ = hb_curl_setopt_offset(
                library.setopt,
                handle,
                CURLOPT_POSTFIELDSIZE_LARGE,
                curl_off_t(request.body.count)
            )
            request.body.withUnsafeBytes { bytes in
                let empty: StaticString = ""
                _ = hb_curl_setopt_pointer(
                    library.setopt,
                    handle,
                    CURLOPT_COPYPOSTFIELDS,
                    bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
                )
            }
        }
    }

    /// Only http and https, also when following a redirect.
    private func restrictProtocols() {
        let strings = hb_curl_setopt_pointer(
            library.setopt,
            handle,
            CURLOPT_PROTOCOLS_STR,
            "http,https"
        )
        if strings == CURLE_OK {
            _ = hb_curl_setopt_pointer(
                library.setopt,
                handle,
                CURLOPT_REDIR_PROTOCOLS_STR,
                "http,https"
            )
        } else {
            // libcurl before 7.85 knows only the bit masks.
            let mask = Int(CURLPROTO_HTTP | CURLPROTO_HTTPS)
            _ = hb_curl_setopt_long(library.setopt, handle, CURLOPT_PROTOCOLS, mask)
            _ = hb_curl_setopt_long(library.setopt, handle, CURLOPT_REDIR_PROTOCOLS, mask)
        }
    }

    /// The host (and port) of the address last asked, which a redirect changes.
    private var lastHost: String? {
        var pointer: UnsafeMutablePointer<CChar>? = nil
        guard
            hb_curl_getinfo_string(library.getinfo, handle, CURLINFO_EFFECTIVE_URL, &pointer)
                == CURLE_OK, let pointer
        else { return nil }
        return HTTPAddress.host(of: String(cString: pointer))
    }

    /// The error for a failed transfer, named by host only.
    private func failure(_ code: CURLcode, host: String, request: HTTPRequest) -> HTTPError {
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

    fileprivate func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= limit - body.count else {
            passedLimit = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    fileprivate func addHeaderLine(_ line: String) {
        if line.hasPrefix("HTTP/") {
            // A new response (after a redirect, a 100 Continue or an authentication
            // challenge): only the last one's fields count.
            headers.removeAll()
            arrivingStatus = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return
        }
        if let first = line.utf8.first, first == 0x20 || first == 0x09, !headers.isEmpty {
            headers[headers.count - 1].value += " " + line.trimmedSpaces
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon])
        let value = String(line[line.index(after: colon)...]).trimmedSpaces
        headers.append(HTTPHeader(name, value))
        if arrivingStatus == 401, name.lowercasedASCII == "www-authenticate",
            let scheme = value.split(separator: " ").first
        {
            challenges.append(String(scheme).lowercasedASCII)
        }
    }

    fileprivate func shouldStop() -> Bool {
        if isCancelled?() == true { wasCancelled = true }
        return wasCancelled
    }
}

// libcurl's callbacks: plain C functions that find the transfer through their user pointer.

private let receiveBody: curl_write_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard let data, length > 0 else { return 0 }
    let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
    // Returning less than `length` makes libcurl abort with CURLE_WRITE_ERROR.
    return transfer.append(UnsafeBufferPointer(start: bytes, count: length)) ? length : 0
}

private let receiveHeader: curl_write_callback = { data, size, count, context in
    let length = size * count
    guard let context, let data else { return length }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: length)
    var line = String(decoding: bytes, as: UTF8.self)
    while line.hasSuffix("\n") || line.hasSuffix("\r") || line.hasSuffix("\r\n") {
        line.removeLast()
    }
    if !line.isEmpty { transfer.addHeaderLine(line) }
    return length
}

private let reportProgress: curl_xferinfo_callback = { context, _, _, _, _ in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.shouldStop() ? 1 : 0
}

extension String {
    /// The text without leading or trailing spaces and tabs.
    var trimmedSpaces: String {
        let bytes = Array(utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// The text with its first letter lowered, to follow a colon in a message; an
    /// abbreviation ("SSL connect error") keeps its capitals.
    var lowercasedFirst: String {
        let bytes = Array(utf8)
        guard let first = bytes.first, (0x41...0x5A).contains(first) else { return self }
        if bytes.count > 1, (0x41...0x5A).contains(bytes[1]) { return self }
        return String(decoding: [first + 0x20] + bytes.dropFirst(), as: UTF8.self)
    }
}
