import Foundation
import TestSupport
import Testing

/// Both sides changed: the server wins, the local version is kept as a copy until the person
/// keeps one (docs/manual.md#conflicts).
@Suite("plan conflict against Radicale and Xandikos")
struct PlanConflictTests {
    /// Dentist synced, then renamed on both sides, then synced: the conflict.
    private func withConflict(
        _ kind: CalDAVServer.Kind,
        _ body: (SyncFixture) throws -> Void
    )
        throws
    {
        try SyncFixture.with(kind) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.sync()
            #expect(try fixture.run("plan", "edit", "1", "--title", "Mine").status == 0)
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Theirs"))
            let output = try fixture.sync()
            #expect(output.contains("conflict: \"Mine\" changed on both sides"))
            #expect(output.contains("conflict copy 2: \"Mine\" (changed on the server)"))
            try body(fixture)
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func theServerWinsAndTheCopyIsNotSent(kind: CalDAVServer.Kind) throws {
        try withConflict(kind) { fixture in
            let listing = try fixture.listing()
            #expect(listing.contains("Theirs  #1 [Work]"))
            #expect(listing.contains("Mine  #2 [Work]  ≠ conflict copy"))
            #expect(!listing.contains("Theirs  #1 [Work]  ≠"))
            try fixture.sync()
            #expect(try fixture.remoteObjects().count == 1)
            #expect(try fixture.run("plan", "conflict", "list").stdout.contains("conflict copy 2"))
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func keepingMineSendsItUp(kind: CalDAVServer.Kind) throws {
        try withConflict(kind) { fixture in
            #expect(try fixture.run("plan", "conflict", "keep", "2").status == 0)
            let listing = try fixture.listing()
            #expect(listing.contains("Mine  #1 [Work]"))
            #expect(!listing.contains("#2"))
            #expect(try fixture.sync().contains("sent 1"))
            let remote = try fixture.remoteObjects()
            #expect(remote.count == 1)
            #expect(remote.first?.contains("SUMMARY:Mine") == true)
            #expect(try fixture.run("plan", "conflict", "list").stdout == "No conflicts.\n")
        }
    }

    @Test func droppingMineKeepsTheServersAndUndoBringsTheCopyBack() throws {
        try withConflict(.radicale) { fixture in
            #expect(try fixture.run("plan", "conflict", "drop", "2").status == 0)
            #expect(!(try fixture.listing().contains("Mine")))
            #expect(
                try fixture.run("undo").stdout.contains("keep the server's version of \"Mine\"")
            )
            #expect(try fixture.run("plan", "conflict", "list").stdout.contains("conflict copy 2"))
            let notACopy = try fixture.run("plan", "conflict", "keep", "1")
            #expect(notACopy.status == 1)
            #expect(notACopy.stderr == "Error: event 1 is not a conflict copy\n")
        }
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.sync()
            #expect(try fixture.run("plan", "edit", "1", "--title", "Dentist 2").status == 0)
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist 2"))
            let output = try fixture.sync()
            #expect(!output.contains("conflict"))
            #expect(try fixture.listing().components(separatedBy: "Dentist 2").count == 2)
        }
    }
}
