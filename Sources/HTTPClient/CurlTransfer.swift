internal import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One transfer on one easy handle: sets the options, collects the answer, maps failures.
final class CurlTransfer {
    /// The loaded libcurl.
    let library: CurlLibrary
    /// The easy handle the transfer runs on.
    let handle: UnsafeMutableRawPointer
    /// The most bytes of body taken.
    let limit: Int
    private let isCancelled: (@Sendable () -> Bool)?
    private var body: [UInt8] = []
    private var headers: [HTTPHeader] = []
    /// The status of the response whose header lines are arriving.
    private var arrivingStatus = 0
    /// The schemes 401 answers in this transfer asked for (see HTTPResponse.challenges).
    private var challenges: [String] = []
    /// Whether the body passed ``limit`` (the transfer was stopped).
    private(set) var passedLimit = false
    /// Whether the caller cancelled the transfer.
    private(set) var wasCancelled = false

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
