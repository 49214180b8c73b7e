/// Why a request got no answer, phrased for the person at the keyboard.
///
/// Messages name the server by host (and port) only: never the path, the query (which may
/// hold an API key) or a `user:password@` part.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libcurl could not be loaded (not installed, or too old).
    case libraryUnavailable(reason: String)
    /// The address is not an absolute http:// or https:// address.
    case invalidAddress
    /// A header name or value, or the method, could break the request (line breaks, NULs).
    case invalidRequest(String)
    /// The host name could not be resolved.
    case cannotResolve(host: String)
    /// The connection could not be made (refused, unreachable).
    case cannotConnect(host: String, reason: String)
    /// Connecting or the whole transfer took longer than allowed.
    case timedOut(host: String, seconds: Int)
    /// TLS failed: the certificate could not be verified, or the handshake failed.
    case insecure(host: String, reason: String)
    /// The answer's body passed the size limit and the transfer was aborted.
    case responseTooLarge(host: String, limit: Int)
    /// The caller's cancellation check asked to stop.
    case cancelled(host: String)
    /// The transfer broke off (the connection closed early, a malformed answer).
    case transferFailed(host: String, reason: String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .libraryUnavailable(let reason):
            return "cannot use the network: libcurl could not be loaded (\(reason)); "
                + "install it (Debian and Ubuntu: apt install libcurl4)"
        case .invalidAddress:
            return "not a web address: it must start with http:// or https:// and name a host"
        case .invalidRequest(let what):
            return "cannot send the request: \(what)"
        case .cannotResolve(let host):
            return
                "cannot reach \(host): the name was not found (check the address and the network)"
        case .cannotConnect(let host, let reason):
            return "cannot reach \(host): \(reason)"
        case .timedOut(let host, let seconds):
            return "cannot reach \(host): timed out (no complete answer within \(seconds) s)"
        case .insecure(let host, let reason):
            return "cannot reach \(host) securely: \(reason)"
        case .responseTooLarge(let host, let limit):
            return "\(host) sent more than \(Self.size(limit)); the answer was refused"
        case .cancelled(let host):
            return "the request to \(host) was cancelled"
        case .transferFailed(let host, let reason):
            return "cannot reach \(host): \(reason)"
        }
    }

    /// A byte count as people say it: 64 MiB, 512 KiB, 100 bytes.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
