import Foundation
import HomebookCore
import TestSupport
import Testing

/// Converted reports compared with hledger (docs/manual.md#currencies): over a generated
/// book in four currencies (exponents 0, 2, 3 and 8) with a price history in one direction
/// per pair, `convertedReport` must equal `hledger bal --value=then,X` and
/// `--value=DATE,X` on a journal of the same items and the export's `P` lines.
@Suite(
    .tags(.process),
    .skippedByTag,
    .enabled(if: InterchangeJournalTests.tool("hledger") != nil)
)
struct PriceOracleTests {
    static let currencies = [("EUR", 2), ("USD", 2), ("JPY", 0), ("BHD", 3), ("XBT", 8)]
    static let categories = ["food", "rent", "fun:games", "travel"]

    /// A day of March or April 2026.
    static func day(_ index: Int) -> String {
        let date = CalendarDate(year: 2026, month: 3, day: 1)!.adding(days: index)
        return date.description
    }

    @Test(arguments: [1, 2] as [UInt64]) func hledgerConvertsAsHomebookDoes(seed: UInt64) throws {
        let hledger = try #require(InterchangeJournalTests.tool("hledger"))
        var random = SeededGenerator(seed: seed)
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            var journal = ""
            for (code, decimals) in Self.currencies {
                let sample =
                    decimals == 0 ? "1000." : "1000." + String(repeating: "0", count: decimals)
                journal += "commodity \(sample) \(code)\n"
            }
            try withStore(at: db) { store in
                try store.currencies.setBase("EUR")
                try store.currencies.add(code: "XBT", decimals: "8", symbol: nil)
                for (code, _) in Self.currencies where code != "EUR" {
                    try store.accounts.add(code, currency: code, today: CalendarDate.today())
                }
                // One direction per pair, as a central bank publishes them; XBT the other way.
                for index in stride(from: 0, to: 50, by: 3) {
                    let usd = Int.random(in: 10_500...11_500, using: &random)
                    let jpy = Int.random(in: 15_000...17_000, using: &random)
                    let bhd = Int.random(in: 3_900...4_300, using: &random)
                    let xbt = Int.random(in: 50_000...90_000, using: &random)
                    let day = Self.day(index)
                    try store.prices.add(day: day, from: "EUR", to: "USD", rate: "\(usd)/10000")
                    try store.prices.add(day: day, from: "EUR", to: "JPY", rate: "\(jpy)/100")
                    try store.prices.add(day: day, from: "EUR", to: "BHD", rate: "\(bhd)/10000")
                    try store.prices.add(day: day, from: "XBT", to: "EUR", rate: "\(xbt)25/100")
                }
                for index in 0..<150 {
                    let (code, decimals) = Self.currencies.randomElement(using: &random)!
                    let category = Self.categories.randomElement(using: &random)!
                    let day = Self.day(Int.random(in: 0..<60, using: &random))
                    let minor = Int64.random(in: 1...5_000_000, using: &random)
                    let currency = Currency(code: code, decimals: decimals)
                    let amount = currency.plain(minor)
                    try store.ledger.add(
                        LedgerDraft(
                            kind: "expense",
                            name: "Item \(index)",
                            amount: amount,
                            date: day,
                            category: category
                        ),
                        today: CalendarDate(year: 2026, month: 12, day: 31)!,
                        account: code == "EUR" ? "main" : code
                    )
                    journal +=
                        "\n\(day) Item \(index)\n    expenses:\(category)  \(amount) \(code)\n"
                    journal += "    assets:\(code.lowercased())\n"
                }
            }
            let export = try homebook(db, "budget", "export", "--format", "journal")
            #expect(export.status == 0, "\(export.stderr)")
            let priceLines = export.stdout.split(separator: "\n").filter { $0.hasPrefix("P ") }
            #expect(priceLines.count == 17 * 4)
            journal += "\n" + priceLines.joined(separator: "\n") + "\n"
            let path = folder + "/book.journal"
            try journal.write(toFile: path, atomically: true, encoding: .utf8)

            for (target, decimals) in [("EUR", 2), ("USD", 2), ("JPY", 0), ("BHD", 3)] {
                for valuation in [
                    Valuation.then, .on(CalendarDate(year: 2026, month: 4, day: 10)!),
                ] {
                    let value: String
                    switch valuation {
                    case .then: value = "then"
                    case .on(let day): value = day.description
                    }
                    let run = try HomebookProcess.run(
                        [
                            "-f", path, "bal", "expenses", "--flat", "--no-total", "-O", "csv",
                            "--value=\(value),\(target)",
                        ],
                        executable: hledger
                    )
                    #expect(run.status == 0, "\(run.stderr)")
                    var expected: [String: Int64] = [:]
                    for line in run.stdout.split(separator: "\n").dropFirst() {
                        let fields = line.split(separator: ",").map {
                            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\r"))
                        }
                        guard fields.count == 2 else { continue }
                        let number = fields[1].replacingOccurrences(of: " \(target)", with: "")
                        let minor = try Currency(code: target, decimals: decimals).parse(number)
                        expected[String(fields[0].dropFirst("expenses:".count))] = minor
                    }
                    let report = try withStore(at: db) {
                        try $0.ledger.convertedReport(LedgerQuery(), into: target, at: valuation)
                    }
                    #expect(report.unconverted.isEmpty)
                    var actual: [String: Int64] = [:]
                    for row in report.rows { actual[row.category ?? ""] = row.expenses }
                    #expect(actual == expected, "\(target) at \(value)")
                }
            }
        }
    }
}
