/// A price's rate (docs/manual.md#prices): one unit of a currency is worth
/// `numerator / denominator` units of another, an exact fraction in lowest terms with both
/// parts positive. Typed as a decimal (`0.8571`) or a fraction (`6/7`); never a float.
public struct PriceRate: Hashable, Sendable, CustomStringConvertible {
    /// The top of the fraction, above zero.
    public let numerator: Int64
    /// The bottom of the fraction, above zero.
    public let denominator: Int64

    /// The rate `numerator / denominator`, reduced; nil unless both are above zero.
    public init?(numerator: Int64, denominator: Int64) {
        guard numerator > 0, denominator > 0 else { return nil }
        let divisor = Self.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// Reads `0.8571`, `1,0847` is refused (a comma would be a CSV's field mark), `6/7`,
    /// `157.12`; at most 18 digits in all so both parts fit 64 bits.
    ///
    /// - Throws: ``PriceError/invalidRate(_:)`` for anything else, zero or negative.
    public init(parsing typed: String) throws(PriceError) {
        let text = typed.quicklyTrimmed()
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw .invalidRate(typed) }
        guard let top = Self.decimal(parts[0]) else { throw .invalidRate(typed) }
        var bottom: (digits: Int64, scale: Int64) = (1, 1)
        if parts.count == 2 {
            guard let value = Self.decimal(parts[1]) else { throw .invalidRate(typed) }
            bottom = value
        }
        // top.digits/top.scale ÷ bottom.digits/bottom.scale, in 128 bits, then reduced.
        let numerator = Int128(top.digits) * Int128(bottom.scale)
        let denominator = Int128(top.scale) * Int128(bottom.digits)
        guard numerator > 0, denominator > 0 else { throw .invalidRate(typed) }
        let divisor = Fraction.gcd(numerator, denominator)
        guard let n = Int64(exactly: numerator / divisor),
            let d = Int64(exactly: denominator / divisor)
        else { throw .invalidRate(typed) }
        self.numerator = n
        self.denominator = d
    }

    /// The rate the other way round: 1 / rate.
    public var inverse: PriceRate {
        // Already in lowest terms, both positive.
        PriceRate(numerator: denominator, denominator: numerator)!
    }

    /// `0.8571` or `1.25` when the rate is a terminating decimal (its denominator divides a
    /// power of ten up to 10^18), else the fraction `6/7`; `2` for a whole number.
    public var description: String {
        if denominator == 1 { return String(numerator) }
        var scale: Int128 = 1
        var places = 0
        while scale % Int128(denominator) != 0, places < 18 {
            scale *= 10
            places += 1
        }
        guard scale % Int128(denominator) == 0 else { return "\(numerator)/\(denominator)" }
        let digits = String(Int128(numerator) * (scale / Int128(denominator)))
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let cut = padded.index(padded.endIndex, offsetBy: -places)
        return padded[..<cut] + "." + padded[cut...]
    }

    /// The rate as an exact fraction.
    var fraction: Fraction {
        Fraction(numerator: Int128(numerator), denominator: Int128(denominator))
    }

    /// Digits with an optional point: (all digits as an integer, 10^decimals); nil for
    /// anything else or more than 18 digits.
    private static func decimal(_ text: Substring) -> (digits: Int64, scale: Int64)? {
        let text = text.utf8
        guard !text.isEmpty, text.count <= 19 else { return nil }
        var digits: Int64 = 0
        var scale: Int64 = 1
        var seenPoint = false
        var digitCount = 0
        for byte in text {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard (0x30...0x39).contains(byte) else { return nil }
            digitCount += 1
            guard digitCount <= 18 else { return nil }
            digits = digits * 10 + Int64(byte - 0x30)
            if seenPoint { scale *= 10 }
        }
        guard digitCount > 0 else { return nil }
        return (digits, scale)
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

/// An exact positive fraction in 128 bits, reduced; products are overflow-checked.
struct Fraction: Hashable, Sendable {
    let numerator: Int128
    let denominator: Int128

    /// `numerator / denominator`, reduced; both must be above zero.
    init(numerator: Int128, denominator: Int128) {
        let divisor = Self.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// 1 / self.
    var inverse: Fraction {
        Fraction(numerator: denominator, denominator: numerator)
    }

    /// The product, cross-reduced first.
    ///
    /// - Throws: ``PriceError/overflow`` when a part leaves 128 bits.
    func multiplied(by other: Fraction) throws(PriceError) -> Fraction {
        let left = Self.gcd(numerator, other.denominator)
        let right = Self.gcd(other.numerator, denominator)
        let (top, o1) = (numerator / left).multipliedReportingOverflow(
            by: other.numerator / right
        )
        let (bottom, o2) = (denominator / right).multipliedReportingOverflow(
            by: other.denominator / left
        )
        guard !o1, !o2 else { throw .overflow }
        return Fraction(numerator: top, denominator: bottom)
    }

    /// 10^exponent (exponent may be negative) as a fraction.
    static func powerOfTen(_ exponent: Int) -> Fraction {
        var power: Int128 = 1
        for _ in 0..<exponent.magnitude { power *= 10 }
        return exponent >= 0
            ? Fraction(numerator: power, denominator: 1)
            : Fraction(numerator: 1, denominator: power)
    }

    static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var (a, b) = (a.magnitude, b.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : Int128(a)
    }
}

extension PriceRate {
    /// The rate as a decimal: exact when the denominator is a power of ten, else to 12
    /// places rounded half to even (docs/manual.md#interchange).
    var journalDecimal: String {
        let text = description
        guard text.contains("/") else { return text }
        let scale: Int128 = 1_000_000_000_000
        let top = Int128(numerator) * scale
        var quotient = top / Int128(denominator)
        let remainder = top % Int128(denominator)
        let twice = remainder * 2
        if twice > Int128(denominator) || (twice == Int128(denominator) && quotient % 2 == 1) {
            quotient += 1
        }
        let digits = String(quotient)
        let padded = String(repeating: "0", count: max(0, 13 - digits.count)) + digits
        let cut = padded.index(padded.endIndex, offsetBy: -12)
        return padded[..<cut] + "." + padded[cut...]
    }
}
