import Foundation
import HomebookCore
import TestSupport
import Testing

/// CSV export never hands a spreadsheet a formula, and import reads the export back exactly
/// (docs/manual.md#csv; the rule is stated on `CSVWriter`).
@Suite struct CSVFormulaTests {
    /// Texts a spreadsheet would run, texts that only look close, and apostrophe cases.
    static let texts: [String] = [
        "=HYPERLINK(\"http://evil\",\"x\")", "+1+1", "-2+3", "@SUM(A1)", "\tTabbed=1",
        "\rCR first", "'=already guarded", "''+two", "'til tomorrow", "'", "plain", "a=b",
        "Café -", "=", "''",
    ]

    /// Exports one expense per text in the given field and returns the CSV's lines.
    func exportedLines(
        _ store: HomebookStore,
        folder: String
    ) throws -> [String] {
        let path = folder + "/export.csv"
        let output = try OutputFile.createPrivate(path)
        try store.ledger.exportCSV(to: output)
        try output.finish()
        return String(decoding: fileBytes(path) ?? Data(), as: UTF8.self)
            .components(separatedBy: "\r\n")
    }

    @Test func noExportedCellStartsAFormulaAndImportRestoresEveryText() throws {
        try withTemporaryStore(named: "a.sqlite") { original, folder throws in
            // Names are trimmed (docs/manual.md#input-rules), so the leading tab or CR only
            // survives in notes.
            for (index, text) in Self.texts.enumerated() {
                let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
                try original.ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: name.isEmpty ? "x" : name,
                        amount: Money(cents: Int64(index)),
                        date: CalendarDate(year: 2024, month: 1, day: 1 + index)!,
                        category: name.isEmpty ? nil : name,
                        note: text
                    )
                )
            }
            let lines = try exportedLines(original, folder: folder)
            let csv = lines.joined(separator: "\r\n")
            // Every field start: after a comma or a line start, past an opening quote.
            var starts: [Character] = []
            for fieldText in csv.split(separator: ",", omittingEmptySubsequences: false) {
                let unquoted = fieldText.hasPrefix("\"") ? fieldText.dropFirst() : fieldText
                if let first = unquoted.first { starts.append(first) }
            }
            for line in lines { if let first = line.first { starts.append(first) } }
            #expect(!starts.contains { "=+-@\t\r".contains($0) }, "\(csv)")
            #expect(csv.contains("'=HYPERLINK") && csv.contains("''=already guarded"))
            #expect(csv.contains(",'til tomorrow,"))

            try withStore(at: folder + "/b.sqlite") { copy throws in
                #expect(try copy.ledger.importCSV(path: folder + "/export.csv") == Self.texts.count)
                let before = try original.ledger.list().map(\.item)
                let after = try copy.ledger.list().map(\.item)
                #expect(after.map(\.name) == before.map(\.name))
                #expect(after.map(\.category) == before.map(\.category))
                #expect(after.map(\.note) == before.map(\.note))
            }
        }
    }

    @Test func aHandWrittenApostropheIsKeptUnlessItGuardsAFormula() throws {
        try withTemporaryStore { store, _ in
            let csv =
                "date,kind,name,amount,category,note\n"
                + "2024-01-01,income,'til then,1,'ok,'=1+1\n"
            try store.ledger.importCSV(text: csv)
            let item = try store.ledger.get(1)
            #expect(item.name == "'til then" && item.category == "'ok" && item.note == "=1+1")
        }
    }
}

/// The import's stated leniency (`budget import --help`, issue 12 point 12): each case a
/// person would expect to work does, the rest is refused with its line.
@Suite struct CSVImportLeniencyTests {
    @Test func blankLinesCaseAndSpacesAroundValuesAreAccepted() throws {
        try withTemporaryStore { store, _ in
            let csv =
                "\r\n Date , KIND,Name,Amount,Category,Note\r\n\r\n"
                + " 2024-01-02 ,Expense, Milk , 1.00 , Food ,  kept as typed \n\n"
                + "2024-01-03,INCOME,Pay,\"$1,234.5\",,\n"
                + "2024-01-04,income,Odd,1.000,,\n"
            #expect(try store.ledger.importCSV(text: csv) == 3)
            let milk = try store.ledger.get(1)
            #expect(milk.kind == .expense && milk.name == "Milk" && milk.amount.cents == 100)
            #expect(milk.category == "Food" && milk.note == "  kept as typed ")
            #expect(try store.ledger.get(2).amount.cents == 123_450)
            #expect(try store.ledger.get(3).amount.cents == 100)
        }
    }

    @Test(arguments: ["1.005", "-1", "1,5", "1 000"])
    func inexactOrSignedAmountsAreRefused(amount: String) throws {
        try withTemporaryStore { store, _ in
            let csv = "date,kind,name,amount,category,note\n2024-01-02,expense,Milk,\(amount),,\n"
            #expect(throws: LedgerImportError.self) { try store.ledger.importCSV(text: csv) }
            let count = try store.ledger.totals().count
            #expect(count == 0)
        }
    }

    @Test func aLineOfSpacesIsNotBlankButABadRow() throws {
        try withTemporaryStore { store, _ in
            let csv = "date,kind,name,amount,category,note\n   \n"
            #expect(throws: LedgerImportError.self) { try store.ledger.importCSV(text: csv) }
        }
    }
}
