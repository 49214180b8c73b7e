import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// The calendar account form against Radicale on loopback (docs/manual.md#accounts,
/// #passwords): discovery with the password typed or from ~/.netrc, which is stored nowhere.
@Suite(.tags(.process), .skippedByTag) struct CalDAVAccountFormTests {
    /// A form on `store` whose HOME is `home`, filled with the server's address and user.
    private func form(
        _ store: HomebookStore,
        home: String,
        server: CalDAVServer,
        password: String
    ) -> FormSession {
        var form = FormSession(
            CalDAVAccountForm(
                accounts: store.calDAVAccounts,
                environment: { $0 == "HOME" ? home : nil },
                timeoutSeconds: 10
            )
        )
        for (key, text) in [
            ("name", "dav"), ("url", server.baseURL), ("user", server.user),
            ("password", password),
        ] {
            if let index = form.index(of: key) { form.set(index, text) }
        }
        return form
    }

    /// Every byte of the store's files in `folder` (the database and its journal).
    private func storedBytes(_ folder: String) throws -> Data {
        var bytes = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            bytes += (try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) ?? Data()
        }
        return bytes
    }

    @Test func theTypedPasswordFindsTheCalendarsAndIsStoredNowhere() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        _ = try server.makeCalendar("work", name: "Work")
        _ = try server.makeCalendar("home", name: "Home")
        try withTemporaryDirectory { folder throws in
            try withStore(at: folder + "/test.sqlite") { store throws in
                var session = form(store, home: folder, server: server, password: server.password)
                let saved = try session.save()
                #expect(saved.added)
                #expect(saved.note.contains("2 calendars found"))
                let account = try store.calDAVAccounts.account(named: "dav")
                #expect(account.passwordCommand == nil)
                #expect(Set(account.calendars.map(\.name)) == ["Work", "Home"])
                #expect(
                    Set(try store.planner.calendars().map(\.name)).isSuperset(of: ["Work", "Home"])
                )
            }
            let bytes = try storedBytes(folder)
            #expect(bytes.range(of: Data(server.password.utf8)) == nil)
            #expect(bytes.range(of: Data("dav".utf8)) != nil)
        }
    }

    @Test func theNetrcPasswordServesWhenNoneIsTyped() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        _ = try server.makeCalendar("work", name: "Work")
        try withTemporaryDirectory { folder throws in
            try "machine 127.0.0.1 login \(server.user) password \(server.password)\n"
                .write(toFile: folder + "/.netrc", atomically: true, encoding: .utf8)
            try withStore(at: folder + "/test.sqlite") { store throws in
                var session = form(store, home: folder, server: server, password: "")
                _ = try session.save()
                #expect(try store.calDAVAccounts.account(named: "dav").calendars.count == 1)
            }
        }
    }

    @Test func aWrongPasswordSavesNothing() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        _ = try server.makeCalendar("work", name: "Work")
        try withTemporaryStore { store, folder throws in
            var session = form(store, home: folder, server: server, password: "wrong")
            #expect(throws: CalDAVError.self) { try session.save() }
            #expect(try store.calDAVAccounts.list().isEmpty)
            #expect(try store.undoLog.entries().isEmpty)
        }
    }
}
