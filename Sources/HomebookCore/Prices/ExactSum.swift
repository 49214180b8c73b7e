/// A sum of amounts each multiplied by an exact fraction (a price, scaled between
/// currencies' decimals), kept exact and rounded once, half to even, at the end
/// (docs/manual.md#prices).
struct ExactSum: Sendable {
    /// Amounts by the fraction they are multiplied by: whole minor units add exactly first.
    private var amounts: [Fraction: Int128] = [:]

    /// Adds `amount × factor`.
    ///
    /// - Throws: ``PriceError/overflow`` when the amounts at one factor leave 128 bits.
    mutating func add(_ amount: Int64, times factor: Fraction) throws(PriceError) {
        let (sum, overflow) = (amounts[factor] ?? 0).addingReportingOverflow(Int128(amount))
        guard !overflow else { throw .overflow }
        amounts[factor] = sum
    }

    /// Whether nothing was added.
    var isEmpty: Bool { amounts.isEmpty }

    /// The exact sum rounded half to even into whole units.
    ///
    /// - Throws: ``PriceError/overflow`` when the result leaves 64 bits.
    func rounded() throws(PriceError) -> Int64 {
        // Positive and negative parts apart, each as numerator / denominator; terms with the
        // same denominator add their numerators (one day's rate, ten-thousandths).
        var parts: [Bool: [Int128: BigUnsigned]] = [:]
        for (factor, amount) in amounts where amount != 0 {
            let negative = amount < 0
            let top = BigUnsigned(amount.magnitude) * BigUnsigned(factor.numerator.magnitude)
            let existing = parts[negative, default: [:]][factor.denominator] ?? BigUnsigned(0)
            parts[negative, default: [:]][factor.denominator] = existing + top
        }
        func combined(_ terms: [Int128: BigUnsigned]?) -> (BigUnsigned, BigUnsigned) {
            var numerator = BigUnsigned(0)
            var denominator = BigUnsigned(1)
            for (bottom, top) in terms ?? [:] {
                let bottom = BigUnsigned(bottom.magnitude)
                numerator = numerator * bottom + top * denominator
                denominator = denominator * bottom
            }
            return (numerator, denominator)
        }
        let (positive, positiveBottom) = combined(parts[false])
        let (negative, negativeBottom) = combined(parts[true])
        let left = positive * negativeBottom
        let right = negative * positiveBottom
        let denominator = positiveBottom * negativeBottom
        if left >= right {
            guard let value = BigUnsigned.roundedQuotient(left - right, denominator) else {
                throw .overflow
            }
            return value
        }
        guard let value = BigUnsigned.roundedQuotient(right - left, denominator) else {
            throw .overflow
        }
        return -value
    }
}
