/// Reading typed decimals into exact fractions and writing fractions back as decimal text.
///
/// Input limits: at most 12 integer digits and 6 decimal digits, so a typed value's numerator
/// is below 10^18 over a denominator dividing 10^6 (a stones-and-pounds value: below 1.4e19
/// over 14e6). The largest reduced factor numerator is UK gallon to US fluid ounce,
/// 72737440000/473176473 (about 7.3e10; stone to gram is 317514659/50000), and rounding
/// scales by at most 10^4, so the largest term formed is about 1e18 * 7.3e10 * 1e4 = 7.3e32
/// (stones: 1.4e19 * 3.2e8 * 1e4 = 4.5e31), far below Int128's 1.7e38. Temperatures multiply by 9/5
/// and add 459.67 at most, which is smaller still. Tests convert the largest values between
/// every pair of units to confirm it.
enum DecimalText {
    /// The most digits allowed before the decimal point.
    static let maxIntegerDigits = 12
    /// The most significant digits allowed after the decimal point.
    static let maxDecimalDigits = 6

    /// The largest accepted whole number with digit grouping, for messages: "999,999,999,999".
    static var largestWholeNumber: String {
        var text = ""
        for index in 0..<maxIntegerDigits {
            if index > 0, (maxIntegerDigits - index) % 3 == 0 { text += "," }
            text += "9"
        }
        return text
    }

    /// Parses an optionally signed decimal such as "162", "-40", "+1.5", ".5" or "5." into an
    /// exact fraction and its canonical text ("162", "-40", "1.5", "0.5", "5").
    ///
    /// Leading zeros and trailing decimal zeros do not count toward the limits; "-0" is "0".
    static func parse(
        _ text: String
    ) throws(ConversionError) -> (value: ExactFraction, canonical: String) {
        var rest = Substring(text).drop(while: isSpace)
        while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
        var negative = false
        if let first = rest.first, first == "-" || first == "+" {
            negative = first == "-"
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = parts.first ?? ""
        let fractionPart = parts.count > 1 ? parts[1] : ""
        guard integerPart.allSatisfy(isDigit), fractionPart.allSatisfy(isDigit),
            integerPart.count + fractionPart.count > 0
        else { throw .invalidNumber(text) }

        let integerDigits = integerPart.drop(while: { $0 == "0" })
        var fractionDigits = fractionPart
        while fractionDigits.last == "0" { fractionDigits = fractionDigits.dropLast() }
        guard integerDigits.count <= maxIntegerDigits else { throw .valueTooLarge }
        guard fractionDigits.count <= maxDecimalDigits else { throw .tooManyDecimals }

        // At most 18 digits, so the accumulation cannot overflow even Int64.
        var numerator: Int128 = 0
        for digit in integerDigits + fractionDigits {
            numerator = numerator * 10 + Int128(digit.asciiValue ?? 48) - 48
        }
        let isZero = numerator == 0
        if negative { numerator = -numerator }
        let scale = ExactFraction.powerOfTen(fractionDigits.count)
        let value = ExactFraction(numerator, over: scale)

        var canonical = (negative && !isZero) ? "-" : ""
        canonical += integerDigits.isEmpty ? "0" : String(integerDigits)
        if !fractionDigits.isEmpty { canonical += "." + fractionDigits }
        return (value, canonical)
    }

    /// Writes a value already scaled by 10^decimals with exactly that many decimals, e.g.
    /// 150 at 2 decimals is "1.50"; no digit grouping, and no sign on zero.
    static func fixed(_ scaled: Int128, decimals: Int) -> String {
        var digits = String(scaled.magnitude)
        if digits.count <= decimals {
            digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
        }
        let sign = scaled < 0 ? "-" : ""
        guard decimals > 0 else { return sign + digits }
        let point = digits.index(digits.endIndex, offsetBy: -decimals)
        return sign + digits[..<point] + "." + digits[point...]
    }

    /// Removes trailing decimal zeros and a bare decimal point: "9.50" is "9.5", "8.00" is "8".
    static func trimmingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.last == "0" { trimmed = trimmed.dropLast() }
        if trimmed.last == "." { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Whether a character is an ASCII digit (other scripts' digits are not accepted).
    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    /// Whether a character is a space or a tab.
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}
