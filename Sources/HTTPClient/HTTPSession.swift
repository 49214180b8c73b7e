internal import CCurl

/// Sends HTTP requests through libcurl, which is loaded on the first request.
///
/// HTTPS uses the system's certificate store (libcurl's default), and libcurl reads the
/// usual proxy variables itself (`https_proxy`, `HTTPS_PROXY`, `http_proxy`, `ALL_PROXY`,
/// `NO_PROXY`). Each `send` is one blocking transfer on its own handle, so one session may be
/// used from several threads at once.
public struct HTTPSession: Sendable {
    private let libraryPath: String?
    /// The `User-Agent` sent with every request.
    public let userAgent: String

    /// A session on the system's libcurl (`libcurl.so.4`).
    public init(userAgent: String) {
        libraryPath = nil
        self.userAgent = userAgent
    }

    /// A session on the libcurl at `libraryPath`; tests use it to see a missing library.
    public init(userAgent: String, libraryPath: String) {
        self.libraryPath = libraryPath
        self.userAgent = userAgent
    }

    /// Sends `request` and returns the server's answer, whatever its status.
    ///
    /// Throws when there is no answer to give: the library or the address is unusable, the
    /// server cannot be reached or took too long, the body passed the size limit, or the
    /// caller cancelled.
    public func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        guard let host = HTTPAddress.host(of: request.url) else { throw .invalidAddress }
        guard request.method.isToken else {
            throw .invalidRequest("the method is not a single word")
        }
        if request.headers.contains(where: { !$0.isSendable }) {
            throw .invalidRequest("a header contains a line break or an invalid name")
        }
        let library = try loadLibrary()
        guard let handle = library.easyInit() else {
            throw .transferFailed(host: host, reason: "libcurl could not start a transfer")
        }
        defer { library.easyCleanup(handle) }
        let transfer = CurlTransfer(
            library: library,
            handle: handle,
            limit: request.maximumResponseBytes,
            isCancelled: request.isCancelled
        )
        return try transfer.perform(request, host: host, userAgent: userAgent)
    }

    private func loadLibrary() throws(HTTPError) -> CurlLibrary {
        if let libraryPath { return try CurlLibrary(path: libraryPath) }
        return try CurlLibrary.shared.get()
    }
}
