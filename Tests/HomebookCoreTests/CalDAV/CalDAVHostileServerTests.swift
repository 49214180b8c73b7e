import Foundation
import HTTPClient
import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// A server that is hostile or broken gets neither the password, the stack, nor the memory,
/// and what it sends the planner cannot hold is named (docs/manual.md#sync, issue 38).
@Suite struct CalDAVHostileServerTests {
    static let calendarProps = """
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response>\
        <href>/cal/</href><propstat><prop><resourcetype><collection/><C:calendar/>\
        </resourcetype><displayname>Work</displayname></prop>\
        <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
        """

    /// A one-calendar server: discovery at /cal/ finds it; a REPORT gets `report(body)`.
    static func server(
        report: @escaping @Sendable (String) -> LoopbackHTTPServer.Reply
    ) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.method {
            case "PROPFIND": return .answer(status: 207, body: Array(calendarProps.utf8))
            case "REPORT": return report(String(decoding: request.body, as: UTF8.self))
            default: return .answer(status: 404)
            }
        }
    }

    static func event(_ uid: String, _ title: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\n"
            + "DTSTAMP:20260101T000000Z\r\nDTSTART:20260310T090000Z\r\n"
            + "DTEND:20260310T100000Z\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    static func response(_ path: String, _ ics: String) -> String {
        "<response><href>\(path)</href><propstat><prop><getetag>\"\(path)\"</getetag>"
            + "<C:calendar-data>\(DAVXML.escape(ics))</C:calendar-data></prop>"
            + "<status>HTTP/1.1 200 OK</status></propstat></response>"
    }

    static func multistatus(_ inner: String) -> LoopbackHTTPServer.Reply {
        let xml =
            "<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\">"
            + inner + "</multistatus>"
        return .answer(status: 207, body: Array(xml.utf8))
    }

    static func add(_ store: HomebookStore, _ url: String) throws -> CalDAVAccount {
        try store.calDAVAccounts.add(
            name: "work",
            url: url,
            user: "alice",
            password: "s3cret",
            passwordCommand: nil,
            timeoutSeconds: 5
        )
    }

    static func count(_ store: HomebookStore, _ table: String) throws -> Int64 {
        try store.connection.fetchOne("SELECT count(*) FROM \(table)")?.get(0) ?? -1
    }

    @Test func aPrincipalOnAnotherOriginGetsNoPasswordUnlessTrusted() throws {
        let other = try LoopbackHTTPServer { request in
            request.path == "/principal/"
                ? Self.multistatus(
                    "<response><href>/principal/</href><propstat><prop><C:calendar-home-set>"
                        + "<href>/home/</href></C:calendar-home-set></prop>"
                        + "<status>HTTP/1.1 200 OK</status></propstat></response>"
                )
                : .answer(
                    status: 207,
                    body: Array(
                        Self.calendarProps.replacingOccurrences(of: "/cal/", with: "/home/cal/")
                            .utf8
                    )
                )
        }
        defer { other.stop() }
        let principal = other.baseURL + "/principal/"
        let server = try LoopbackHTTPServer { _ in
            Self.multistatus(
                "<response><href>/</href><propstat><prop><current-user-principal>"
                    + "<href>\(principal)</href></current-user-principal></prop>"
                    + "<status>HTTP/1.1 200 OK</status></propstat></response>"
            )
        }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            #expect(
                throws: CalDAVError.untrustedOrigin(origin: other.baseURL, asked: server.baseURL)
            ) {
                try Self.add(store, server.baseURL + "/")
            }
            #expect(other.requests.isEmpty)
            #expect(try Self.count(store, "caldav_accounts") == 0)
            let message = CalDAVError.untrustedOrigin(origin: other.baseURL, asked: server.baseURL)
                .description
            #expect(message.contains("--trust-origin \(other.baseURL)"))

            // Confirmed: discovery goes on there, and the account syncs with that origin.
            let account = try store.calDAVAccounts.add(
                name: "work",
                url: server.baseURL + "/",
                user: "alice",
                password: "s3cret",
                passwordCommand: nil,
                timeoutSeconds: 5,
                trust: { $0 == other.baseURL }
            )
            #expect(account.origin == other.baseURL)
            #expect(account.calendars.map(\.path) == ["/home/cal/"])
            #expect(other.requests.allSatisfy { $0.header("Authorization") != nil })
        }
    }

    @Test func aRedirectToAnotherOriginIsNotFollowedUnlessTrusted() throws {
        let other = try LoopbackHTTPServer { _ in
            .answer(status: 207, body: Array(Self.calendarProps.utf8))
        }
        defer { other.stop() }
        let target = other.baseURL + "/cal/"
        let server = try LoopbackHTTPServer { _ in
            .answer(status: 301, headers: [("Location", target)])
        }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            #expect(
                throws: CalDAVError.untrustedOrigin(origin: other.baseURL, asked: server.baseURL)
            ) {
                try Self.add(store, server.baseURL + "/cal/")
            }
            #expect(other.requests.isEmpty)
        }
    }

    @Test func plainHTTPToAnotherMachineNeverOffersBasic() {
        #expect(CalDAVClient.firstScheme("http://dav.example.com") == .digest)
        #expect(CalDAVClient.firstScheme("https://dav.example.com") == .basic)
        #expect(CalDAVClient.firstScheme("http://127.0.0.1:5232") == .basic)
        #expect(
            CalDAVError.cleartextPassword(host: "dav.example.com").description.contains("https://")
        )
    }

    @Test func aPasswordInTheAddressIsRefusedAndNeverRepeated() throws {
        let server = try Self.server { _ in .answer(status: 404) }
        defer { server.stop() }
        let url =
            server.baseURL.replacingOccurrences(of: "://", with: "://alice:hunter2@") + "/cal/"
        try withTemporaryStore { store, _ throws in
            #expect(throws: CalDAVError.passwordInAddress) { try Self.add(store, url) }
            #expect(throws: CalDAVError.passwordInAddress) {
                try store.calDAVAccounts.checkNew(name: "work", url: url, user: "alice")
            }
            #expect(server.requests.isEmpty)
            #expect(try Self.count(store, "caldav_accounts") == 0)
            let message = CalDAVError.passwordInAddress.description
            #expect(message.contains("--password-command") && !message.contains("hunter2"))
        }
    }

    @Test func xmlNestedTooDeepIsOneClearError() throws {
        let depth = 200_000
        let deep =
            "<multistatus xmlns=\"DAV:\">" + String(repeating: "<a>", count: depth)
            + String(repeating: "</a>", count: depth) + "</multistatus>"
        #expect(throws: DAVXML.Failure.tooDeep) { try DAVXML.read(Array(deep.utf8)) }
        let server = try LoopbackHTTPServer { _ in .answer(status: 207, body: Array(deep.utf8)) }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            do {
                _ = try Self.add(store, server.baseURL + "/cal/")
                Issue.record("the account was added")
            } catch let error as CalDAVError {
                #expect(error.description.contains("nested more than 64 levels"))
            }
            #expect(try Self.count(store, "caldav_accounts") == 0)
        }
    }

    @Test func aSyncThatNeverEndsIsOneClearErrorAndAppliesNothing() throws {
        // Every answer: "truncated (507), here is a new token", and one more new event.
        let server = try Self.server { body in
            let round =
                body.components(separatedBy: "<D:sync-token>t").dropFirst().first
                .flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            return Self.multistatus(
                Self.response("/cal/e\(round).ics", Self.event("e\(round)", "Round \(round)"))
                    + "<response><href>/cal/</href>"
                    + "<status>HTTP/1.1 507 Insufficient Storage</status></response>"
                    + "<sync-token>t\(round + 1)</sync-token>"
            )
        }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Self.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            do {
                _ = try CalDAVSync(store: store, zone: zone)
                    .run(account, password: "s3cret", timeoutSeconds: 5)
                Issue.record("the sync finished")
            } catch let error as CalDAVError {
                #expect(error.description.contains("more than 100 times"))
            }
            #expect(server.requests.filter { $0.method == "REPORT" }.count <= 101)
            #expect(try Self.count(store, "planner_events") == 0)
            #expect(try Self.count(store, "caldav_items") == 0)
            #expect(try Self.count(store, "caldav_sync_tokens") == 0)
        }
    }

    @Test func tasksAndEventsThePlannerCannotHoldAreNamedNotReceived() throws {
        let task =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VTODO\r\nUID:t1\r\n"
            + "DTSTAMP:20260101T000000Z\r\nSUMMARY:Buy milk\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let server = try Self.server { _ in
            Self.multistatus(
                Self.response("/cal/meeting.ics", Self.event("m1", "Meeting"))
                    + Self.response("/cal/milk.ics", task) + "<sync-token>t1</sync-token>"
            )
        }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Self.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let report = try CalDAVSync(store: store, zone: zone)
                .run(account, password: "s3cret", timeoutSeconds: 5)
            #expect(report.received == 1)
            #expect(report.leftOut.count == 1)
            let note = try #require(report.leftOut.first)
            #expect(note.contains("\"Buy milk\"") && note.contains("milk.ics"))
            #expect(note.contains("task (VTODO)"))
            #expect(report.lines.contains { $0.contains("left alone on the server") })
            #expect(CalDAVSync.summary([("work", .success(report))]).contains("1 left alone"))
            #expect(try Self.count(store, "planner_events") == 1)
        }
    }
}
