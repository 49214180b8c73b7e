/// A currency or commodity (docs/manual.md#currencies): its code, how many decimals its
/// minor unit has (the ISO 4217 exponent: 0 for JPY, 2 for EUR, 3 for BHD; up to 8), and
/// the symbol shown instead of the code when it has one.
///
/// Every amount is an integer count of minor units; this type only reads and shows them,
/// exactly, with no floating point.
public struct Currency: Hashable, Sendable {
    /// The code, e.g. `EUR`; empty for the book's one unnamed currency.
    public let code: String
    /// Digits after the decimal mark, 0…8.
    public let decimals: Int
    /// `€`, `¥`; nil when the code is shown.
    public let symbol: String?

    /// The most decimals a currency may have: 10⁸ minor units still leave 92 billion whole
    /// units in 64 bits.
    public static let maximumDecimals = 8

    /// Creates a currency; the caller checked the code, decimals and symbol.
    public init(code: String, decimals: Int, symbol: String? = nil) {
        self.code = code
        self.decimals = decimals
        self.symbol = symbol
    }

    /// The book's one currency before a base currency is named: two decimals, shown with
    /// the currency symbol setting exactly as every book was shown before accounts.
    public static func unnamed(symbol: String) -> Currency {
        Currency(code: "", decimals: 2, symbol: symbol)
    }

    /// Whether this is the unnamed currency of a book without a base currency.
    public var isUnnamed: Bool {
        code.isEmpty
    }

    /// The amount for a person: `¥1,200`, `€12.30`, `12.500 BHD`; with the decimal comma
    /// `1.234,56 €`. The unnamed currency shows as before: `$1,234.56`.
    public func formatted(_ minor: Int64, decimalComma: Bool = false) -> String {
        if isUnnamed {
            return Money(cents: minor).formatted(currency: symbol ?? "")
        }
        let number = digits(minor.magnitude, grouping: true, decimalComma: decimalComma)
        let sign = minor < 0 ? "-" : ""
        guard let symbol else { return sign + number + " " + code }
        // A symbol goes before the amount where the point is the decimal mark (as in
        // English), after it with a space where the comma is (as in most of Europe).
        return decimalComma ? sign + number + " " + symbol : sign + symbol + number
    }

    /// The amount with its code, as totals over several currencies show it:
    /// `1,204.50 EUR` (`1.204,50 EUR` with the decimal comma).
    public func coded(_ minor: Int64, decimalComma: Bool = false) -> String {
        let number = digits(minor.magnitude, grouping: true, decimalComma: decimalComma)
        return (minor < 0 ? "-" : "") + number + (isUnnamed ? "" : " " + code)
    }

    /// The plain decimal form for JSON and CSV: `1200`, `12.500`, `-4.00` (no grouping).
    public func plain(_ minor: Int64) -> String {
        (minor < 0 ? "-" : "") + digits(minor.magnitude, grouping: false, decimalComma: false)
    }

    /// Reads an amount typed in this currency: an optional symbol or code before or after
    /// the number (`¥1,200`, `1.234,56 €`, `12.5 BHD`), digits grouped in threes, the
    /// decimal mark of the setting. A typed amount may have fewer decimals than the
    /// currency, never more, and takes no sign unless `signed` (an opening balance).
    ///
    /// - Throws: ``CurrencyError`` naming the rule broken; nothing is rounded.
    public func parse(
        _ text: String,
        decimalComma: Bool = false,
        signed: Bool = false
    ) throws(CurrencyError) -> Int64 {
        var body = Substring(text.quicklyTrimmed())
        guard !body.isEmpty else { throw .missingAmount }
        var negative = false
        if signed, body.first == "-" || body.first == "\u{2212}" {
            negative = true
            body = body.dropFirst()
        }
        let marks = [symbol, isUnnamed ? nil : code].compactMap { $0 }.filter { !$0.isEmpty }
        for mark in marks where body.hasPrefix(mark) {
            body = Substring(String(body.dropFirst(mark.count)).quicklyTrimmed())
            break
        }
        for mark in marks where body.hasSuffix(mark) {
            body = Substring(String(body.dropLast(mark.count)).quicklyTrimmed())
            break
        }
        let input = String(body)
        switch AmountParser.scan(
            input,
            currency: "",
            decimalComma: decimalComma,
            decimals: decimals
        )
        {
        case .success(let scanned):
            guard !scanned.droppedNonZeroDigit else {
                throw .tooManyDecimals(input: text.quicklyTrimmed(), self)
            }
            return negative ? -scanned.cents : scanned.cents
        case .failure(let problem):
            throw .invalidAmount(input: text.quicklyTrimmed(), problem: problem)
        }
    }

