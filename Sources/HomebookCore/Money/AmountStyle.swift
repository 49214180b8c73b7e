/// How a person types amounts: the currency symbol accepted before them, and whether the
/// decimal mark is a comma (`12,50`, `1.234,56`) or a point (`12.50`, `1,234.56`), from the
/// settings (docs/manual.md#settings).
public struct AmountStyle: Sendable, Equatable {
    /// The configured currency symbol, accepted as a prefix beside `$`, `£` and `€`.
    public var currency: String
    /// Whether `,` is the decimal mark and `.` groups digits in threes.
    public var decimalComma: Bool

    /// Creates a style; the default is the decimal point.
    public init(currency: String, decimalComma: Bool = false) {
        self.currency = currency
        self.decimalComma = decimalComma
    }
}
