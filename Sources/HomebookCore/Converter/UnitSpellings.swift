/// The accepted spellings of every unit and the look-up of the nearest category for a typo.
enum UnitSpellings {
    /// Every accepted spelling of a unit, lower-case with single spaces.
    ///
    /// Plain names come from `names(of:)`; the qualified forms a person types are derived
    /// from them: "uk pints" and "imperial pints" for the UK measures, "us pints" for the US
    /// ones, "degrees f" and "deg celsius" for the two degree scales.
    static func spellings(of unit: MeasurementUnit) -> [String] {
        let names = names(of: unit)
        switch unit {
        case .gallon, .pint, .fluidOunce:
            return names + ["uk ", "imperial "].flatMap { prefix in names.map { prefix + $0 } }
        case .usGallon, .usPint, .usCup, .usFluidOunce:
            return [unit.rawValue] + names.map { "us " + $0 }
        case .celsius, .fahrenheit:
            let words = names.filter { !$0.hasPrefix("°") && !$0.hasPrefix("º") }
            let degrees = ["degrees ", "degree ", "deg "].flatMap { prefix in
                words.map { prefix + $0 }
            }
            return names + degrees
        default:
            return names
        }
    }

    /// The plain names of a unit; for US measures, the names that follow "us".
    private static func names(of unit: MeasurementUnit) -> [String] {
        switch unit {
        case .kilogram: ["kg", "kilogram", "kilograms", "kilo", "kilos"]
        case .gram: ["g", "gram", "grams"]
        case .ounce: ["oz", "ounce", "ounces"]
        case .pound: ["lb", "lbs", "pound", "pounds"]
        case .stone: ["st", "stone", "stones"]
        // "º" is the ordinal indicator some keyboards give for the degree sign.
        case .celsius: ["c", "°c", "ºc", "℃", "celsius", "centigrade"]
        case .fahrenheit: ["f", "°f", "ºf", "℉", "fahrenheit"]
        case .kelvin: ["k", "kelvin", "kelvins"]
        case .metre: ["m", "metre", "metres", "meter", "meters"]
        case .kilometre: ["km", "kilometre", "kilometres", "kilometer", "kilometers"]
        case .mile: ["mi", "mile", "miles"]
        case .centimetre: ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]
        case .millimetre: ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]
        case .yard: ["yd", "yard", "yards"]
        case .foot: ["ft", "foot", "feet"]
        case .inch: ["in", "inch", "inches"]
        case .metresPerSecond:
            ["m/s", "mps", "metres per second", "meters per second"]
        case .kilometresPerHour:
            ["km/h", "kph", "kmh", "km/hr", "kilometres per hour", "kilometers per hour"]
        case .milesPerHour: ["mph", "miles per hour"]
        case .knot: ["kn", "kt", "knot", "knots"]
        case .gallon, .usGallon: ["gal", "gallon", "gallons"]
        case .litre: ["l", "litre", "litres", "liter", "liters"]
        case .pint, .usPint: ["pt", "pint", "pints"]
        case .fluidOunce, .usFluidOunce:
            ["floz", "fl oz", "fl.oz", "fluid ounce", "fluid ounces"]
        case .millilitre: ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]
        case .teaspoon: ["tsp", "tsps", "teaspoon", "teaspoons"]
        case .tablespoon: ["tbsp", "tbsps", "tbs", "tablespoon", "tablespoons"]
        case .cup: ["cup", "cups", "metric cup", "metric cups"]
        case .usCup: ["cup", "cups"]
        }
    }

    /// Spelling to unit, built once; spellings are unique across units (checked by a test).
    static let table: [String: MeasurementUnit] = {
        var table: [String: MeasurementUnit] = [:]
        for unit in MeasurementUnit.allCases {
            for spelling in spellings(of: unit) {
                table[spelling] = unit
            }
        }
        return table
    }()

    /// Lower-cases a token, trims it and collapses inner runs of spaces to one space.
    static func normalise(_ token: String) -> String {
        token.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
            .joined(separator: " ")
    }

    /// The category owning the spelling nearest to `key`, or nil if no spelling is close or
    /// the nearest spellings belong to more than one category.
    ///
    /// "Close" allows one edit for tokens of three or four characters and two for longer ones.
    /// A token of one or two characters gets no guess: changing one letter of a symbol such as
    /// "st" gives another symbol ("ft"), not a typo, so guessing would blame the wrong
    /// category. For the same reason a tie between categories names none of them, and the
    /// message lists every category instead.
    static func nearestCategory(to key: String) -> UnitCategory? {
        let length = key.count
        guard length >= 3 else { return nil }
        let limit = length >= 5 ? 2 : 1
        var bestDistance = Int.max
        var categories: Set<UnitCategory> = []
        for unit in MeasurementUnit.allCases {
            for spelling in spellings(of: unit) {
                // The distance is at least the difference in length: skipping spellings that
                // cannot be close keeps a long token (a pasted page) from costing
                // length × spelling work for every spelling.
                guard abs(length - spelling.count) <= limit else { continue }
                let distance = editDistance(key, spelling)
                guard distance <= limit, distance <= bestDistance else { continue }
                if distance < bestDistance {
                    bestDistance = distance
                    categories = []
                }
                categories.insert(unit.category)
            }
        }
        return categories.count == 1 ? categories.first : nil
    }

    /// The Levenshtein distance (insertions, deletions, substitutions) between two strings.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        // Two rolling rows of the classic dynamic-programming table.
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
