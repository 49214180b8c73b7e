/// One price (docs/manual.md#prices): on `day`, one unit of `from` is worth `rate` units
/// of `to`.
public struct Price: Hashable, Sendable {
    /// The day the rate holds from.
    public let day: CalendarDate
    /// The currency priced, e.g. `USD`.
    public let from: String
    /// The currency the price is in, e.g. `EUR`.
    public let to: String
    /// How many units of `to` one unit of `from` is worth.
    public let rate: PriceRate

    /// Creates a price; the caller checked the codes.
    public init(day: CalendarDate, from: String, to: String, rate: PriceRate) {
        self.day = day
        self.from = from
        self.to = to
        self.rate = rate
    }

    /// The price as an hledger or ledger `P` line, `P 2026-03-01 USD 0.8571 EUR`: the
    /// rate as typed when it is a decimal; a fraction that is none (6/7) to 12 decimals,
    /// rounded half to even, as both programs read decimals only.
    public var journalLine: String {
        "P \(day) \(from) \(rate.journalDecimal) \(to)\n"
    }
}

/// Why a price, an import or a conversion was refused (docs/manual.md#prices).
public enum PriceError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The rate is not a positive decimal or fraction.
    case invalidRate(String)
    /// The day is not a date.
    case invalidDate(String)
    /// A price from a currency to itself.
    case sameCurrency(String)
    /// No price on that day for that pair.
    case notFound(day: String, from: String, to: String)
    /// A sum or product left its integers' range.
    case overflow
    /// The file has no header homebook reads.
    case missingHeader
    /// Rows that could not be read: (line, message), the first few; nothing was imported.
    case badRows([ImportProblem], count: Int)

    /// A one-line message (several lines for bad rows).
    public var description: String {
        switch self {
        case .invalidRate(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a rate:"
                + " use a positive decimal (0.8571) or fraction (6/7)"
        case .invalidDate(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a date: use YYYY-MM-DD"
        case .sameCurrency(let code):
            return "a price needs two different currencies, not \(code) and \(code)"
        case .notFound(let day, let from, let to):
            return "no price on \(DisplayText.singleLine(day)) from"
                + " \(DisplayText.singleLine(from)) to \(DisplayText.singleLine(to))"
        case .overflow:
            return "the conversion would exceed the integers homebook keeps (64 bits per amount);"
                + " nothing was converted"
        case .missingHeader:
            return "the file's first line must be a header: date,from,to,rate, or a"
                + " central bank's Date,USD,JPY,… (rates per one unit of the base currency)"
        case .badRows(let problems, let count):
            var text = "\(count) bad row\(count == 1 ? "" : "s"); nothing was imported"
            for problem in problems {
                text += "\n  line \(problem.line): \(problem.reason)"
            }
            if count > problems.count { text += "\n  … and \(count - problems.count) more" }
            return text
        }
    }
}
