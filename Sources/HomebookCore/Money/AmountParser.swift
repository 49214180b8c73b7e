/// The one amount parser of docs/manual.md#budget, used by every front and by import.
///
/// Accepted: an optional leading currency symbol (`$`, `£`, `€` or the configured one),
/// then digits, plain (`1234`) or grouped by commas in threes (`1,234,567`), then optionally
/// `.` and digits (`.5` and `12.` are accepted). Anything else is invalid, with a reason.
public enum AmountParser {
    /// Parses an amount as typed: empty is missing, invalid becomes 0.00 with the reason,
    /// and decimals beyond the second are truncated (`2.999` is 2.99), never rounded.
    ///
    /// - Parameter currency: the configured currency symbol, also accepted as a prefix.
    public static func parse(_ text: String, currency: String = "$") -> AmountInput {
        parse(text, style: AmountStyle(currency: currency))
    }

    /// Parses an amount as typed in `style`: with a decimal comma, `,` is the decimal mark and
    /// `.` groups digits in threes (`1.234,56`); the rules are otherwise the same.
    public static func parse(_ text: String, style: AmountStyle) -> AmountInput {
        let trimmed = text.quicklyTrimmed()
        if trimmed.isEmpty {
            return .missing
        }
        switch scan(
            trimmed,
            currency: style.currency,
            decimalComma: style.decimalComma,
            decimals: style.decimals
        ) {
        case .success(let scanned):
            return .amount(Money(cents: scanned.cents))
        case .failure(let problem):
            return .invalid(InvalidAmount(input: trimmed, problem: problem))
        }
    }

    /// Parses an amount strictly, for files: missing, invalid, or a non-zero digit beyond
    /// the second decimal is an error rather than a fallback.
    ///
    /// `decimals` are the currency's (docs/manual.md#currencies): 0 reads `1200` as 1200 yen,
    /// 3 reads `12.5` as 12500 fils; a digit beyond them is refused as beyond the second.
    public static func parseExact(
        _ text: String,
        currency: String = "$",
        decimals: Int = 2
    ) throws(ExactAmountError) -> Money {
        let trimmed = text.quicklyTrimmed()
        if trimmed.isEmpty {
            throw .missing
        }
        switch scan(trimmed, currency: currency, decimals: decimals) {
        case .success(let scanned):
            guard !scanned.droppedNonZeroDigit else { throw .moreThanTwoDecimals(input: trimmed) }
            return Money(cents: scanned.cents)
        case .failure(let problem):
            throw .invalid(input: trimmed, problem: problem)
        }
    }

    /// The minor units read (cents for two decimals), and whether a non-zero digit beyond the
    /// currency's decimals was dropped.
    struct Scanned {
        var cents: Int64
        var droppedNonZeroDigit: Bool
    }

    /// Reads trimmed, non-empty text: an optional symbol, then the number.
    static func scan(
        _ text: String,
        currency: String,
        decimalComma: Bool = false,
        decimals: Int = 2
    ) -> Result<Scanned, AmountProblem> {
        var body = Substring(text)
        // The configured symbol first: it may be longer than a common one it starts with
        // ("$US" before "$"); no common symbol is a prefix of another.
        for symbol in [currency, "$", "£", "€"] where !symbol.isEmpty {
            if body.utf8.starts(with: symbol.utf8) {
                // Drop the symbol's bytes, not its count of characters: a combining mark
                // after it ("$\u{301}5") forms one character with it and must not vanish.
                body = Substring(body.utf8.dropFirst(symbol.utf8.count))
                break
            }
        }
        return body.withUTF8 { bytes in
            decimalComma
                ? scanNumber(bytes, group: ".", decimal: ",", decimals: decimals)
                : scanNumber(bytes, decimals: decimals)
        }
    }

