/// An exact rational number in lowest terms with a positive denominator.
///
/// All arithmetic is overflow-checked and reports overflow as `ConversionError.valueTooLarge`
/// instead of trapping. With the input limits of `DecimalText` (at most 12 integer and 6
/// decimal digits) no conversion comes near `Int128`'s range (see `DecimalText`), so the check
/// is a safety net for future units, not a path users reach.
struct ExactFraction: Hashable, Sendable {
    let numerator: Int128
    let denominator: Int128

    /// An integer as a fraction.
    init(_ integer: Int128) {
        numerator = integer
        denominator = 1
    }

    /// `numerator / denominator` reduced to lowest terms; only for literal constants and
    /// values known to be far from `Int128.min`, as negating that would trap.
    init(_ numerator: Int128, over denominator: Int128) {
        precondition(denominator != 0, "a fraction needs a non-zero denominator")
        let sign: Int128 = denominator < 0 ? -1 : 1
        let divisor = Self.gcd(numerator, denominator)
        self.numerator = sign * (numerator / divisor)
        self.denominator = sign * (denominator / divisor)
    }

    /// Wraps parts that are already in lowest terms with a positive denominator.
    private init(reduced numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Whether the value is below zero.
    var isNegative: Bool { numerator < 0 }

    /// An approximate `Double` of the value, for display-independent uses only.
    var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// The product of two fractions, cross-reduced first to keep the terms small.
    func multiplied(by other: ExactFraction) throws(ConversionError) -> ExactFraction {
        // Cancelling across before multiplying keeps the product in lowest terms without
        // ever forming the larger unreduced terms.
        let leftGcd = Self.gcd(numerator, other.denominator)
        let rightGcd = Self.gcd(other.numerator, denominator)
        let top = try Self.multiply(numerator / leftGcd, other.numerator / rightGcd)
        // Zero must be 0/1 so that equal values compare equal.
        if top == 0 { return ExactFraction(0) }
        let bottom = try Self.multiply(denominator / rightGcd, other.denominator / leftGcd)
        return ExactFraction(reduced: top, bottom)
    }

    /// The quotient of two fractions; `other` must not be zero.
    func divided(by other: ExactFraction) throws(ConversionError) -> ExactFraction {
        precondition(other.numerator != 0, "division by zero")
        let sign: Int128 = other.numerator < 0 ? -1 : 1
        let reciprocal = ExactFraction(reduced: sign * other.denominator, sign * other.numerator)
        return try multiplied(by: reciprocal)
    }

    /// The sum of two fractions over their least common denominator.
    func adding(_ other: ExactFraction) throws(ConversionError) -> ExactFraction {
        let common = Self.gcd(denominator, other.denominator)
        let left = try Self.multiply(numerator, other.denominator / common)
        let right = try Self.multiply(other.numerator, denominator / common)
        let (sum, overflow) = left.addingReportingOverflow(right)
        guard !overflow, sum != .min else { throw .valueTooLarge }
        let bottom = try Self.multiply(denominator, other.denominator / common)
        return ExactFraction(sum, over: bottom)
    }

    /// The difference `self - other`.
    func subtracting(_ other: ExactFraction) throws(ConversionError) -> ExactFraction {
        try adding(ExactFraction(reduced: -other.numerator, other.denominator))
    }

    /// The value times 10^decimals rounded half away from zero to an integer.
    ///
    /// Done on the exact fraction, so a true half (e.g. 0.125 at 2 decimals) always rounds
    /// away from zero, which binary floating point cannot promise.
    func roundedScaled(decimals: Int) throws(ConversionError) -> Int128 {
        let scaled = try Self.multiply(numerator, Self.powerOfTen(decimals))
        let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: denominator)
        // |remainder| < denominator < 2^127, so doubling its magnitude fits in UInt128.
        if remainder.magnitude * 2 >= denominator.magnitude {
            return quotient + (scaled < 0 ? -1 : 1)
        }
        return quotient
    }

    /// The integer part, rounded toward negative infinity.
    var floor: Int128 {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// 10^exponent for the small exponents used here (at most 38 fits in Int128).
    static func powerOfTen(_ exponent: Int) -> Int128 {
        precondition((0...38).contains(exponent), "power of ten out of Int128 range")
        var result: Int128 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// The greatest common divisor of the magnitudes, never zero unless both are zero.
    static func gcd(_ lhs: Int128, _ rhs: Int128) -> Int128 {
        var a = lhs.magnitude
        var b = rhs.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        // Values here stay far below 2^127, so the magnitude converts back without loss.
        return Int128(truncatingIfNeeded: a)
    }

    /// An overflow-checked product that also refuses `Int128.min`, whose negation traps.
    private static func multiply(_ lhs: Int128, _ rhs: Int128) throws(ConversionError) -> Int128 {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        guard !overflow, product != .min else { throw .valueTooLarge }
        return product
    }
}
