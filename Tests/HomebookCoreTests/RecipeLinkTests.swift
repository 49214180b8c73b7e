import HomebookCore
import Testing

@Suite struct RecipeLinkTests {
    @Test(arguments: [
        ("https://example.com", "https://example.com"),
        (
            "http://example.com/pancakes?serves=4#step-2",
            "http://example.com/pancakes?serves=4#step-2"
        ),
        ("  https://example.com/a  ", "https://example.com/a"),
        ("HTTPS://Example.COM/Path", "https://Example.COM/Path"),
        ("https://user:pw@example.com:8080/x", "https://user:pw@example.com:8080/x"),
        ("http://localhost", "http://localhost"),
        ("http://192.168.0.1:80/", "http://192.168.0.1:80/"),
        ("http://[::1]:8080/x", "http://[::1]:8080/x"),
        ("https://bücher.example/crème", "https://bücher.example/crème"),
        ("https://example.com./x", "https://example.com./x"),
        ("https://example.com?q=1", "https://example.com?q=1"),
    ])
    func validLinksAreKept(_ text: String, _ stored: String) throws {
        #expect(try WebLink.parse(text) == stored)
    }

    @Test(arguments: ["", "   ", "\t"])
    func emptyLinkMeansNone(_ text: String) throws {
        #expect(try WebLink.parse(text) == nil)
    }

    @Test(arguments: [
        ("example.com", "it must start with http:// or https://"),
        ("ftp://example.com", "it must start with http:// or https://"),
        ("javascript://alert(1)", "it must start with http:// or https://"),
        ("mailto:me@example.com", "it must start with http:// or https://"),
        ("https:/example.com", "it must start with http:// or https://"),
        ("https://", "it has no host name"),
        ("https:///path", "it has no host name"),
        ("https://:80/", "it has no host name"),
        ("https://user@/x", "it has no host name"),
        ("https://exa mple.com", "it contains a space"),
        ("https://example.com/a b", "it contains a space"),
        ("https://example.com/\u{1B}[2J", "it contains a control character"),
        ("https://exa!mple.com", "the host name cannot contain \"!\""),
        ("https://example..com", "the host name has an empty part between dots"),
        ("https://.com", "the host name has an empty part between dots"),
        ("https://example.com:http", "the port after the host must be a number"),
        ("https://example.com:65536", "the port after the host must be a number"),
        ("http://[::1", "the IPv6 address has no closing ]"),
        ("http://[zz]/", "the IPv6 address between [ ] is not valid"),
        ("http://[::1]x/", "only a :port may follow the IPv6 address"),
    ])
    func invalidLinksAreRefusedWithTheReason(_ text: String, _ reason: String) {
        #expect {
            _ = try WebLink.parse(text)
        } throws: { error in
            guard case RecipeError.invalidLink(let input, let why) = error else { return false }
            let message = "\(error)"
            return input == text && why.hasPrefix(reason)
                && message.contains(
                    "expected an absolute web address such as https://example.com/pancakes"
                )
        }
    }

    @Test func theMessageShowsTheLinkSafely() {
        let error = RecipeError.invalidLink("ftp://\u{1B}]0;x\u{7}", reason: "r")
        #expect(!"\(error)".contains("\u{1B}"))
        #expect("\(error)".hasPrefix("\"ftp://\\x1B]0;x\\x07\" is not a link: r;"))
    }
}