    // A single pass over the UTF-8 bytes; the first rule broken is the reason reported,
    // except that "too large" is only reported when nothing else is wrong. Every character
    // of a valid amount is ASCII, so a byte ≥ 0x80 always starts a problem.
    private static func scanNumber(
        _ bytes: UnsafeBufferPointer<UInt8>,
        group: Unicode.Scalar = ",",
        decimal: Unicode.Scalar = ".",
        decimals: Int = 2
    ) -> Result<Scanned, AmountProblem> {
        let groupMark = UInt8(ascii: group)
        let decimalMark = UInt8(ascii: decimal)
        let misplacedGroup: AmountProblem = group == "," ? .misplacedComma : .misplacedDot
        let twoMarks: AmountProblem = decimal == "." ? .twoDots : .twoCommas
        var whole: Int64 = 0
        var overflow = false
        var integerDigits = 0
        var groupDigits = 0  // digits since the last comma (or the start)
        var sawComma = false
        var inFraction = false
        var fractionDigits = 0
        var fractionCents: Int64 = 0
        var droppedNonZeroDigit = false
        for (index, byte) in bytes.enumerated() {
            if (0x30...0x39).contains(byte) {
                let digit = Int64(byte - 0x30)
                if inFraction {
                    fractionDigits += 1
                    // The first `decimals` digits are kept (at most 8: no overflow), the
                    // rest cut.
                    if fractionDigits <= decimals {
                        fractionCents = fractionCents * 10 + digit
                    } else if digit != 0 {
                        droppedNonZeroDigit = true
                    }
                } else {
                    integerDigits += 1
                    groupDigits += 1
                    let (times10, overflow1) = whole.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(digit)
                    overflow = overflow || overflow1 || overflow2
                    whole = sum
                }
                continue
            }
            switch byte {
            case groupMark:
                // The first group has 1–3 digits, every later group exactly 3.
                let groupIsValid = sawComma ? groupDigits == 3 : (1...3).contains(groupDigits)
                guard !inFraction, groupIsValid else { return .failure(misplacedGroup) }
                sawComma = true
                groupDigits = 0
            case decimalMark:
                guard !inFraction else { return .failure(twoMarks) }
                guard !sawComma || groupDigits == 3 else { return .failure(misplacedGroup) }
                inFraction = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                return .failure(.sign)
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                return .failure(isExponent(bytes, at: index) ? .exponent : .letters)
            default:
                return .failure(problem(startingAt: index, in: bytes))
            }
        }
        if sawComma, !inFraction, groupDigits != 3 {
            return .failure(misplacedGroup)
        }
        if integerDigits == 0, fractionDigits == 0 {
            return .failure(.noDigits)
        }
        // Fewer decimals typed than the currency has: `12.5` is 12.50.
        for _ in min(fractionDigits, decimals)..<decimals { fractionCents *= 10 }
        let (hundreds, overflow1) = whole.multipliedReportingOverflow(by: scale(decimals))
        let (cents, overflow2) = hundreds.addingReportingOverflow(fractionCents)
        guard !overflow, !overflow1, !overflow2 else { return .failure(.tooLarge) }
        return .success(Scanned(cents: cents, droppedNonZeroDigit: droppedNonZeroDigit))
    }

    /// 10 to the power `decimals` (0…8, so it fits).
    static func scale(_ decimals: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<max(0, decimals) { result *= 10 }
        return result
    }

    /// Whether the `e` at `index` sits between a digit and a digit or sign, as in `1e5`.
    private static func isExponent(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index > 0, index + 1 < bytes.count else { return false }
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        let next = bytes[index + 1]
        return isDigit(bytes[index - 1])
            && (isDigit(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: "+"))
    }

    /// Names the character starting at `index` that cannot be part of an amount.
    private static func problem(
        startingAt index: Int,
        in bytes: UnsafeBufferPointer<UInt8>
    )
        -> AmountProblem
    {
        let rest = UnsafeBufferPointer(rebasing: bytes[index...])
        let text = String(decoding: rest, as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return .noDigits }
        if scalar == "\u{2212}" {
            return .sign  // MINUS SIGN
        }
        if scalar.properties.isWhitespace {
            return .innerSpace
        }
        if scalar.properties.numericType == .decimal {
            return .nonASCIIDigit
        }
        if scalar.properties.isAlphabetic {
            return .letters
        }
        return .unexpectedCharacter(Character(scalar))
    }
}
