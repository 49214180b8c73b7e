/// The exact sum of one food in one dimension: grams, millilitres, or a count of one unit
/// (docs/manual.md#shopping).
struct ShoppingTotal: Equatable, Sendable {
    /// What is summed: `g`, `ml`, a counted unit's name, or empty for plain counts (eggs).
    let unit: String
    /// The sum of the low ends (the whole sum when no range was added).
    var low = ExactFraction(0)
    /// The sum of the high ends.
    var high = ExactFraction(0)
    /// The units the lines were written in, so a sum of cups stays cups.
    var writtenIn: Set<String> = []

    /// The base unit and exact factor of a line's unit, or nil when it cannot be summed.
    static func dimension(
        of unit: KitchenUnit?,
        measures: KitchenMeasures
    ) throws(ConversionError) -> (unit: String, factor: ExactFraction, written: String)? {
        switch unit {
        case nil: return ("", ExactFraction(1), "")
        case .count(let name)?: return (name, ExactFraction(1), name)
        case let unit?:
            guard let measured = unit.measured(in: measures) else { return nil }
            let base: MeasurementUnit
            switch measured.unit.category {
            case .weight: base = .gram
            case .volume: base = .millilitre
            default: return nil
            }
            let factor = try UnitFactors.convert(measured.times, from: measured.unit, to: base)
            return (base.rawValue, factor, unit.stored)
        }
    }

    /// The same unit and written units holding exactly `amount`.
    func with(amount: ExactFraction) -> ShoppingTotal {
        ShoppingTotal(unit: unit, low: amount, high: amount, writtenIn: writtenIn)
    }

    /// Adds an amount already in this total's unit.
    mutating func add(
        _ amount: IngredientAmount,
        times factor: ExactFraction,
        written: String
    ) throws(ConversionError) {
        switch amount {
        case .exact(let value):
            let scaled = try value.multiplied(by: factor)
            low = try low.adding(scaled)
            high = try high.adding(scaled)
        case .range(let a, let b):
            low = try low.adding(try a.multiplied(by: factor))
            high = try high.adding(try b.multiplied(by: factor))
        case .toTaste, .unspecified: return
        }
        writtenIn.insert(written)
    }

    /// The sum as a cook buys it: in the one unit every line used when that is a kitchen
    /// unit (`3 cups`), else `1.2 kg`, `450 g`, `1.5 l`, `250 ml`; counts as `6` or
    /// `3 cloves`.
    func shown(measures: KitchenMeasures) -> String {
        let range = { (format: (ExactFraction) -> String) -> String in
            low == high ? format(low) : format(low) + "–" + format(high)
        }
        guard unit == "g" || unit == "ml" else {
            guard !unit.isEmpty else { return range(CookNumber.shown) }
            // A rough measure is bought and used in whole ones, as a scaled recipe shows it
            // (`2 pinches`, never `1 ½ pinches`); the exact sum still decides the ticks.
            let counted = KitchenUnit.count(unit)
            let amount =
                counted.isRough
                ? (low == high ? IngredientAmount.exact(low) : .range(low, high)).inWholeOnes
                : (low == high ? .exact(low) : .range(low, high))
            let number: String
            switch amount {
            case .exact(let value): number = CookNumber.shown(value)
            case .range(let a, let b): number = CookNumber.shown(a) + "–" + CookNumber.shown(b)
            case .toTaste, .unspecified: number = range(CookNumber.shown)
            }
            return number + " " + counted.shown(plural: amount.isMoreThanOne)
        }
        if writtenIn.count == 1, let code = writtenIn.first,
            let written = KitchenUnit(stored: Substring(code)),
            let measured = written.measured(in: measures),
            ![.gram, .kilogram, .millilitre, .litre].contains(measured.unit),
            let factor = try? UnitFactors.convert(
                measured.times,
                from: measured.unit,
                to: unit == "g" ? .gram : .millilitre
            )
        {
            let inWritten = { (value: ExactFraction) -> String in
                CookNumber.shown((try? value.divided(by: factor)) ?? value)
            }
            let plural = ((try? high.divided(by: factor)) ?? high).doubleValue > 1
            return range(inWritten) + " " + written.shown(plural: plural)
        }
        let big: MeasurementUnit = unit == "g" ? .kilogram : .litre
        let small: MeasurementUnit = unit == "g" ? .gram : .millilitre
        if high.doubleValue >= 1_000 {
            let thousand = ExactFraction(1_000)
            return range { CookNumber.decimal(($0.divided(safely: thousand)), places: 2) }
                + " " + big.symbol
        }
        return range { CookNumber.decimal($0, places: $0.doubleValue >= 10 ? 0 : 1) } + " "
            + small.symbol
    }
}

extension ExactFraction {
    /// The quotient, or the value itself if it cannot be formed (never for non-zero small
    /// divisors like 1000).
    func divided(safely other: ExactFraction) -> ExactFraction {
        (try? divided(by: other)) ?? self
    }
}
