/// One currency's report: the sums of the accounts in that currency, in its minor units.
public struct CurrencyReport: Equatable, Sendable {
    /// The currency every amount of ``report`` is in.
    public let currency: Currency
    /// The report over the accounts in that currency.
    public let report: LedgerReport
}

extension Ledger {
    /// The report of `query` once per currency in use, each over the accounts in that
    /// currency, so no sum adds yen to euros (docs/manual.md#currencies); nil when the book
    /// reads as before accounts (one unnamed currency), when ``report(_:by:depth:)`` is the
    /// whole answer.
    ///
    /// Each account's whole months come from its stored cells, so a report over years of
    /// items reads a few rows per month and account. A currency none of the counted items
    /// is in is left out; with nothing counted the first currency in use is kept, so a
    /// report always has a currency to say "nothing" in.
    public func reportPerCurrency(
        _ query: LedgerQuery,
        by grouping: LedgerReportGrouping,
        depth: Int? = nil
    ) throws -> [CurrencyReport]? {
        guard let inUse = try totalsPerCurrency(nil) else { return nil }
        var cellsByCurrency: [(currency: Currency, cells: [ReportCell: LedgerSum])] = []
        for entry in try Accounts(database: database).list() {
            let account = entry.account
            if let only = query.account, only != account.id { continue }
            var one = query
            one.account = account.id
            let cells = try cellSums(one)
            if let index = cellsByCurrency.firstIndex(where: { $0.currency == account.currency }) {
                try cellsByCurrency[index].cells.merge(cells) { try $0.adding($1) }
            } else {
                cellsByCurrency.append((account.currency, cells))
            }
        }
        var reports: [CurrencyReport] = []
        for (currency, cells) in cellsByCurrency where !cells.isEmpty {
            reports.append(
                CurrencyReport(
                    currency: currency,
                    report: try Self.report(of: cells, by: grouping, depth: depth)
                )
            )
        }
        if reports.isEmpty, let first = inUse.first {
            reports.append(
                CurrencyReport(
                    currency: first.currency,
                    report: try Self.report(of: [:], by: grouping, depth: depth)
                )
            )
        }
        return reports
    }
}
