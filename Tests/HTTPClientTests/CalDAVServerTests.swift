import Foundation
import HTTPClient
import TestSupport
import Testing

/// The real servers the sync tests use start on a free loopback port with an empty store,
/// take calendars and events as any client's, and stop.
@Suite("CalDAV servers for the tests", .serialized)
struct CalDAVServerTests {
    @Test(arguments: CalDAVServer.Kind.allCases)
    func startsEmptyTakesACalendarAndAnEventAndStops(kind: CalDAVServer.Kind) throws {
        let server = try CalDAVServer.start(kind)
        let calendar = try server.makeCalendar("work", name: "Work")
        #expect(try server.objects(in: calendar).isEmpty)
        let ics =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:a@t\r\n"
            + "DTSTAMP:20261101T000000Z\r\nDTSTART:20261201T100000Z\r\nSUMMARY:Hello\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        #expect((200..<300).contains(try server.put(calendar + "a.ics", ics)))
        #expect(try server.objects(in: calendar) == [calendar + "a.ics"])
        #expect(try server.get(calendar + "a.ics")?.contains("SUMMARY:Hello") == true)
        let folder = server.folder
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(throws: HTTPError.self) {
            try HTTPSession(userAgent: "t").send(
                HTTPRequest(url: server.baseURL + "/", timeoutSeconds: 2)
            )
        }
    }

    @Test func radicaleRefusesAWrongPassword() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        let refused = try HTTPSession(userAgent: "t").send(
            HTTPRequest(
                .propfind,
                url: server.baseURL + "/alice/",
                credentials: HTTPCredentials(user: server.user, password: "wrong")
            )
        )
        #expect(refused.status == 401)
        #expect(try server.request("PROPFIND", "/alice/").status == 207)
    }
}
