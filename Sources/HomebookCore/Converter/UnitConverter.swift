/// Converts quantities between units, rounding exactly to a fixed number of decimals.
public struct UnitConverter: Sendable {
    /// The numbers of decimals a converter can round to.
    public static let supportedPrecisions: ClosedRange<Int> = 2...4

    /// The number of decimals every result is rounded to.
    public let precision: Int

    /// Makes a converter rounding to `precision` decimals, which must be 2, 3 or 4.
    public init(precision: Int) throws(ConversionError) {
        // Rejected rather than clamped so that a bad setting is noticed, not silently changed.
        guard Self.supportedPrecisions.contains(precision) else {
            throw .unsupportedPrecision(precision)
        }
        self.precision = precision
    }

    /// Converts a quantity to every unit of its category in table order, or to `target` only.
    ///
    /// Throws `incompatibleUnits` if `target` measures a different category.
    public func convert(
        _ quantity: Quantity,
        to target: MeasurementUnit? = nil
    ) throws(ConversionError) -> Conversion {
        let category = quantity.unit.category
        if let target, target.category != category {
            throw .incompatibleUnits(from: quantity.unit, to: target)
        }
        var results: [ConversionResult] = []
        for unit in target.map({ [$0] }) ?? category.units {
            let value = try UnitFactors.convert(quantity.amount, from: quantity.unit, to: unit)
            results.append(
                ConversionResult(
                    unit: unit,
                    text: try text(of: value, in: unit),
                    approximateValue: value.doubleValue
                )
            )
        }
        return Conversion(
            category: category,
            input: quantity,
            precision: precision,
            results: results
        )
    }

    /// The rounded text of an exact value: fixed decimals, or stones and pounds for stones.
    func text(of value: ExactFraction, in unit: MeasurementUnit) throws(ConversionError) -> String {
        if unit == .stone {
            return try stonesAndPounds(value)
        }
        return DecimalText.fixed(try value.roundedScaled(decimals: precision), decimals: precision)
    }

    /// Writes a non-negative weight in stones as whole stones and rounded pounds, e.g.
    /// "11 st 8 lb" or "11 st 9.5 lb".
    ///
    /// The pounds are rounded half away from zero to the precision with trailing zeros
    /// removed; pounds rounding up to 14 carry into the stones. The stones are always written,
    /// even when zero ("0 st 3 lb"), so every result has one shape and parses back as input.
    func stonesAndPounds(_ stones: ExactFraction) throws(ConversionError) -> String {
        let pounds = try stones.multiplied(by: ExactFraction(14))
        var wholeStones = stones.floor
        let remainder = try pounds.subtracting(ExactFraction(wholeStones * 14))
        var scaledPounds = try remainder.roundedScaled(decimals: precision)
        let fourteenPounds = 14 * ExactFraction.powerOfTen(precision)
        if scaledPounds >= fourteenPounds {
            wholeStones += 1
            scaledPounds -= fourteenPounds
        }
        let poundsText = DecimalText.trimmingZeros(
            DecimalText.fixed(scaledPounds, decimals: precision)
        )
        return "\(wholeStones) st \(poundsText) lb"
    }
}
