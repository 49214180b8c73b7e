import Foundation
import TestSupport
import Testing

/// A real CalDAV server with one calendar, a fresh database, and the built binary to run
/// `plan …` commands against them.
struct SyncFixture {
    let server: CalDAVServer
    let folder: String
    /// The remote calendar's path.
    let calendar: String

    var database: String { folder + "/test.sqlite" }

    /// The environment every command gets: a HOME of the test's own.
    var environment: [String: String] { ["HOME": folder, "TZ": "UTC"] }

    /// Starts `kind`, makes a calendar "Work" (red) and adds the account `dav` to a new
    /// database; `body` runs with it, and the server is stopped afterwards.
    static func with(
        _ kind: CalDAVServer.Kind,
        addAccount: Bool = true,
        _ body: (SyncFixture) throws -> Void
    ) throws {
        let server = try CalDAVServer.start(kind)
        defer { server.stop() }
        try withTemporaryDirectory { folder in
            let calendar = try server.makeCalendar("work", name: "Work", color: "#FF0000FF")
            let fixture = SyncFixture(server: server, folder: folder, calendar: calendar)
            if addAccount {
                let added = try fixture.run(
                    "plan",
                    "account",
                    "add",
                    "dav",
                    "--url",
                    server.baseURL,
                    "--user",
                    server.user,
                    "--password-command",
                    "echo \(server.password)"
                )
                try #require(added.status == 0, "\(added.stderr)")
            }
            try body(fixture)
        }
    }

    /// Runs `homebook --db DB arguments…`.
    func run(
        _ arguments: String...,
        input: String = "",
        environment extra: [String: String] = [:]
    )
        throws -> ProcessResult
    {
        try HomebookProcess.run(
            ["--db", database] + arguments,
            input: input,
            environment: environment.merging(extra) { _, new in new }
        )
    }

    /// `plan sync`, required to succeed; returns its standard output.
    @discardableResult
    func sync(_ extra: String...) throws -> String {
        let result = try HomebookProcess.run(
            ["--db", database, "plan", "sync"] + extra,
            environment: environment
        )
        try #require(result.status == 0, "sync failed: \(result.stderrAfterCreation)")
        return result.stdout
    }

    /// The JSON lines of `plan list` over a wide range, as text.
    func listing() throws -> String {
        try run("plan", "list", "--from", "2026-01-01", "--to", "2027-12-31").stdout
    }

    /// The texts of the objects in the remote calendar.
    func remoteObjects() throws -> [String] {
        try server.objects(in: calendar).compactMap { try server.get($0) }
    }

    /// Stores an event on the server as another client would.
    func putRemote(_ name: String, _ vevent: String) throws {
        let status = try server.put(
            calendar + name + ".ics",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//other client//EN\r\n" + vevent
                + "END:VCALENDAR\r\n"
        )
        try #require((200..<300).contains(status), "PUT \(name): \(status)")
    }

    /// A simple VEVENT.
    static func vevent(
        uid: String,
        title: String,
        start: String = "20261201T100000Z",
        end: String = "20261201T110000Z",
        extra: String = ""
    ) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:\(start)\r\n"
            + "DTEND:\(end)\r\nSUMMARY:\(title)\r\n\(extra)END:VEVENT\r\n"
    }
}

extension SyncFixture {
    /// Radicale behind a fault-injecting proxy, the account `dav` on the proxy, and "Dentist"
    /// synced down already; the proxy is stopped when `body` returns.
    static func withProxy(_ body: (SyncFixture, FaultProxy) throws -> Void) throws {
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

    /// Adds one event on each side, which the next good sync must exchange: "Gym" on the
    /// server and "Lunch" here.
    func changeBothSides() throws {
        try putRemote("b", SyncFixture.vevent(uid: "b@t", title: "Gym"))
        let lunch = try run(
            "plan",
            "add",
            "Lunch",
            "--start",
            "2026-12-02 12:00",
            "--calendar",
            "Work"
        )
        try #require(lunch.status == 0)
    }

    /// ``withProxy(_:)``, then "Gym" added on the server and "Lunch" here: the next sync
    /// moves both.
    static func withChangedSides(_ body: (SyncFixture, FaultProxy) throws -> Void) throws {
        try withProxy { fixture, proxy in
            try fixture.changeBothSides()
            try body(fixture, proxy)
        }
    }
}
