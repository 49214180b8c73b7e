import Foundation
import TestSupport
import Testing

/// `plan sync` both ways against real servers (docs/manual.md#sync).
@Suite("plan sync against Radicale and Xandikos")
struct PlanSyncTests {
    @Test(arguments: CalDAVServer.Kind.allCases)
    func serverEventsComeDownAndLocalAddsEditsAndDeletesGoUp(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            #expect(try fixture.sync().contains("received 1"))
            #expect(try fixture.listing().contains("10:00–11:00  Dentist  #1 [Work]"))

            let added = try fixture.run(
                "plan",
                "add",
                "Lunch",
                "--start",
                "2026-12-02 12:00",
                "--calendar",
                "Work"
            )
            #expect(added.status == 0)
            #expect(try fixture.sync().contains("sent 1, received 0"))
            let objects = try fixture.remoteObjects()
            #expect(objects.count == 2)
            #expect(objects.contains { $0.contains("SUMMARY:Lunch") })

            #expect(try fixture.run("plan", "edit", "2", "--title", "Long lunch").status == 0)
            try fixture.sync()
            #expect(try fixture.remoteObjects().contains { $0.contains("SUMMARY:Long lunch") })
            #expect(!(try fixture.remoteObjects().contains { $0.contains("SUMMARY:Lunch\r") }))

            #expect(try fixture.run("plan", "delete", "1").status == 0)
            try fixture.sync()
            let left = try fixture.remoteObjects()
            #expect(left.count == 1)
            #expect(!left.contains { $0.contains("Dentist") })
            // Nothing changed: one request per calendar, nothing moved.
            let calendars = kind == .radicale ? 1 : 2
            #expect(
                try fixture.sync().contains(
                    "sent 0, received 0 (\(calendars) \(calendars == 1 ? "request" : "requests"))"
                )
            )
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func serverEditsAndDeletesComeDown(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.putRemote("b", SyncFixture.vevent(uid: "b@t", title: "Gym"))
            try fixture.sync()
            try fixture.putRemote(
                "a",
                SyncFixture.vevent(
                    uid: "a@t",
                    title: "Dentist at 3",
                    start: "20261201T150000Z",
                    end: "20261201T160000Z"
                )
            )
            #expect(try fixture.server.delete(fixture.calendar + "b.ics") < 300)
            #expect(try fixture.sync().contains("received 2"))
            let listing = try fixture.listing()
            #expect(listing.contains("15:00–16:00  Dentist at 3  #1 [Work]"))
            #expect(!listing.contains("Gym"))
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func unmodelledPropertiesGoBackUnchanged(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            let extra =
                "ATTENDEE;CN=Bob:mailto:bob@example.com\r\nX-CUSTOM-THING:keep me\r\n"
                + "CATEGORIES:Health\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\n"
                + "DESCRIPTION:Reminder\r\nEND:VALARM\r\n"
            try fixture.putRemote(
                "a",
                SyncFixture.vevent(uid: "a@t", title: "Dentist", extra: extra)
            )
            try fixture.sync()
            #expect(try fixture.run("plan", "edit", "1", "--title", "Dentist (moved)").status == 0)
            #expect(try fixture.sync().contains("sent 1"))
            let text = try #require(try fixture.server.get(fixture.calendar + "a.ics"))
            let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
            #expect(unfolded.contains("SUMMARY:Dentist (moved)"))
            #expect(unfolded.contains("ATTENDEE;CN=Bob:mailto:bob@example.com"))
            #expect(unfolded.contains("X-CUSTOM-THING:keep me"))
            #expect(unfolded.contains("CATEGORIES:Health"))
            #expect(unfolded.contains("BEGIN:VALARM"))
            #expect(unfolded.contains("TRIGGER:-PT15M"))
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func repeatsWithSkippedAndMovedOccurrencesSyncBothWays(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            // Weekly on Tuesdays from 1 December, 5 times; the 8th skipped, the 15th moved.
            let series =
                SyncFixture.vevent(
                    uid: "s@t",
                    title: "Yoga",
                    start: "20261201T180000Z",
                    end: "20261201T190000Z",
                    extra: "RRULE:FREQ=WEEKLY;COUNT=5\r\nEXDATE:20261208T180000Z\r\n"
                )
                + "BEGIN:VEVENT\r\nUID:s@t\r\nDTSTAMP:20261101T000000Z\r\n"
                + "RECURRENCE-ID:20261215T180000Z\r\nDTSTART:20261216T180000Z\r\n"
                + "DTEND:20261216T190000Z\r\nSUMMARY:Yoga (Wednesday)\r\nEND:VEVENT\r\n"
            try fixture.putRemote("s", series)
            try fixture.sync()
            let listing = try fixture.listing()
            #expect(listing.contains("Tue 2026-12-01\n  18:00–19:00  Yoga"))
            #expect(!listing.contains("Tue 2026-12-08"))
            #expect(!listing.contains("Tue 2026-12-15"))
            #expect(listing.contains("Wed 2026-12-16\n  18:00–19:00  Yoga (Wednesday)"))
            #expect(listing.contains("Tue 2026-12-22\n  18:00–19:00  Yoga"))

            // A local change to the series goes up with its skipped and moved occurrences.
            #expect(try fixture.run("plan", "edit", "1", "--title", "Yoga class").status == 0)
            try fixture.sync()
            let text = try #require(try fixture.server.get(fixture.calendar + "s.ics"))
            #expect(text.contains("SUMMARY:Yoga class"))
            #expect(text.contains("EXDATE:20261208T180000Z"))
            #expect(!text.contains("EXDATE:20261215"))
            #expect(text.contains("RECURRENCE-ID:20261215T180000Z"))
            #expect(text.contains("SUMMARY:Yoga (Wednesday)"))
            #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)

            // A local repeat with a deleted occurrence goes up as an RRULE with an EXDATE.
            let added = try fixture.run(
                "plan",
                "add",
                "Swim",
                "--start",
                "2026-12-03 07:00",
                "--calendar",
                "Work",
                "--repeat",
                "daily",
                "--count",
                "3"
            )
            #expect(added.status == 0)
            let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try fixture.run("plan", "delete", id, "--on", "2026-12-04").status == 0)
            try fixture.sync()
            let swim = try #require(try fixture.remoteObjects().first { $0.contains("Swim") })
            #expect(swim.contains("RRULE:FREQ=DAILY;COUNT=3"))
            #expect(swim.contains("EXDATE"))
            #expect(swim.contains("20261204"))
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func undoRevertsASyncHereAndTheNextSyncSendsTheReversalUp(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.sync()
            let list = try fixture.run("undo", "--list").stdout
            #expect(list.split(separator: "\n").first?.hasSuffix("sync \"dav\"") == true)
            let undone = try fixture.run("undo")
            #expect(undone.stdout.contains("Undid: sync \"dav\""))
            #expect(!(try fixture.listing().contains("Dentist")))
            #expect(try fixture.sync().contains("sent 1"))
            #expect(try fixture.remoteObjects().isEmpty)
            #expect(!(try fixture.listing().contains("Dentist")))
        }
    }
}
