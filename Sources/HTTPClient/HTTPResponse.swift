/// What the server answered: any status, including 4xx and 5xx, is a response, not an error.
public struct HTTPResponse: Sendable {
    /// The status code of the last response (after any redirects were followed).
    public var status: Int
    /// The header fields of the last response, in the order received.
    public var headers: [HTTPHeader]
    /// The body, decoded from any `Content-Encoding` libcurl supports.
    public var body: [UInt8]
    /// The authentication schemes (`basic`, `digest`, lowercased) that `401` answers on the
    /// way to this one asked for, in order: a caller that learns the server wants only Basic
    /// can send it with the first request next time (HTTPCredentials.scheme).
    public var challenges: [String] = []

    /// A response; HTTPSession makes these, and tests may too.
    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The value of the first header field called `name`, compared without regard to case.
    public func header(_ name: String) -> String? {
        headers.value(named: name)
    }
}
