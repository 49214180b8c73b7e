import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HomebookCore

/// An event with extra dates (RDATE) on a CalDAV server comes in, is listed, and goes back
/// up with them, once each (docs/manual.md#sync).
@Suite struct CalDAVExtraDateTests {
    static let event =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:r1\r\n"
        + "DTSTAMP:20260101T000000Z\r\nDTSTART:20260310T090000Z\r\nDTEND:20260310T100000Z\r\n"
        + "RDATE;VALUE=PERIOD:20260320T080000Z/PT2H\r\nRDATE:20260315T090000Z\r\n"
        + "X-KEPT:yes\r\nSUMMARY:Meeting\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    @Test func anEventWithExtraDatesIsReceivedListedAndSentBackWithThem() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.method {
            case "PROPFIND":
                return .answer(
                    status: 207,
                    body: Array(CalDAVHostileServerTests.calendarProps.utf8)
                )
            case "REPORT":
                return CalDAVHostileServerTests.multistatus(
                    CalDAVHostileServerTests.response("/cal/r1.ics", Self.event)
                        + "<sync-token>t1</sync-token>"
                )
            case "PUT": return .answer(status: 204, headers: [("ETag", "\"2\"")])
            default: return .answer(status: 404)
            }
        }
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try CalDAVHostileServerTests.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let first = try CalDAVSync(store: store, zone: zone)
                .run(account, password: "s3cret", timeoutSeconds: 5)
            #expect(first.received == 1 && first.leftOut.isEmpty, "\(first.leftOut)")
            let planner = store.planner(in: zone)
            let march = try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-31"))
            #expect(
                starts(march, in: zone) == [
                    "2026-03-10 09:00", "2026-03-15 09:00", "2026-03-20 08:00",
                ]
            )
            #expect(march.last?.span == .timed(start: 1_773_993_600, end: 1_774_000_800))
            var changes = EventChanges()
            changes.title = "Renamed"
            _ = try planner.update(march[0].id, with: changes, today: plannerToday)
            _ = try CalDAVSync(store: store, zone: zone)
                .run(account, password: "s3cret", timeoutSeconds: 5)
            let put = try #require(server.requests.first { $0.method == "PUT" })
            let lines = String(decoding: put.body, as: UTF8.self).split(separator: "\r\n")
            #expect(
                lines.filter { $0.hasPrefix("RDATE") }.sorted() == [
                    "RDATE:20260315T090000Z",
                    "RDATE;VALUE=PERIOD:20260320T080000Z/20260320T100000Z",
                ]
            )
            #expect(lines.contains("X-KEPT:yes") && lines.contains("SUMMARY:Renamed"))
        }
    }
}
