import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's repeating item form asks the account while the book has several, and
/// reads the amount in its currency (docs/manual.md#schedules).
@Suite struct MenuScheduleAccountTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test func addingAsksTheAccountAndReadsTheAmountInItsCurrency() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
                try store.settings.markBaseCurrencyAsked()
            }
            let (output, path) = try runMenu(
                [
                    "b", "s", "a", "e", "Phone", "nowhere", "Tokyo", "3980", "m", "25",
                    "2026-12-01", "", "", "", "b", "q",
                ],
                today: Self.today,
                in: folder
            )
            #expect(output.contains(#"no account "nowhere"; the accounts are "main", "Tokyo""#))
            #expect(
                output.contains(
                    "Added repeating item 1: expense \"Phone\" ¥3,980, monthly on day 25"
                        + " from 2026-12-01 into Tokyo"
                )
            )
            try withStore(at: path) { store throws in
                let phone = try #require(try store.schedules.all().first)
                #expect(phone.accountID == (try store.accounts.get("Tokyo").id))
                #expect(phone.amount.cents == 3980)
            }
        }
    }
}
