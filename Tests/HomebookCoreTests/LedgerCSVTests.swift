import Foundation
import HomebookCore
import TestSupport
import Testing

@Suite struct LedgerCSVTests {
    static let header = "date,kind,name,amount,category,note\r\n"

    /// A valid CSV of `count` rows; line numbers are row index + 2.
    static func goodRows(_ count: Int) -> [String] {
        (0..<count).map { index in
            let kind = index % 4 == 0 ? "income" : "expense"
            return
                "2024-\(String(format: "%02d", index % 12 + 1))-15,\(kind),Item \(index),\(index % 500).\(String(format: "%02d", index % 100)),Cat \(index % 5),\r\n"
        }
    }

    @Test func importsAGoodFileInOneGoAndUpdatesTheTotals() throws {
        try withTemporaryStore { store, _ in
            let csv = Self.header + Self.goodRows(500).joined()
            #expect(try store.ledger.importCSV(text: csv) == 500)
            let totals = try store.ledger.totals()
            #expect(totals.count == 500)
            #expect(try store.ledger.freshTotals() == totals)
        }
    }

    @Test func oneBadRowAmongThousandsWritesNothingAndNamesTheLine() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.income, "Before", cents: 100, on: day(2024, 1, 1))
            var rows = Self.goodRows(5_000)
            rows[3_456] = "2024-01-01,expense,Bad,12abc,,\r\n"
            let csv = Self.header + rows.joined()
            #expect(
                throws: LedgerImportError.badRows(
                    [
                        ImportProblem(
                            line: 3_458,
                            reason: "\"12abc\" is not an amount: it contains letters"
                        )
                    ],
                    total: 1
                )
            ) { try store.ledger.importCSV(text: csv) }
            #expect(try store.ledger.list().map(\.item.name) == ["Before"])
            #expect(try store.ledger.totals().count == 1)
            #expect(try store.ledger.freshTotals() == store.ledger.totals())
        }
    }

    @Test func reportsTheFirstTwentyBadLinesAndCountsTheRest() throws {
        try withTemporaryStore { store, _ in
            var rows = Self.goodRows(100)
            for index in stride(from: 0, to: 100, by: 4) {
                rows[index] = "2023-02-29,gift,,2.999,,\r\n"
            }
            do {
                try store.ledger.importCSV(text: Self.header + rows.joined())
                Issue.record("the import must fail")
            } catch let error as LedgerImportError {
                guard case .badRows(let problems, let total) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(total == 25)
                #expect(problems.count == 20)
                #expect(problems.first?.line == 2)
                #expect(problems.last?.line == 78)
                let reason = try #require(problems.first?.reason)
                #expect(reason.contains("\"2023-02-29\" is not a date"))
                #expect(reason.contains("\"gift\" is not a kind"))
                #expect(reason.contains("the name is empty"))
                #expect(reason.contains("\"2.999\" has more than two decimals"))
                #expect(error.description.contains("25 bad rows; nothing was imported:"))
                #expect(error.description.contains("  line 2: "))
                #expect(error.description.hasSuffix("… and 5 more"))
            }
            #expect(try store.ledger.totals() == LedgerTotals.empty)
        }
    }

    static let badRows: [(String, String)] = [
        ("2024-01-01,expense,Milk,,,", "the amount is missing"),
        ("2024-01-01,expense,Milk,-5,,", "an amount takes no sign"),
        ("2024-01-01,expense,Milk,\"1,23\",,", "commas only group digits"),
        ("2024-01-01,expense,Milk,2.999,,", "more than two decimals"),
        ("today,expense,Milk,1,,", "is not a date"),
        ("2024-01-01,expense,\"a\nb\",1,,", "line break"),
        ("2024-01-01,expense,Milk,1,", "expected 6 fields"),
        ("2024-01-01,expense,Milk,1,,,", "expected 6 fields"),
        ("2024-01-01,expense,Mi\"lk,1,,", "a quote inside a field"),
        ("2024-01-01,expense,Milk,92233720368547758.08,,", "larger than"),
    ]

    @Test(arguments: badRows)
    func refusesEachKindOfBadRow(row: String, reason: String) throws {
        try withTemporaryStore { store, _ in
            do {
                try store.ledger.importCSV(text: Self.header + row + "\r\n")
                Issue.record("the row must be refused")
            } catch let error as LedgerImportError {
                #expect(error.description.contains("line 2: "))
                #expect(error.description.contains(reason))
            }
        }
    }

    @Test func requiresTheHeader() throws {
        try withTemporaryStore { store, _ in
            #expect(throws: LedgerImportError.missingHeader) {
                try store.ledger.importCSV(text: "2024-01-01,expense,Milk,1,,\r\n")
            }
            #expect(throws: LedgerImportError.missingHeader) {
                try store.ledger.importCSV(text: "")
            }
            let count = try store.ledger.importCSV(text: "Date, Kind,name,amount,category,note\n")
            #expect(count == 0)
        }
    }

    @Test func refusesAnImportThatWouldOverflowATotal() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.income, "Huge", cents: Int64.max - 100, on: day(2024, 1, 1))
            let csv = Self.header + "2024-01-02,income,A,1.00,,\r\n2024-01-03,income,B,0.01,,\r\n"
            #expect(throws: LedgerImportError.totalOverflow(.income, line: 3)) {
                try store.ledger.importCSV(text: csv)
            }
            #expect(try store.ledger.totals().count == 1)
        }
    }

    @Test func aGoodFileRoundTripsThroughExportAndImportFieldForField() throws {
        try withTemporaryStore(named: "a.sqlite") { original, folder throws in
            let awkward: [(LedgerKind, String, Int64, String?, String?)] = [
                (.income, "Pay, \"bonus\" included", 123_456, "Work, main", "line one\nline two"),
                (.expense, "Café crème ☕", 450, "Food", "windows\r\nline end"),
                (.expense, "שלום 🍞", 0, nil, "  leading and trailing spaces  "),
                (.expense, "Plain", Int64.max / 2, "Fun", nil),
                (.income, "Quote \"", 1, nil, "\"\""),
            ]
            for (index, row) in awkward.enumerated() {
                try original.ledger.add(
                    row.0,
                    row.1,
                    cents: row.2,
                    on: day(2024, 5, 20 - index),
                    category: row.3,
                    note: row.4
                )
            }
            let exported = folder + "/export.csv"
            let output = try OutputFile.createPrivate(exported)
            try original.ledger.exportCSV(to: output)
            try output.finish()
            #expect(filePermissions(exported) == 0o600)

            try withStore(at: folder + "/b.sqlite") { copy throws in
                #expect(try copy.ledger.importCSV(path: exported) == awkward.count)
                let before = try original.ledger.list()
                let after = try copy.ledger.list()
                #expect(after.count == before.count)
                for (old, new) in zip(before, after) {
                    #expect(new.item.kind == old.item.kind)
                    #expect(new.item.name == old.item.name)
                    #expect(new.item.amount == old.item.amount)
                    #expect(new.item.date == old.item.date)
                    #expect(new.item.category == old.item.category)
                    #expect(new.item.note == old.item.note)
                    #expect(new.balance == old.balance)
                }
                let again = folder + "/again.csv"
                let second = try OutputFile.createPrivate(again)
                try copy.ledger.exportCSV(to: second)
                try second.finish()
                #expect(fileBytes(again) == fileBytes(exported))
            }
        }
    }

    @Test func exportRefusesToOverwriteAFile() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/exists.csv"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("keep".utf8)))
            #expect(throws: FileError.exists(path: path)) { try OutputFile.createPrivate(path) }
            #expect(fileBytes(path) == Data("keep".utf8))
            #expect(throws: FileError.isDirectory(path: folder)) {
                try OutputFile.createPrivate(folder)
            }
        }
    }

    @Test func importReportsAMissingFile() throws {
        try withTemporaryStore { store, _ in
            #expect(throws: FileError.self) {
                try store.ledger.importCSV(path: "/nonexistent/x.csv")
            }
        }
    }

    @Test func jsonExportListsEveryItemWithItsBalance() throws {
        try withTemporaryStore(named: "a.sqlite") { store, folder throws in
            let emptyPath = folder + "/empty.json"
            let empty = try OutputFile.createPrivate(emptyPath)
            try store.ledger.exportJSON(to: empty)
            try empty.finish()
            #expect(fileBytes(emptyPath) == Data("[]\n".utf8))

            try store.ledger.add(.income, "Pay", cents: 1_000, on: day(2024, 1, 1))
            try store.ledger.add(.expense, "Rent", cents: 1_500, on: day(2024, 1, 2), note: "a\nb")
            let path = folder + "/items.json"
            let output = try OutputFile.createPrivate(path)
            try store.ledger.exportJSON(to: output)
            try output.finish()
            let text = String(decoding: fileBytes(path) ?? Data(), as: UTF8.self)
            #expect(
                text == """
                    [
                    {"id":1,"kind":"income","name":"Pay","amount":"10.00","date":"2024-01-01","category":null,"note":null,"balance":"10.00"},
                    {"id":2,"kind":"expense","name":"Rent","amount":"15.00","date":"2024-01-02","category":null,"note":"a\\nb","balance":"-5.00"}
                    ]

                    """
            )
        }
    }
}
