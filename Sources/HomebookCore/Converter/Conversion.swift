/// The outcome of converting one quantity: its value in one or more units of its category.
public struct Conversion: Sendable, Equatable {
    /// The category of the input and of every result.
    public let category: UnitCategory
    /// The quantity that was converted, in canonical form (recompute from it at any precision).
    public let input: Quantity
    /// The number of decimals the results were rounded to.
    public let precision: Int
    /// The converted values, in the category's table order (or just the requested unit).
    public let results: [ConversionResult]
}

/// One converted value: a unit and the value's text in it.
public struct ConversionResult: Sendable, Equatable {
    /// The unit of this result.
    public let unit: MeasurementUnit
    /// The exactly rounded value, e.g. "4.55", "-40.00" or for stones "11 st 8 lb"; without the
    /// unit except for stones, whose text already names both stones and pounds.
    public let text: String
    /// The unrounded value in `unit` as a `Double`, approximate; `text` never comes from it.
    public let approximateValue: Double

    /// The text with its unit, e.g. "4.55 l", "212.00 °F" or "11 st 8 lb".
    public var textWithUnit: String {
        unit == .stone ? text : "\(text) \(unit.symbol)"
    }
}
