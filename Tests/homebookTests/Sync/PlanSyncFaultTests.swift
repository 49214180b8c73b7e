import Foundation
import TestSupport
import Testing

/// Faults between homebook and a real server (docs/manual.md#sync): one clear line, exit 1,
/// the planner unchanged, and the next sync finishing the work without duplicates.
@Suite("plan sync through a fault-injecting proxy")
struct PlanSyncFaultTests {
    /// Radicale behind a proxy, an account on the proxy, one event synced down already.
    private func withProxy(_ body: (SyncFixture, FaultProxy) throws -> Void) throws {
        try SyncFixture.with(.radicale, addAccount: false) { fixture in
            let proxy = try FaultProxy(to: fixture.server.baseURL)
            defer { proxy.stop() }
            let added = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                proxy.baseURL,
                "--user",
                fixture.server.user,
                "--password-command",
                "echo \(fixture.server.password)"
            )
            try #require(added.status == 0, "\(added.stderr)")
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.sync()
            try body(fixture, proxy)
        }
    }

    /// Adds one event on each side, which the next good sync must exchange.
    private func changeBothSides(_ fixture: SyncFixture) throws {
        try fixture.putRemote("b", SyncFixture.vevent(uid: "b@t", title: "Gym"))
        let added = try fixture.run(
            "plan",
            "add",
            "Lunch",
            "--start",
            "2026-12-02 12:00",
            "--calendar",
            "Work"
        )
        try #require(added.status == 0)
    }

    /// After the faults: each event once on each side.
    private func expectEverythingOnce(_ fixture: SyncFixture) throws {
        let listing = try fixture.listing()
        for title in ["Dentist", "Gym", "Lunch"] {
            #expect(listing.components(separatedBy: "  \(title)  ").count == 2, "\(title)")
        }
        let remote = try fixture.remoteObjects()
        #expect(remote.count == 3)
        for title in ["Dentist", "Gym", "Lunch"] {
            #expect(remote.filter { $0.contains("SUMMARY:\(title)") }.count == 1, "\(title)")
        }
    }

    @Test func aServerErrorIsOneLineAndTheNextSyncFinishes() throws {
        try withProxy { fixture, proxy in
            try changeBothSides(fixture)
            let before = try fixture.listing()
            proxy.inject { $0.method == "REPORT" ? .reply(.answer(status: 503)) : .forward }
            let failed = try fixture.run("plan", "sync")
            #expect(failed.status == 1)
            #expect(
                failed.stderr
                    == "Error: dav: 127.0.0.1:\(proxy.baseURL.split(separator: ":").last ?? "") "
                    + "answered 503 (a server error) while reading changes; nothing was lost, "
                    + "sync again later\n"
            )
            #expect(try fixture.listing() == before)
            #expect(try fixture.run("plan", "account", "list").stdout.contains("last sync failed"))
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    @Test func aTimeoutIsOneLine() throws {
        try withProxy { fixture, proxy in
            proxy.inject {
                $0.method == "REPORT" ? .reply(.answer(status: 207, delay: 10)) : .forward
            }
            let failed = try fixture.run("plan", "sync", "--timeout", "1")
            #expect(failed.status == 1)
            #expect(failed.stderr.hasSuffix("timed out (no complete answer within 1 s)\n"))
            #expect(failed.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func aTruncatedAnswerChangesNothing() throws {
        try withProxy { fixture, proxy in
            try changeBothSides(fixture)
            let before = try fixture.listing()
            proxy.inject {
                $0.method == "REPORT"
                    ? .reply(
                        .truncated(status: 207, body: Array("<?xml ver".utf8), declaredLength: 900)
                    )
                    : .forward
            }
            let failed = try fixture.run("plan", "sync")
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix("Error: dav: cannot reach 127.0.0.1:"))
            #expect(try fixture.listing() == before)
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    @Test func anUploadWhoseAnswerIsLostIsNotSentTwice() throws {
        try withProxy { fixture, proxy in
            try changeBothSides(fixture)
            // The server stores the new event, the answer never arrives.
            proxy.inject { $0.method == "PUT" ? .forwardThen(.hangUp) : .forward }
            #expect(try fixture.run("plan", "sync").status == 1)
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    @Test func killedWhileSendingTheNextSyncFinishesWithoutDuplicates() throws {
        try withProxy { fixture, proxy in
            try changeBothSides(fixture)
            #expect(try fixture.run("plan", "edit", "1", "--title", "Dentist at 3").status == 0)
            // The edit reaches the server; homebook is killed while it waits for the answer.
            proxy.inject {
                $0.method == "PUT" ? .forwardThen(.answer(status: 204, delay: 30)) : .forward
            }
            let running = try RunningHomebook(
                ["--db", fixture.database, "plan", "sync"],
                outputFolder: fixture.folder,
                name: "sync"
            )
            for _ in 0..<300 where !proxy.requests.contains(where: { $0.method == "PUT" }) {
                usleep(50_000)
            }
            running.kill()
            _ = running.wait()
            #expect(try fixture.run("check").status == 0)
            proxy.heal()
            try fixture.sync()
            let listing = try fixture.listing()
            #expect(listing.contains("Dentist at 3"))
            #expect(listing.components(separatedBy: "Dentist").count == 2)
            let remote = try fixture.remoteObjects()
            #expect(remote.count == 3)
            #expect(remote.filter { $0.contains("SUMMARY:Dentist at 3") }.count == 1)
            #expect(remote.filter { $0.contains("SUMMARY:Lunch") }.count == 1)
            #expect(!(try fixture.run("plan", "conflict", "list").stdout.contains("conflict copy")))
        }
    }

    @Test func aRaceAtUploadKeepsTheLocalVersionAsAConflictCopy() throws {
        try withProxy { fixture, proxy in
            #expect(try fixture.run("plan", "edit", "1", "--title", "Mine").status == 0)
            let server = fixture.server
            let path = fixture.calendar + "a.ics"
            // Someone else saves the event between homebook's listing and its PUT: 412.
            proxy.inject { request in
                if request.method == "PUT" {
                    _ = try? server.put(
                        path,
                        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
                            + SyncFixture.vevent(uid: "a@t", title: "Theirs")
                            + "END:VCALENDAR\r\n"
                    )
                }
                return .forward
            }
            let output = try fixture.sync()
            #expect(output.contains("conflict: \"Mine\" changed on both sides"))
            #expect(proxy.requests.contains { $0.method == "PUT" && $0.header("If-Match") != nil })
            let listing = try fixture.listing()
            #expect(listing.contains("Theirs  #1 [Work]"))
            #expect(listing.contains("Mine  #2 [Work]"))
            #expect(try server.get(path)?.contains("SUMMARY:Theirs") == true)
        }
    }

    @Test func withoutSyncCollectionEveryETagIsCompared() throws {
        try withProxy { fixture, proxy in
            proxy.inject { request in
                String(decoding: request.body, as: UTF8.self).contains("sync-collection")
                    ? .reply(.answer(status: 501)) : .forward
            }
            try changeBothSides(fixture)
            try fixture.sync()
            try expectEverythingOnce(fixture)
            #expect(try fixture.server.delete(fixture.calendar + "b.ics") < 300)
            #expect(try fixture.sync().contains("received 1"))
            #expect(!(try fixture.listing().contains("Gym")))
            #expect(proxy.requests.contains { $0.method == "PROPFIND" })
        }
    }

    @Test func aRefusedTokenFallsBackToAFullListing() throws {
        try withProxy { fixture, proxy in
            let refusal = Array(
                "<?xml version=\"1.0\"?><D:error xmlns:D=\"DAV:\"><D:valid-sync-token/></D:error>"
                    .utf8
            )
            proxy.inject { request in
                let body = String(decoding: request.body, as: UTF8.self)
                return body.contains("sync-collection")
                    && !body.contains("<D:sync-token></D:sync-token>")
                    ? .reply(.answer(status: 403, body: refusal)) : .forward
            }
            try changeBothSides(fixture)
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }
}
