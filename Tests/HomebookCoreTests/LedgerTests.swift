import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct LedgerTests {
    @Test func addsAndReadsBackAnItemWithTrimmedNameAndCategory() throws {
        try withTemporaryStore { store, _ in
            let added = try store.ledger.add(
                .expense,
                "  Milk  ",
                cents: 150,
                on: day(2024, 2, 29),
                category: " Food ",
                note: "two\nlines"
            )
            #expect(added.name == "Milk")
            #expect(added.category == "Food")
            #expect(added.note == "two\nlines")
            #expect(try store.ledger.get(added.id) == added)
        }
    }

    @Test func emptyCategoryAndNoteAreStoredAsNone() throws {
        try withTemporaryStore { store, _ in
            let added = try store.ledger.add(
                .income,
                "Pay",
                cents: 100,
                on: day(2024, 1, 1),
                category: "  ",
                note: ""
            )
            #expect(added.category == nil)
            #expect(added.note == nil)
        }
    }

    @Test(arguments: ["", "   ", "\t"])
    func refusesAnEmptyName(name: String) throws {
        try withTemporaryStore { store, _ in
            #expect(throws: LedgerError.emptyName) {
                try store.ledger.add(.expense, name, cents: 1, on: day(2024, 1, 1))
            }
            let totals = try store.ledger.totals()
            #expect(totals == .empty)
        }
    }

    @Test(arguments: ["a\nb", "a\r\nb", "a\rb", "a\u{0B}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"])
    func refusesANameWithALineBreak(name: String) throws {
        try withTemporaryStore { store, _ in
            #expect(throws: LedgerError.nameHasLineBreak) {
                try store.ledger.add(.expense, name, cents: 1, on: day(2024, 1, 1))
            }
        }
    }

    @Test func unknownIdsAreNamedInTheError() throws {
        try withTemporaryStore { store, _ in
            #expect(throws: LedgerError.notFound(id: 7)) { try store.ledger.get(7) }
            #expect(throws: LedgerError.notFound(id: 7)) { try store.ledger.delete(7) }
            #expect(throws: LedgerError.notFound(id: 7)) {
                try store.ledger.update(7, applying: LedgerItemChanges(name: "x"))
            }
            #expect(LedgerError.notFound(id: 7).description == "no budget item with id 7")
        }
    }

    @Test func editChangesOnlyTheGivenFieldsAndClearsOptionalOnes() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            let item = try ledger.add(
                .expense,
                "Milk",
                cents: 150,
                on: day(2024, 1, 1),
                category: "Food",
                note: "shop"
            )
            let edited = try ledger.update(
                item.id,
                applying: LedgerItemChanges(amount: Money(cents: 175), category: .some(nil))
            )
            #expect(edited.name == "Milk")
            #expect(edited.amount == Money(cents: 175))
            #expect(edited.category == nil)
            #expect(edited.note == "shop")
            #expect(try ledger.get(item.id) == edited)
            let moved = try ledger.update(
                item.id,
                applying: LedgerItemChanges(kind: .income, note: "")
            )
            #expect(moved.kind == .income)
            #expect(moved.note == nil)
            #expect(
                try ledger.totals()
                    == LedgerTotals(income: Money(cents: 175), expenses: .zero, count: 1)
            )
        }
    }

    @Test func deleteRemovesTheItemAndItsAmountFromTheTotals() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            let pay = try ledger.add(.income, "Pay", cents: 10_000, on: day(2024, 1, 1))
            let rent = try ledger.add(.expense, "Rent", cents: 4_000, on: day(2024, 1, 2))
            #expect(try ledger.totals().savings == Money(cents: 6_000))
            #expect(try ledger.delete(rent.id) == rent)
            #expect(
                try ledger.totals()
                    == LedgerTotals(income: Money(cents: 10_000), expenses: .zero, count: 1)
            )
            try ledger.delete(pay.id)
            #expect(try ledger.totals() == LedgerTotals.empty)
        }
    }

    @Test func listsChronologicallyByDateThenIdWithRunningSavings() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Late", cents: 300, on: day(2024, 3, 1))
            try ledger.add(.income, "Pay", cents: 1_000, on: day(2024, 1, 1))
            try ledger.add(.expense, "Same day", cents: 200, on: day(2024, 1, 1))
            let entries = try ledger.list()
            #expect(entries.map(\.item.name) == ["Pay", "Same day", "Late"])
            #expect(entries.map(\.balance.cents) == [1_000, 800, 500])
            #expect(try ledger.list(limit: 2).map(\.item.name) == ["Same day", "Late"])
            #expect(try ledger.list(limit: 2).map(\.balance.cents) == [800, 500])
            #expect(try ledger.list(limit: 0).isEmpty)
            #expect(try ledger.list(limit: 10).count == 3)
        }
    }

    @Test func filtersKeepBalancesOverTheWholeLedger() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.income, "Pay", cents: 1_000, on: day(2024, 1, 1), category: "Work")
            try ledger.add(.expense, "Bread", cents: 100, on: day(2024, 1, 5), category: "Food")
            try ledger.add(.expense, "Rent", cents: 500, on: day(2024, 2, 1), category: "Home")
            try ledger.add(.expense, "Milk", cents: 50, on: day(2024, 2, 3), category: "Food")
            let food = try ledger.list(LedgerFilter(category: "Food"))
            #expect(food.map(\.item.name) == ["Bread", "Milk"])
            #expect(food.map(\.balance.cents) == [900, 350])
            let february = try ledger.list(
                LedgerFilter(from: day(2024, 2, 1), to: day(2024, 2, 28))
            )
            #expect(february.map(\.balance.cents) == [400, 350])
            let expenses = try ledger.list(LedgerFilter(kind: .expense), limit: 2)
            #expect(expenses.map(\.item.name) == ["Rent", "Milk"])
            #expect(expenses.map(\.balance.cents) == [400, 350])
            let january = try ledger.list(LedgerFilter(to: day(2024, 1, 31)), limit: 1)
            #expect(january.map(\.balance.cents) == [900])
            let empty = try ledger.list(LedgerFilter(from: day(2024, 3, 1)), limit: 5)
            #expect(empty.isEmpty)
        }
    }

    @Test func monthlyReportSumsEachMonth() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.income, "Pay", cents: 1_000, on: day(2024, 1, 1))
            try ledger.add(.expense, "Bread", cents: 100, on: day(2024, 1, 31))
            try ledger.add(.expense, "Rent", cents: 1_500, on: day(2024, 3, 1))
            let report = try ledger.monthlyReport()
            #expect(report.map(\.month) == ["2024-01", "2024-03"])
            #expect(report.map(\.net.cents) == [900, -1_500])
            #expect(
                report[1].json.rendered
                    == #"{"month":"2024-03","income":"0.00","expenses":"15.00","net":"-15.00"}"#
            )
        }
    }

    @Test func jsonShapesFollowTheSpec() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.income, "Pay \"x\"", cents: 1_230, on: day(2024, 1, 1))
            try ledger.add(.expense, "Rent", cents: 1_630, on: day(2024, 1, 2), category: "Home")
            let entries = try ledger.list()
            #expect(
                entries[1].json.rendered
                    == #"{"id":2,"kind":"expense","name":"Rent","amount":"16.30","date":"2024-01-02","category":"Home","note":null,"balance":"-4.00"}"#
            )
            #expect(
                try ledger.totals().json.rendered
                    == #"{"income":"12.30","expenses":"16.30","savings":"-4.00","count":2}"#
            )
        }
    }

    @Test func refusesAnAddThatWouldOverflowEitherTotal() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.income, "Huge", cents: Int64.max, on: day(2024, 1, 1))
            try ledger.add(.expense, "Huge", cents: Int64.max, on: day(2024, 1, 2))
            #expect(throws: LedgerError.totalOverflow(.income)) {
                try ledger.add(.income, "One more", cents: 1, on: day(2024, 1, 3))
            }
            #expect(throws: LedgerError.totalOverflow(.expense)) {
                try ledger.add(.expense, "One more", cents: 1, on: day(2024, 1, 3))
            }
            #expect(LedgerError.totalOverflow(.income).description.contains("overflow"))
            let totals = try ledger.totals()
            #expect(totals == LedgerTotals(income: .maximum, expenses: .maximum, count: 2))
            #expect(totals.savings == .zero)
            #expect(try ledger.freshTotals() == totals)
            #expect(try ledger.list().map(\.balance) == [.maximum, .zero])
            // A zero amount never overflows.
            try ledger.add(.income, "Nothing", cents: 0, on: day(2024, 1, 3))
        }
    }

    @Test func refusesAnEditThatWouldOverflowAndKeepsTheItem() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.income, "Huge", cents: Int64.max - 5, on: day(2024, 1, 1))
            let small = try ledger.add(.expense, "Small", cents: 10, on: day(2024, 1, 2))
            #expect(throws: LedgerError.totalOverflow(.income)) {
                try ledger.update(small.id, applying: LedgerItemChanges(kind: .income))
            }
            #expect(try ledger.get(small.id) == small)
            // Replacing its own amount is fine: the old amount leaves the total first.
            let huge = try ledger.list()[0].item
            let edited = try ledger.update(huge.id, applying: LedgerItemChanges(amount: .maximum))
            #expect(edited.amount == .maximum)
            #expect(try ledger.freshTotals() == ledger.totals())
        }
    }

    @Test func schemaRefusesRowsThatBreakTheRules() throws {
        try withTemporaryStore { store, _ in
            let insert =
                "INSERT INTO budget_items (kind, name, amount_cents, date) VALUES (?, ?, ?, ?)"
            let bad: [[DatabaseValue]] = [
                ["gift", "x", 1, "2024-01-01"],
                ["income", "", 1, "2024-01-01"],
                ["income", " x", 1, "2024-01-01"],
                ["income", "a\nb", 1, "2024-01-01"],
                ["income", "a\u{2028}b", 1, "2024-01-01"],
                ["income", "x\u{00A0}", 1, "2024-01-01"],
                ["income", "x", -1, "2024-01-01"],
                ["income", "x", 1.5, "2024-01-01"],
                ["income", "x", 1, "2023-02-29"],
                ["income", "x", 1, "2024-1-01"],
                ["income", "x", 1, "0000-01-01"],
            ]
            for values in bad {
                #expect(throws: SQLiteError.self) { try store.database.execute(insert, values) }
            }
            try store.database.execute(insert, ["income", "x", 1, "2024-02-29"])
        }
    }
}
