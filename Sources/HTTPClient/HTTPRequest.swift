/// One request: what to send and the limits the transfer must keep.
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute `http://` or `https://` address; it may carry `user:password@`, which
    /// no error message ever repeats.
    public var url: String
    /// Header fields sent in this order after the ones libcurl writes itself.
    public var headers: [HTTPHeader]
    /// The body, sent with a `Content-Length`; empty sends none for GET, HEAD and DELETE.
    public var body: [UInt8]
    /// The user name and password for HTTP Basic or Digest authentication, if any.
    public var credentials: HTTPCredentials?
    /// The longest the whole transfer may take, in seconds (connecting, sending, receiving).
    public var timeoutSeconds: Int
    /// The longest connecting (name lookup, TCP and TLS) may take, in seconds.
    public var connectTimeoutSeconds: Int
    /// The largest body accepted; a longer answer is aborted as soon as it passes this.
    public var maximumResponseBytes: Int
    /// Whether redirects (3xx with `Location`) are followed, up to five, http and https only.
    public var followsRedirects: Bool
    /// Called while the transfer runs; returning true aborts it with `HTTPError.cancelled`.
    public var isCancelled: (@Sendable () -> Bool)?

    /// The default limit on a whole transfer: one minute.
    public static let defaultTimeoutSeconds = 60
    /// The default limit on connecting: ten seconds.
    public static let defaultConnectTimeoutSeconds = 10
    /// The default limit on an answer's body: 64 MiB.
    public static let defaultMaximumResponseBytes = 64 << 20

    /// A request with the default limits.
    public init(
        _ method: HTTPMethod = .get,
        url: String,
        headers: [HTTPHeader] = [],
        body: [UInt8] = [],
        credentials: HTTPCredentials? = nil,
        timeoutSeconds: Int = defaultTimeoutSeconds,
        connectTimeoutSeconds: Int = defaultConnectTimeoutSeconds,
        maximumResponseBytes: Int = defaultMaximumResponseBytes,
        followsRedirects: Bool = true,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.credentials = credentials
        self.timeoutSeconds = timeoutSeconds
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.maximumResponseBytes = maximumResponseBytes
        self.followsRedirects = followsRedirects
        self.isCancelled = isCancelled
    }
}

/// A user name and password; its description never shows the password.
public struct HTTPCredentials: Sendable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The password, sent only to the server (Basic or Digest, as it asks).
    public var password: String
    /// How the password is offered.
    public var scheme: HTTPAuthenticationScheme

    /// Credentials for `user`, offered as the server asks unless `scheme` says otherwise.
    public init(user: String, password: String, scheme: HTTPAuthenticationScheme = .asAsked) {
        self.user = user
        self.password = password
        self.scheme = scheme
    }

    /// The user name and a mask, so logging a request cannot leak the password.
    public var description: String { "\(user):••••" }
}

/// How credentials are offered to a server.
public enum HTTPAuthenticationScheme: Sendable, Equatable {
    /// Each request goes out without them first; the server's `401` says whether it wants
    /// Basic or Digest, and the request is sent again with them: two round trips, and a
    /// plain-HTTP server never sees the password unless it asks for Basic.
    case asAsked
    /// Basic with the first request: one round trip, for a server known to ask for Basic.
    case basic
    /// Digest only, as the server asks: the password itself never goes out, for a channel
    /// anyone on the way can read (plain HTTP to another machine).
    case digest
}
