/// An HTTP request method: the usual ones and WebDAV's, or any other token.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable {
    /// The method's name as sent on the request line.
    public let rawValue: String

    /// A method named `rawValue` (an HTTP token such as `MKCALENDAR`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Reads a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// Reads only a resource's headers.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// Sends data for the server to process.
    public static let post = HTTPMethod(rawValue: "POST")
    /// Creates or replaces a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// Deletes a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// Reads WebDAV properties (RFC 4918).
    public static let propfind = HTTPMethod(rawValue: "PROPFIND")
    /// Asks a WebDAV collection a query (RFC 3253, used by CalDAV and sync-collection).
    public static let report = HTTPMethod(rawValue: "REPORT")

    /// Whether the name is an HTTP token (RFC 9110 §5.6.2), so it cannot break the request line.
    var isToken: Bool {
        !rawValue.isEmpty
            && rawValue.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default:
                    return "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }
}
