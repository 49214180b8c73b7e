/// A recipe's ingredients scaled to a number of servings and, if asked, shown in metric or US
/// units (docs/manual.md#ingredients).
public enum IngredientScaling {
    /// The units a scaled recipe is shown in.
    public enum Units: String, CaseIterable, Sendable {
        /// Every mass in grams or kilograms, every volume in millilitres or litres (cups and
        /// spoons included).
        case metric
        /// Every mass in ounces or pounds, every volume in teaspoons, tablespoons or US cups.
        case us
    }

    /// What `recipe`'s quantities are multiplied by for `servings` (nil: 1).
    ///
    /// - Throws: ``RecipeError/noServings(_:)`` when the recipe does not say how many it
    ///   feeds, ``RecipeError/invalidServings(_:)`` for a number out of range.
    static func factor(of recipe: Recipe, to servings: Int?) throws -> ExactFraction {
        guard let servings else { return ExactFraction(1) }
        guard Recipe.servingsRange.contains(servings) else {
            throw RecipeError.invalidServings(String(servings))
        }
        guard let written = recipe.servings else { throw RecipeError.noServings(recipe.id) }
        return ExactFraction(Int128(servings), over: Int128(written))
    }

    /// Each line of `lines` multiplied by `factor` and converted to `units`; a line that
    /// stays text, or has no quantity, is shown as written.
    static func scaled(
        _ lines: [IngredientLine?],
        texts: [String],
        by factor: ExactFraction,
        units: Units?,
        measures: KitchenMeasures
    ) throws(ConversionError) -> [String] {
        var result: [String] = []
        for (line, text) in zip(lines, texts) {
            guard let line, line.hasQuantity else {
                result.append(text)
                continue
            }
            result.append(try scaled(line, by: factor, units: units, measures: measures))
        }
        return result
    }

    /// One line scaled: the new quantity, the unit (converted or in its right number), then
    /// the cook's own words.
    static func scaled(
        _ line: IngredientLine,
        by factor: ExactFraction,
        units: Units?,
        measures: KitchenMeasures
    ) throws(ConversionError) -> String {
        var amount = try line.amount.scaled(by: factor)
        // Nobody takes half a pinch: a rough measure scales to whole ones.
        if line.unit?.isRough == true { amount = amount.inWholeOnes }
        // A word that was the quantity ("a pinch", "an ounce", "one cup") is replaced by the
        // number, never kept after it ("1 ½a pinch").
        let quantityEnd = line.quantityEnd + wordQuantityLength(line)
        let afterQuantity = line.text.dropFirst(quantityEnd)
        if let units, let unit = line.unit, let measured = unit.measured(in: measures),
            let (target, converted) = try convert(amount, measured, to: units)
        {
            return "\(converted) \(target)\(line.rest)"
        }
        var shown = amount.shown
        // Only a unit written alone right after the quantity is rewritten in its number.
        let unitText = line.text.dropFirst(quantityEnd).prefix(line.restOffset - quantityEnd)
        var key = unitText.trimmingWhitespace().lowercased()
        while key.hasSuffix(".") { key.removeLast() }
        if let unit = line.unit, KitchenVocabulary.table[key] == unit {
            shown += " " + unit.shown(plural: amount.isMoreThanOne) + line.rest
        } else if line.unit == nil {
            // Counted without a unit: the food itself takes the number (2 onions, 1 egg).
            shown += FoodNoun.agreeing(afterQuantity, food: line.food, plural: amount.isMoreThanOne)
        } else {
            shown += afterQuantity
        }
        return shown
    }

    /// The length of a word article standing for the quantity at the start of the line's
    /// unit text (`a `, `an `, `one ` with their spaces), 0 for none.
    static func wordQuantityLength(_ line: IngredientLine) -> Int {
        let unitText = line.text.dropFirst(line.quantityEnd).prefix(
            line.restOffset - line.quantityEnd
        )
        for word in IngredientReader.quantityWords {
            guard unitText.count > word.count,
                unitText.prefix(word.count).lowercased() == word,
                unitText.dropFirst(word.count).first?.isWhitespace == true
            else { continue }
            let rest = unitText.dropFirst(word.count)
            return word.count + (rest.count - rest.drop(while: \.isWhitespace).count)
        }
        return 0
    }

    /// The amount in the friendly unit of `units` for its dimension, or nil when the unit
    /// already belongs to that system.
    private static func convert(
        _ amount: IngredientAmount,
        _ measured: (unit: MeasurementUnit, times: ExactFraction),
        to units: Units
    ) throws(ConversionError) -> (String, String)? {
        let isWeight = measured.unit.category == .weight
        guard !units.keeps(measured.unit) else { return nil }
        let base: MeasurementUnit = isWeight ? .gram : .millilitre
        func inBase(_ value: ExactFraction) throws(ConversionError) -> ExactFraction {
            try UnitFactors.convert(
                try value.multiplied(by: measured.times),
                from: measured.unit,
                to: base
            )
        }
        let (low, high): (ExactFraction, ExactFraction?)
        switch amount {
        case .exact(let value): (low, high) = (try inBase(value), nil)
        case .range(let a, let b): (low, high) = (try inBase(a), try inBase(b))
        case .toTaste, .unspecified: return nil
        }
        let unit = try units.unit(for: high ?? low, isWeight: isWeight)
        let lowIn = try UnitFactors.convert(low, from: base, to: unit)
        var text = friendly(lowIn, in: unit)
        var top = lowIn
        var topText = text
        if let high {
            top = try UnitFactors.convert(high, from: base, to: unit)
            topText = friendly(top, in: unit)
            text += "–" + topText
        }
        // Singular when the number shown is one, even if the value was just over it.
        let plural = top.numerator > top.denominator && topText != "1"
        return (KitchenUnit.measure(unit).shown(plural: plural), text)
    }

