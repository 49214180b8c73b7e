extension Quantity {
    /// Reads one line such as "162 lb" whose unit must measure `category`.
    ///
    /// An unknown unit is reported with `category`'s units, the ones the person is choosing
    /// from, rather than those of the nearest spelling.
    public static func parse(
        _ line: String,
        in category: UnitCategory,
        decimalComma: Bool = false
    ) throws(ConversionError) -> Quantity {
        try checked(in: category) { () throws(ConversionError) in
            try parse(line, decimalComma: decimalComma)
        }
    }

    /// Reads a value and a unit given separately, e.g. ("162", "lb"), for `category` only.
    public static func parse(
        value: String,
        unit: String,
        in category: UnitCategory,
        decimalComma: Bool = false
    ) throws(ConversionError) -> Quantity {
        try checked(in: category) { () throws(ConversionError) in
            try parse(value: value, unit: unit, decimalComma: decimalComma)
        }
    }

    /// Runs a parse and checks that the unit it found belongs to `category`.
    private static func checked(
        in category: UnitCategory,
        _ parse: () throws(ConversionError) -> Quantity
    ) throws(ConversionError) -> Quantity {
        let quantity: Quantity
        do {
            quantity = try parse()
        } catch .unknownUnit(let token, _) {
            throw .unknownUnit(token, nearest: category)
        }
        guard quantity.unit.category == category else {
            throw .unitNotInCategory(quantity.unit, category)
        }
        return quantity
    }
}
