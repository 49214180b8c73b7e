import Foundation
import HomebookCore
import TestSupport
import Testing

/// The optional `progress` callback of the budget imports: called every
/// `Ledger.progressInterval` rows read, and nothing else about the import changes.
@Suite struct ImportProgressTests {
    /// A homebook CSV with `rows` items, written to `folder`.
    func homebookCSV(_ rows: Int, in folder: String) throws -> String {
        var text = "date,kind,name,amount,category,note\n"
        for row in 0..<rows { text += "2026-01-02,expense,Item \(row),1.00,,\n" }
        let path = folder + "/items.csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aHomebookImportReportsEveryIntervalOfRowsRead() throws {
        try withTemporaryDirectory { folder in
            let rows = 2 * Ledger.progressInterval + 7
            let path = try homebookCSV(rows, in: folder)
            try withStore(at: folder + "/p.sqlite") { store throws in
                var calls: [Int] = []
                let count = try store.ledger.importCSV(path: path) { calls.append($0) }
                #expect(count == rows)
                #expect(calls == [Ledger.progressInterval, 2 * Ledger.progressInterval])
                #expect(try store.ledger.totals().count == Int64(rows))
            }
        }
    }

    @Test func aBankImportReportsEveryIntervalOfRowsReadAndSkipsAsBefore() throws {
        try withTemporaryDirectory { folder in
            var text = "Date;Payee;Amount\n"
            for row in 0..<(Ledger.progressInterval + 3) {
                text += "02/01/2026;Shop \(row);-1,50\n"
            }
            let path = folder + "/bank.csv"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            var mapping = try BankMapping(columns: "date=Date,name=Payee,amount=Amount")
            mapping.dateFormat = try BankDateFormat("%d/%m/%Y")
            mapping.decimalComma = true
            mapping.delimiter = try BankMapping.delimiter(";")
            try withStore(at: folder + "/p.sqlite") { store throws in
                var calls: [Int] = []
                let first = try store.ledger.importBankCSV(path: path, mapping: mapping) {
                    calls.append($0)
                }
                #expect(
                    first == BankImportResult(imported: Ledger.progressInterval + 3, skipped: 0)
                )
                #expect(calls == [Ledger.progressInterval])
                let again = try store.ledger.importBankCSV(path: path, mapping: mapping)
                #expect(
                    again == BankImportResult(imported: 0, skipped: Ledger.progressInterval + 3)
                )
            }
        }
    }
}