    /// `1,234.56` (grouped) or `1234.56`, for a magnitude in minor units.
    private func digits(_ magnitude: UInt64, grouping: Bool, decimalComma: Bool) -> String {
        let scale = UInt64(AmountParser.scale(decimals))
        let whole = String(magnitude / scale)
        let group: UInt8 = decimalComma ? UInt8(ascii: ".") : UInt8(ascii: ",")
        var text: [UInt8] = []
        for (index, digit) in whole.utf8.enumerated() {
            if grouping, index > 0, (whole.utf8.count - index) % 3 == 0 { text.append(group) }
            text.append(digit)
        }
        if decimals > 0 {
            text.append(decimalComma ? UInt8(ascii: ",") : UInt8(ascii: "."))
            let fraction = String(magnitude % scale)
            text += Array(repeating: UInt8(ascii: "0"), count: decimals - fraction.utf8.count)
            text += fraction.utf8
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Why a currency, or an amount in one, was refused (docs/manual.md#currencies).
public enum CurrencyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No amount was typed.
    case missingAmount
    /// The text is not an amount.
    case invalidAmount(input: String, problem: AmountProblem)
    /// More decimals than the currency has, with a non-zero digit that would be lost.
    case tooManyDecimals(input: String, Currency)
    /// The code is not 3–8 capital letters or digits starting with a letter.
    case invalidCode(String)
    /// No such currency is known; `budget currency add` makes one.
    case unknown(String)
    /// A currency with this code exists already (its decimals never change).
    case exists(String)
    /// Decimals outside 0…8.
    case invalidDecimals(String)
    /// A symbol of digits, marks or spaces, or longer than 5 characters.
    case invalidSymbol(String)
    /// Naming the book's currency with other decimals would change what its amounts mean.
    case wouldRescale(code: String, decimals: Int)
    /// A sum over one currency left 64 bits.
    case overflow(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .missingAmount:
            return "the amount is missing"
        case .invalidAmount(let input, let problem):
            return "\"\(DisplayText.singleLine(input))\" is not an amount: \(problem)"
        case .tooManyDecimals(let input, let currency):
            let name = currency.isUnnamed ? "the book's currency" : currency.code
            return "\"\(DisplayText.singleLine(input))\" has more decimals than \(name)"
                + " (\(currency.decimals)); nothing is rounded"
        case .invalidCode(let code):
            return "\"\(DisplayText.singleLine(code))\" is not a currency code:"
                + " use 3 to 8 capital letters or digits, starting with a letter (EUR, BTC)"
        case .unknown(let code):
            return "no currency \"\(DisplayText.singleLine(code))\":"
                + " add it with homebook budget currency add CODE --decimals N"
        case .exists(let code):
            return "the currency \(DisplayText.singleLine(code)) exists already"
                + " (its decimals never change)"
        case .invalidDecimals(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a number of decimals: use 0 to 8"
        case .invalidSymbol(let symbol):
            return "\"\(DisplayText.singleLine(symbol))\" is not a symbol:"
                + " 1 to 5 characters, no digits, spaces, signs, dots or commas"
        case .wouldRescale(let code, let decimals):
            return "the book's amounts are in hundredths, and \(DisplayText.singleLine(code))"
                + " has \(decimals) decimals: naming it would change every amount;"
                + " open an account in \(DisplayText.singleLine(code)) instead"
        case .overflow(let code):
            return "a total in \(code.isEmpty ? "the book's currency" : code) would exceed"
                + " 64 bits"
        }
    }
}
