import Testing

@testable import HomebookCore

/// The small readers sync depends on: WebDAV XML as servers write it, `~/.netrc`, paths.
@Suite struct DAVReadingTests {
    @Test func readsNamespacesEntitiesAndCDATAAsServersWriteThem() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- a comment --><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
            <response><href>/alice/work/a%40b.ics</href><propstat><prop>
            <getetag>"1&amp;2"</getetag>
            <C:calendar-data>BEGIN:VCALENDAR&#13;
            SUMMARY:Fish &lt;&amp;&gt; chips</C:calendar-data></prop>
            <status>HTTP/1.1 200 OK</status></propstat></response>
            <response><href>/alice/work/gone.ics</href><status>HTTP/1.1 404 Not Found</status>
            </response><sync-token><![CDATA[http://x/sync/<7>]]></sync-token></multistatus>
            """
        let root = try #require(DAVXML.parse(Array(xml.utf8)))
        #expect(root.name == "multistatus" && root.namespace == "DAV:")
        let responses = root.all("response")
        #expect(responses.count == 2)
        let props = try #require(responses[0].okProps)
        #expect(props.child("getetag")?.text == "\"1&2\"")
        #expect(
            props.child("calendar-data", DAVXML.caldav)?.text
                == "BEGIN:VCALENDAR\r\nSUMMARY:Fish <&> chips"
        )
        #expect(DAVAddress.path(of: responses[0].href ?? "") == "/alice/work/a@b.ics")
        #expect(responses[1].statusCode == 404)
        #expect(root.child("sync-token")?.text == "http://x/sync/<7>")
    }

    @Test func refusesXMLThatDoesNotClose() {
        #expect(DAVXML.parse(Array("<multistatus><response>".utf8)) == nil)
        #expect(DAVXML.parse(Array("<multistatus attr=\"x>".utf8)) == nil)
    }

    @Test func netrcGivesTheEntryOfTheHostAndUserElseTheDefault() {
        let text = """
            machine other.example login alice password nope
            machine dav.example.com login bob password bobs
            machine dav.example.com
              login alice
              password "two words \\" and a quote"
            default login alice password fallback
            """
        // As curl reads it: the quotes go, the spaces and the escaped quote stay.
        #expect(
            CalDAVPassword.netrc(text, host: "dav.example.com", user: "alice")
                == "two words \" and a quote"
        )
        #expect(CalDAVPassword.netrc(text, host: "DAV.example.com", user: "bob") == "bobs")
        #expect(CalDAVPassword.netrc(text, host: "elsewhere", user: "alice") == "fallback")
        #expect(CalDAVPassword.netrc(text, host: "elsewhere", user: "carol") == nil)
    }

    @Test func netrcEntriesAfterAMacroCountAsCurlReadsThem() {
        let text = """
            # a comment line: machine dav.example.com login alice password commented
            machine other.example login alice password nope
            macdef init
            cd /pub
            machine dav.example.com login alice password inside-the-macro

            machine dav.example.com login alice password after-the-macro
            """
        #expect(
            CalDAVPassword.netrc(text, host: "dav.example.com", user: "alice") == "after-the-macro"
        )
    }

    @Test func aPasswordCommandKilledBySignalSaysSo() {
        #expect(throws: CalDAVError.passwordCommandFailed("it was killed by signal 9 (killed)")) {
            try CalDAVPassword.run("kill -9 $$")
        }
        #expect(throws: CalDAVError.passwordCommandFailed("it exited with status 3")) {
            try CalDAVPassword.run("exit 3")
        }
    }

    @Test func xmlWithinTheLimitsIsRead() throws {
        let nested =
            String(repeating: "<a>", count: DAVXML.maximumDepth)
            + String(repeating: "</a>", count: DAVXML.maximumDepth)
        #expect(try DAVXML.read(Array(nested.utf8)).name == "a")
        let deeper = "<a>" + nested + "</a>"
        #expect(throws: DAVXML.Failure.tooDeep) { try DAVXML.read(Array(deeper.utf8)) }
        let flood = "<a>" + String(repeating: "<b/>", count: DAVXML.maximumElements) + "</a>"
        #expect(throws: DAVXML.Failure.tooManyElements) { try DAVXML.read(Array(flood.utf8)) }
    }

    @Test func basicGoesFirstOnlyWhereThePasswordCannotBeReadOnTheWay() {
        #expect(DAVAddress.isPrivateChannel("https://dav.example.com/"))
        #expect(DAVAddress.isPrivateChannel("http://127.0.0.1:5232/"))
        #expect(DAVAddress.isPrivateChannel("http://localhost:5232"))
        #expect(DAVAddress.isPrivateChannel("http://[::1]:5232/"))
        #expect(!DAVAddress.isPrivateChannel("http://dav.example.com/"))
        #expect(!DAVAddress.isPrivateChannel("http://localhost.example.com/"))
        #expect(!DAVAddress.isPrivateChannel("http://127.0.0.1@evil.example/"))
    }

    @Test func hostsForNetrcDropThePortAndCredentials() {
        #expect(CalDAVPassword.host(of: "https://u:p@dav.example.com:8443/x/") == "dav.example.com")
        #expect(CalDAVPassword.host(of: "http://[::1]:5232/") == "::1")
        #expect(
            DAVAddress.resolve("b.ics", against: "https://h/cal/a.ics") == "https://h/cal/b.ics"
        )
        #expect(DAVAddress.resolve("/x y/", against: "https://h:1/cal/") == "https://h:1/x%20y/")
    }
}
