import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Repeating items and Rules screens and their forms against their goldens, at 80×24 and
/// 120×40 (docs/manual.md#full-screen-app).
@Suite struct ScheduleRuleSnapshotTests {
    /// Three repeating items (one with days due), a saved mapping with two rules, and items
    /// the rules would change.
    static func seed(_ store: HomebookStore) throws {
        let today = ScreenSnapshot.today
        for draft in [
            LedgerScheduleDraft(
                kind: "expense",
                name: "Rent",
                amount: "950",
                category: "home",
                frequency: .monthly,
                day: "1",
                from: "2026-10-01"
            ),
            LedgerScheduleDraft(
                kind: "income",
                name: "Salary",
                amount: "2500",
                frequency: .monthly,
                day: "last",
                from: "2026-11-30"
            ),
            LedgerScheduleDraft(
                kind: "expense",
                name: "Gym",
                amount: "9.99",
                category: "fun",
                frequency: .weekly,
                from: "2026-11-23",
                until: "2027-06-30"
            ),
        ] {
            try store.schedules.add(draft, today: today)
        }
        for (name, amount) in [
            ("TESCO STORES 3412", "23.10"), ("Tesco Express", "4.50"), ("PRET A MANGER", "6.20"),
        ] {
            _ = try store.ledger.add(
                LedgerDraft(kind: "expense", name: name, amount: amount, date: "2026-11-20"),
                today: today
            )
        }
        try store.ledger.saveMapping(
            try BankMapping(columns: "date=Date,name=Payee,amount=Amount"),
            as: "mybank"
        )
        try store.ledger.addRule(mapping: "mybank", pattern: "tesco", category: "food")
        try store.ledger.addRule(
            mapping: "mybank",
            pattern: "pret*manger",
            category: "eating out",
            name: "Pret"
        )
    }

    @Test(arguments: [
        ("repeating-items", "bs"),
        ("repeating-items-add", "bsa"),
        ("repeating-items-edit", "bs\r"),
        ("repeating-items-delete", "bsd"),
        ("rules", "bR"),
        ("rules-add", "bRa"),
        ("rules-apply", "bRA"),
    ])
    func screenMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, seed: Self.seed)
    }

    @Test(arguments: [
        ("repeating-items-wide", "bs"),
        ("repeating-items-add-wide", "bsa"),
        ("rules-wide", "bR"),
        ("rules-add-wide", "bRa"),
    ])
    func wideScreenMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, size: (120, 40), seed: Self.seed)
    }

    @Test func emptyListsSayHowToAdd() throws {
        try ScreenSnapshot.check("repeating-items-empty", keys: "bs")
        try ScreenSnapshot.check("rules-empty", keys: "bR")
    }
}