    /// A converted value as a cook reads it: whole grams and millilitres from 10 up, one
    /// decimal below; kilograms and litres to two decimals; US measures to the nearest eighth
    /// (a measuring set's smallest step), as a vulgar fraction, or two decimals below ⅛.
    static func friendly(_ value: ExactFraction, in unit: MeasurementUnit) -> String {
        switch unit {
        case .gram, .millilitre:
            return CookNumber.decimal(value, places: value.doubleValue >= 10 ? 0 : 1)
        case .kilogram, .litre:
            return CookNumber.decimal(value, places: 2)
        default:
            guard
                let eighths = try? value.multiplied(by: ExactFraction(8)).roundedScaled(
                    decimals: 0
                ),
                eighths != 0
            else { return CookNumber.decimal(value, places: 2) }
            return CookNumber.shown(ExactFraction(eighths, over: 8))
        }
    }
}

extension IngredientScaling.Units {
    /// Whether a quantity in `unit` is shown as written (it already belongs to this system):
    /// metric keeps only grams, kilograms, millilitres and litres — cups and spoons become
    /// millilitres —; US keeps ounces, pounds, US volumes and the spoons both systems share.
    func keeps(_ unit: MeasurementUnit) -> Bool {
        switch self {
        case .metric: [.gram, .kilogram, .millilitre, .litre].contains(unit)
        case .us:
            [.ounce, .pound, .usCup, .usFluidOunce, .usPint, .usGallon, .teaspoon, .tablespoon]
                .contains(unit)
        }
    }

    /// The unit a quantity of `base` grams or millilitres is shown in: metric g below 1 kg,
    /// else kg; ml below 1 l, else l. US: oz below 1 lb, else lb; tsp below 1 tbsp, tbsp
    /// below ¼ US cup, else US cups.
    func unit(for base: ExactFraction, isWeight: Bool) throws(ConversionError) -> MeasurementUnit {
        func below(_ limit: ExactFraction) throws(ConversionError) -> Bool {
            try base.subtracting(limit).isNegative
        }
        func one(_ unit: MeasurementUnit) throws(ConversionError) -> ExactFraction {
            try UnitFactors.convert(
                ExactFraction(1),
                from: unit,
                to: isWeight ? .gram : .millilitre
            )
        }
        switch (self, isWeight) {
        case (.metric, true): return try below(ExactFraction(1_000)) ? .gram : .kilogram
        case (.metric, false): return try below(ExactFraction(1_000)) ? .millilitre : .litre
        case (.us, true):
            return try below(one(.pound)) ? .ounce : .pound
        case (.us, false):
            if try below(one(.tablespoon)) { return .teaspoon }
            let quarterCup = try one(.usCup).multiplied(
                by: ExactFraction(1, over: 4)
            )
            return try below(quarterCup) ? .tablespoon : .usCup
        }
    }
}

extension IngredientAmount {
    /// The amount rounded to whole ones (a half up), never below one, for a rough measure
    /// (docs/manual.md#servings-and-scaling): `1 ½ pinches` is `2 pinches`, `½ pinch` is
    /// `1 pinch`; a range whose ends meet becomes one quantity.
    var inWholeOnes: IngredientAmount {
        func whole(_ value: ExactFraction) -> ExactFraction {
            let rounded = (try? value.roundedScaled(decimals: 0)) ?? 1
            return ExactFraction(max(1, rounded), over: 1)
        }
        switch self {
        case .exact(let value): return .exact(whole(value))
        case .range(let low, let high):
            let (low, high) = (whole(low), whole(high))
            return low == high ? .exact(low) : .range(low, high)
        case .toTaste, .unspecified: return self
        }
    }

    /// Whether the amount (its upper end for a range) is more than one.
    var isMoreThanOne: Bool {
        switch self {
        case .exact(let value): value.numerator > value.denominator
        case .range(_, let high): high.numerator > high.denominator
        case .toTaste, .unspecified: false
        }
    }
}

extension HomebookStore {
    /// The recipe with its ingredient lines scaled to `servings` (nil: as written) and shown
    /// in `units` (nil: as written), with the `kitchen-measures` setting's cup.
    ///
    /// - Throws: ``RecipeError/noServings(_:)`` when servings are asked of a recipe that does
    ///   not say how many it feeds, ``RecipeError/invalidServings(_:)`` for a number out of
    ///   range, or ``RecipeError/notFound(_:)``.
    public func scaledIngredients(
        of id: Int64,
        servings: Int?,
        units: IngredientScaling.Units?
    ) throws -> (recipe: Recipe, lines: [String]) {
        let book = recipes
        let recipe = try book.get(id)
        let factor = try IngredientScaling.factor(of: recipe, to: servings)
        // Blank lines (between groups) are kept where they were; the ingredient lines read
        // when the recipe was saved are the others, in order.
        var written = recipe.ingredients.split(
            omittingEmptySubsequences: false,
            whereSeparator: \.isNewline
        ).map { $0.trimmingWhitespace().isEmpty ? "" : String($0) }
        while written.last?.isEmpty == true { written.removeLast() }
        while written.first?.isEmpty == true { written.removeFirst() }
        if servings == nil, units == nil { return (recipe, written) }
        var scaled = try IngredientScaling.scaled(
            try book.ingredientLines(of: id),
            texts: written.filter { !$0.isEmpty },
            by: factor,
            units: units,
            measures: try settings.kitchenMeasures()
        ).makeIterator()
        let lines = written.map { $0.isEmpty ? "" : scaled.next() ?? $0 }
        return (recipe, lines)
    }
}
