import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's calendar accounts and conflict copies (docs/manual.md#menu, #accounts,
/// #conflicts): the same list, map, skip and remove as `plan account`, each one change.
@Suite struct PlanMenuAccountsTests {
    /// The seeded account and conflict in the menu's database, then the menu run on `input`.
    func run(_ input: [String], in folder: String) throws -> (String, String) {
        try withStore(at: folder + "/menu.sqlite") { store throws in
            try CalendarAccountsSeed.seed(store)
        }
        let (output, path) = try runMenu(input, in: folder)
        return (output, path)
    }

    @Test func theAccountsListTheirCalendarsAndLastSync() throws {
        try withTemporaryDirectory { folder throws in
            let (output, _) = try run(["p", "o", ""], in: folder)
            #expect(output.contains("dav  alice at https://dav.example.com/\n  never synced"))
            #expect(output.contains("  Work  → Work  #FF0000FF"))
            #expect(output.contains("  Birthdays  skipped"))
        }
    }

    @Test func mapSkipAndRemoveAreEachOneChange() throws {
        try withTemporaryDirectory { folder throws in
            let (output, path) = try run(
                [
                    "p", "o", "s", "work",  // skip Work
                    "o", "m", "birthdays", "Family", "y",  // map Birthdays, syncing it again
                    "o", "r", "y",
                ],
                in: folder
            )
            #expect(output.contains("\"Work\" is left out of syncs."))
            #expect(output.contains("“Birthdays” syncs with the calendar “Family”."))
            #expect(output.contains("Removed account \"dav\""))
            try withStore(at: path) { store throws in
                #expect(try store.calDAVAccounts.list().isEmpty)
                let changes = try store.undoLog.entries(limit: 3).map(\.description)
                #expect(changes.count == 3)
                _ = try store.undoLog.undo()
                let account = try store.calDAVAccounts.account(named: "dav")
                #expect(account.calendars.map(\.skipped) == [true, false])
                #expect(account.calendars.map(\.localCalendar) == ["Work", "Family"])
            }
        }
    }

    @Test func removingAskedNoRemovesNothing() throws {
        try withTemporaryDirectory { folder throws in
            let (output, path) = try run(["p", "o", "r", "n"], in: folder)
            #expect(output.contains("Nothing removed."))
            try withStore(at: path) { store throws in
                #expect(try store.calDAVAccounts.list().count == 1)
            }
        }
    }

    @Test func upcomingMarksTheCopyAndConflictsKeepsIt() throws {
        try withTemporaryDirectory { folder throws in
            let (output, path) = try run(["p", "l", "c", "2", "m", "l"], in: folder)
            let lines = output.split(separator: "\n")
            #expect(
                lines.contains { $0.contains("Dentist (mine)") && $0.hasSuffix("≠ conflict copy") }
            )
            #expect(!lines.contains { $0.contains("Dentist  #1") && $0.contains("≠") })
            #expect(output.contains("Kept yours"))
            try withStore(at: path) { store throws in
                #expect(try store.calDAVAccounts.conflicts().isEmpty)
                #expect(try store.planner.get(1).title == "Dentist (mine)")
            }
        }
    }
}

/// Adding an account from the line menu against Radicale on loopback: the form asker asks
/// the password (hidden on a terminal) and stores it nowhere.
@Suite(.tags(.process), .skippedByTag) struct PlanMenuAccountAddTests {
    @Test func addingFindsTheCalendarsWithTheTypedPassword() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        _ = try server.makeCalendar("work", name: "Work")
        try withTemporaryDirectory { folder throws in
            let (output, path) = try runMenu(
                ["p", "o", "a", "dav", server.baseURL, server.user, "", server.password],
                in: folder
            )
            #expect(output.contains("Password (hidden;"))
            #expect(output.contains("Added account “dav”: 1 calendar found"))
            #expect(output.contains("  Work  → Work"))
            #expect(!output.contains(server.password))
            try withStore(at: path) { store throws in
                #expect(try store.calDAVAccounts.account(named: "dav").calendars.count == 1)
            }
        }
    }
}
