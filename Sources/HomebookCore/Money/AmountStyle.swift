/// How a person types amounts: the currency symbol accepted before them, and whether the
/// decimal mark is a comma (`12,50`, `1.234,56`) or a point (`12.50`, `1,234.56`), from the
/// settings (docs/manual.md#settings).
public struct AmountStyle: Sendable, Equatable {
    /// The configured currency symbol, accepted as a prefix beside `$`, `£` and `€`.
    public var currency: String
    /// Whether `,` is the decimal mark and `.` groups digits in threes.
    public var decimalComma: Bool
    /// The currency's decimals (its ISO 4217 exponent): amounts are read in its minor units,
    /// 2 (cents) unless an account's currency says otherwise (docs/manual.md#currencies).
    public var decimals: Int

    /// Creates a style; the default is the decimal point and two decimals.
    public init(currency: String, decimalComma: Bool = false, decimals: Int = 2) {
        self.currency = currency
        self.decimalComma = decimalComma
        self.decimals = decimals
    }
}
