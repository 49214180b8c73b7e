import ArgumentParser
import HomebookCore

/// `--in CODE [--at DATE|then]` on `budget total` and `budget report`
/// (docs/manual.md#currencies): the figures converted into one currency.
struct ConversionOptions: ParsableArguments {
    @Option(
        name: .customLong("in"),
        help: "Convert every figure into this currency (exit 3 if some amount has no price)."
    )
    var into: String?

    @Option(help: "With --in: the prices of this day (YYYY-MM-DD; default today), or then.")
    var at: String?

    /// Checks `--at` without `--in`.
    func validate() throws {
        if at != nil, into == nil { throw ValidationError("--at needs --in CODE") }
    }

    /// When the conversion values amounts.
    func valuation() throws -> Valuation {
        guard let at else { return .on(CalendarDate.today()) }
        if at.lowercased() == "today" { return .on(CalendarDate.today()) }
        guard let valuation = Valuation(at) else {
            throw ValidationError("--at must be a date (YYYY-MM-DD), today or then, not \"\(at)\"")
        }
        return valuation
    }

    /// Prints the converted totals or report.
    ///
    /// - Returns: false when something had no price (the command then exits with 3).
    func show(
        _ filter: LedgerQueryText,
        code: String,
        asReport: Bool,
        json: Bool,
        from store: HomebookStore
    ) throws -> Bool {
        let query = try store.ledger.query(filter, today: CalendarDate.today())
        let report = try store.ledger.convertedReport(query, into: code, at: try valuation())
        if json {
            print(PriceText.json(report).rendered)
        } else {
            let decimalComma = try store.settings.decimalComma()
            print(
                asReport
                    ? PriceText.report(report, decimalComma: decimalComma)
                    : PriceText.totals(report, decimalComma: decimalComma)
            )
        }
        return report.unconverted.isEmpty
    }

    /// Exit status 3 after a conversion that left something out: never counted at 1, the
    /// listing says what is missing and the status tells a script.
    static func finish(_ complete: Bool) throws {
        if !complete { throw ExitCode(3) }
    }
}
