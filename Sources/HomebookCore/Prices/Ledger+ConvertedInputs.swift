/// What a conversion reads: a sum of one category, currency and kind, and the day of its
/// items (nil where every amount takes the valuation day's price).
struct ConvertedInput {
    let category: String
    /// The currency's code; nil for the book's unnamed currency.
    let currency: String?
    let kind: LedgerKind
    let amount: Int64
    let count: Int64
    let day: CalendarDate?
}

extension Ledger {
    /// The sums per category, account currency and kind of what `query` counts, from each
    /// account's stored cells (docs/manual.md#currencies), ordered as the items' query
    /// orders them; no day, as every amount takes the valuation day's price.
    func convertedInputs(_ query: LedgerQuery) throws -> [ConvertedInput] {
        var inputs: [ConvertedInput] = []
        for entry in try Accounts(database: database).list() {
            let account = entry.account
            if let only = query.account, only != account.id { continue }
            var one = query
            one.account = account.id
            var byCategory: [String: LedgerSum] = [:]
            for (cell, sum) in try cellSums(one) {
                byCategory[cell.category ?? ""] = try (byCategory[cell.category ?? ""] ?? .zero)
                    .adding(sum)
            }
            let code = account.currency.isUnnamed ? nil : account.currency.code
            for (category, sum) in byCategory {
                for (kind, amount, count) in [
                    (LedgerKind.income, sum.income.cents, sum.incomeCount),
                    (.expense, sum.expenses.cents, sum.expenseCount),
                ] where count > 0 {
                    inputs.append(
                        ConvertedInput(
                            category: category,
                            currency: code,
                            kind: kind,
                            amount: amount,
                            count: count,
                            day: nil
                        )
                    )
                }
            }
        }
        return inputs.sorted {
            ($0.category, $0.currency ?? "", $0.kind == .income ? 1 : 0)
                < ($1.category, $1.currency ?? "", $1.kind == .income ? 1 : 0)
        }
    }
}
