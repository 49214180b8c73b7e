import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// The account and mapping forms' checks, keyed by field, before any server is asked
/// (docs/manual.md#accounts).
@Suite struct CalDAVAccountFormProblemsTests {
    private func problems(
        _ texts: [CalDAVAccountForm.Field: String],
        in store: HomebookStore
    )
        -> [CalDAVAccountForm.Field]
    {
        var form = CalDAVAccountForm(accounts: store.calDAVAccounts, environment: { _ in nil })
        for (field, text) in texts { form[field] = text }
        return form.problems().fields
    }

    @Test func eachFieldIsCheckedOnItsOwn() throws {
        try withTemporaryStore { store, _ throws in
            #expect(problems([:], in: store) == [.name, .url, .user])
            let good: [CalDAVAccountForm.Field: String] = [
                .name: "dav", .url: "https://dav.example.com", .user: "alice",
            ]
            #expect(problems(good, in: store).isEmpty)
            var withPassword = good
            withPassword[.url] = "https://alice:secret@dav.example.com/"
            #expect(problems(withPassword, in: store) == [.url])
            var notAnAddress = good
            notAnAddress[.url] = "ftp://dav.example.com"
            #expect(problems(notAnAddress, in: store) == [.url])
        }
    }

    @Test func noPasswordAnywhereSavesNothingAndAsksNoServer() throws {
        try withTemporaryStore { store, _ throws in
            var form = CalDAVAccountForm(accounts: store.calDAVAccounts, environment: { _ in nil })
            form[.name] = "dav"
            form[.url] = "https://dav.example.invalid"
            form[.user] = "alice"
            #expect(throws: CalDAVAccountFormError.noPassword) { try form.save() }
            #expect(try store.calDAVAccounts.list().isEmpty)
        }
    }

    @Test func aTakenNameIsMarkedOnTheName() throws {
        try withTemporaryStore { store, _ throws in
            try store.database.write { db in
                try db.execute(
                    """
                    INSERT INTO caldav_accounts (name, url, user_name, origin, home_path)
                    VALUES ('dav', 'https://a.example/', 'alice', 'https://a.example', '/a/')
                    """
                )
            }
            #expect(
                problems([.name: "DAV", .url: "https://b.example", .user: "bob"], in: store)
                    == [.name]
            )
        }
    }
}
