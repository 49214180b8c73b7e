import Foundation
import TestSupport
import Testing

/// `plan account …` against real servers: discovery, mapping, passwords
/// (docs/manual.md#accounts, docs/manual.md#passwords).
@Suite("plan account against Radicale and Xandikos")
struct PlanAccountTests {
    @Test(arguments: CalDAVServer.Kind.allCases)
    func addFindsTheCalendarsAndMapsThemByName(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind, addAccount: false) { fixture in
            let added = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                fixture.server.baseURL,
                "--user",
                fixture.server.user,
                "--password-command",
                "echo \(fixture.server.password)"
            )
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains("Work  → Work"))
            // Radicale keeps the colour MKCALENDAR set; Xandikos does not take it.
            if kind == .radicale { #expect(added.stdout.contains("#FF0000FF")) }
            let calendars = try fixture.run("plan", "calendars").stdout
            #expect(calendars.contains("Work  0 events"))
            let listed = try fixture.run("plan", "account", "list", "--json").stdout
            #expect(listed.contains("\"path\":\"\(fixture.calendar)\""))
            #expect(listed.contains("\"last_sync\":null"))
        }
    }

    @Test func mapAndSkipChooseWhereEventsGo() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Standup"))
            #expect(try fixture.run("plan", "account", "map", "dav", "Work", "Job").status == 0)
            try fixture.sync()
            #expect(try fixture.listing().contains("Standup  #1 [Job]"))
            #expect(try fixture.run("plan", "account", "map", "dav", "--skip", "Work").status == 0)
            try fixture.putRemote("b", SyncFixture.vevent(uid: "b@t", title: "Review"))
            #expect(try fixture.sync().contains("sent 0, received 0 (0 requests)"))
            #expect(!(try fixture.listing().contains("Review")))
            let unknown = try fixture.run("plan", "account", "map", "dav", "Nope", "X")
            #expect(unknown.status != 0)
            #expect(unknown.stderr.contains("account \"dav\" has no calendar called \"Nope\""))
        }
    }

    @Test func removeKeepsTheEventsAndForgetsTheServer() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Standup"))
            try fixture.sync()
            #expect(try fixture.run("plan", "account", "remove", "dav").status == 0)
            #expect(try fixture.listing().contains("Standup"))
            #expect(try fixture.run("plan", "account", "list").stdout.contains("No accounts"))
            let sync = try fixture.run("plan", "sync", "dav")
            #expect(sync.status != 0)
            #expect(sync.stderr.contains("no account called \"dav\""))
        }
    }

    @Test func aWrongPasswordIsOneClearLineAndChangesNothing() throws {
        try SyncFixture.with(.radicale, addAccount: false) { fixture in
            let refused = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                fixture.server.baseURL,
                "--user",
                "alice",
                "--password-command",
                "echo wrong-password"
            )
            #expect(refused.status == 1)
            #expect(
                refused.stderrAfterCreation
                    == "Error: 127.0.0.1:\(fixture.server.port) refused the user name or "
                    + "password (check them, then sync again)\n"
            )
            #expect(try fixture.run("plan", "account", "list").stdout.contains("No accounts"))
        }
    }

    @Test func thePasswordComesFromNetrcAndIsNeverStoredOrShown() throws {
        try SyncFixture.with(.radicale, addAccount: false) { fixture in
            let password = fixture.server.password
            try "machine 127.0.0.1\n  login alice\n  password \(password)\n".write(
                toFile: fixture.folder + "/.netrc",
                atomically: true,
                encoding: .utf8
            )
            let added = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                fixture.server.baseURL,
                "--user",
                "alice"
            )
            #expect(added.status == 0, "\(added.stderr)")
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Standup"))
            let synced = try fixture.run("plan", "sync")
            #expect(synced.status == 0)
            #expect(try fixture.listing().contains("Standup"))
            for output in [added.stdout, added.stderr, synced.stdout, synced.stderr] {
                #expect(!output.contains(password))
            }
            for file in ["test.sqlite", "test.sqlite-wal"] {
                let bytes = fileBytes(fixture.folder + "/" + file) ?? Data()
                #expect(!String(decoding: bytes, as: UTF8.self).contains(password))
            }
        }
    }

    @Test func aScriptWithoutAPasswordSourceGetsAClearError() throws {
        try SyncFixture.with(.radicale, addAccount: false) { fixture in
            let result = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                fixture.server.baseURL,
                "--user",
                "alice"
            )
            #expect(result.status == 1)
            #expect(
                result.stderrAfterCreation
                    == "Error: no password for account \"dav\": give --password-command, add "
                    + "the server to ~/.netrc, or run this on a terminal to type it\n"
            )
            let failing = try fixture.run(
                "plan",
                "account",
                "add",
                "dav",
                "--url",
                fixture.server.baseURL,
                "--user",
                "alice",
                "--password-command",
                "exit 3"
            )
            #expect(
                failing.stderr == "Error: the password command failed: it exited with status 3\n"
            )
        }
    }
}
