/// A recipe's ingredients scaled to a number of servings and, if asked, shown in metric or US
/// units (docs/manual.md#ingredients).
public enum IngredientScaling {
    /// The units a scaled recipe is shown in.
    public enum Units: String, CaseIterable, Sendable {
        /// Grams, kilograms, millilitres and litres (teaspoons and tablespoons stay).
        case metric
        /// Ounces, pounds, US cups (teaspoons and tablespoons stay).
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
        let amount = try line.amount.scaled(by: factor)
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
        let target: (ExactFraction) -> MeasurementUnit
        let isWeight = measured.unit.category == .weight
        switch units {
        case .metric:
            if [.gram, .kilogram, .millilitre, .litre, .teaspoon, .tablespoon, .cup].contains(
                measured.unit
            ) {
                return nil
            }
            target = { grams in
                isWeight
                    ? (grams.doubleValue >= 1_000 ? .kilogram : .gram)
                    : (grams.doubleValue >= 1_000 ? .litre : .millilitre)
            }
        case .us:
            if [.ounce, .pound, .usCup, .usFluidOunce, .usPint, .usGallon, .teaspoon, .tablespoon]
                .contains(measured.unit)
            {
                return nil
            }
            target = { base in
                isWeight
                    ? (base.doubleValue >= 453.59237 ? .pound : .ounce)
                    : (base.doubleValue < 15
                        ? .teaspoon : base.doubleValue < 59 ? .tablespoon : .usCup)
            }
        }
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
        let unit = target(high ?? low)
        let lowIn = try UnitFactors.convert(low, from: base, to: unit)
        var text = friendly(lowIn, in: unit)
        var top = lowIn
        if let high {
            top = try UnitFactors.convert(high, from: base, to: unit)
            text += "–" + friendly(top, in: unit)
        }
        let plural = top.numerator > top.denominator
        return (KitchenUnit.measure(unit).shown(plural: plural), text)
    }

    /// A converted value as a cook reads it: whole grams and millilitres from 10 up, two
    /// decimals at most otherwise, vulgar fractions where they are exact.
    static func friendly(_ value: ExactFraction, in unit: MeasurementUnit) -> String {
        switch unit {
        case .gram, .millilitre:
            return CookNumber.decimal(value, places: value.doubleValue >= 10 ? 0 : 1)
        case .kilogram, .litre:
            return CookNumber.decimal(value, places: 2)
        default:
            return CookNumber.shown(value)
        }
    }
}

extension IngredientAmount {
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
