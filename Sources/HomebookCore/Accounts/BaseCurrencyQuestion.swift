internal import SQLiteWrapper

/// The screens' one question about the base currency (docs/manual.md#currencies): once an
/// account uses a named currency while the book's own is still unnamed, the full-screen
/// Budget screen and the line menu's Budget screen ask which currency the book is in, with
/// today's symbol as the hint.
public struct BaseCurrencyQuestion: Equatable, Sendable {
    /// The currency symbol setting, shown as the hint (`$`).
    public let symbol: String
    /// The named currencies the accounts use, in the order first opened.
    public let inUse: [String]

    /// The question: `Which currency is the book in? Its amounts show as $ so far.`
    public var text: String {
        "Which currency is the book in? Its amounts show as \(DisplayText.singleLine(symbol))"
            + " so far, and an account uses "
            + inUse.map(DisplayText.singleLine).joined(separator: ", ") + "."
    }

    /// What to type: `a code such as USD or EUR`.
    public static let hint = "a code such as USD or EUR; empty: not now"
}

extension Currencies {
    /// The question to ask, or nil when it is not due: a base currency is named, no
    /// account uses a named currency, or it was asked before (answered or declined, in this
    /// run or an earlier one; ``Settings/markBaseCurrencyAsked()``).
    public func baseQuestion() throws -> BaseCurrencyQuestion? {
        guard try base() == nil, try !Settings(database: database).baseCurrencyAsked() else {
            return nil
        }
        let symbol = try Settings(database: database).currency()
        let codes = try database.fetchAll(
            """
            SELECT currency FROM accounts WHERE currency IS NOT NULL
            GROUP BY currency ORDER BY min(id)
            """
        ).map { try $0.get(0) as String }
        guard !codes.isEmpty else { return nil }
        return BaseCurrencyQuestion(symbol: symbol, inUse: codes)
    }
}
