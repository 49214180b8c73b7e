/// An exact amount of money in integer cents: no floating point anywhere.
///
/// Item amounts are never negative; totals, savings and balances may be. Every operation
/// that could overflow 64 bits is checked and throws ``MoneyError/overflow`` instead of
/// wrapping or trapping.
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The amount in cents (hundredths of the currency unit).
    public let cents: Int64

    /// Creates an amount from its cents.
    public init(cents: Int64) {
        self.cents = cents
    }

    /// Nothing: 0.00.
    public static let zero = Money(cents: 0)

    /// The largest amount homebook can hold: 92,233,720,368,547,758.07.
    public static let maximum = Money(cents: .max)

    /// Whether the amount is below zero.
    public var isNegative: Bool {
        cents < 0
    }

    /// The sum, or an error when it does not fit in 64-bit cents.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        let (sum, overflow) = cents.addingReportingOverflow(other.cents)
        guard !overflow else { throw .overflow }
        return Money(cents: sum)
    }

    /// The difference, or an error when it does not fit in 64-bit cents.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        let (difference, overflow) = cents.subtractingReportingOverflow(other.cents)
        guard !overflow else { throw .overflow }
        return Money(cents: difference)
    }

    /// Orders amounts by value.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    /// The plain decimal form, e.g. `12.30` or `-4.00`.
    public var description: String {
        plain
    }
}

/// A money computation left the 64-bit range.
public enum MoneyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The result does not fit in 64-bit cents.
    case overflow

    /// A message naming the limit.
    public var description: String {
        "the amount would exceed \(Money.maximum.grouped), the largest homebook can hold"
    }
}
