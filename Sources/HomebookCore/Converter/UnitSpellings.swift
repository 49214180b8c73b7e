/// The accepted spellings of every unit and the look-up of the nearest category for a typo.
enum UnitSpellings {
    /// Every accepted spelling of a unit, lower-case with single spaces.
    static func spellings(of unit: MeasurementUnit) -> [String] {
        switch unit {
        case .kilogram: ["kg", "kilogram", "kilograms"]
        case .gram: ["g", "gram", "grams"]
        case .ounce: ["oz", "ounce", "ounces"]
        case .pound: ["lb", "lbs", "pound", "pounds"]
        case .stone: ["st", "stone", "stones"]
        case .celsius: ["c", "°c", "celsius"]
        case .fahrenheit: ["f", "°f", "fahrenheit"]
        case .kelvin: ["k", "kelvin"]
        case .metre: ["m", "metre", "metres", "meter", "meters"]
        case .kilometre: ["km", "kilometre", "kilometres", "kilometer", "kilometers"]
        case .mile: ["mi", "mile", "miles"]
        case .centimetre: ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]
        case .millimetre: ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]
        case .yard: ["yd", "yard", "yards"]
        case .foot: ["ft"]
        case .inch: ["in", "inch", "inches"]
        case .metresPerSecond: ["m/s", "mps"]
        case .kilometresPerHour: ["km/h", "kph", "kmh"]
        case .milesPerHour: ["mph"]
        case .knot: ["kn", "kt", "knot", "knots"]
        case .gallon: ["gal", "gallon", "gallons"]
        case .litre: ["l", "litre", "litres", "liter", "liters"]
        case .pint: ["pt", "pint", "pints"]
        case .fluidOunce: ["floz", "fl oz", "fl.oz", "fluid ounce", "fluid ounces"]
        case .millilitre: ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]
        case .teaspoon: ["tsp"]
        case .tablespoon: ["tbsp"]
        case .cup: ["cup"]
        case .usGallon: ["usgal", "us gal"]
        case .usPint: ["uspt", "us pt"]
        case .usCup: ["uscup", "us cup"]
        case .usFluidOunce: ["usfloz", "us fl oz"]
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

    /// The category owning the spelling nearest to `key`, or nil if no spelling is close.
    ///
    /// "Close" allows one edit for short tokens and two for tokens of five characters or more:
    /// with one- and two-letter symbols such as "m" or "kn", a looser limit would match nearly
    /// any garbage; and a match must keep at least one character of the token, so "x" is not
    /// "near" "g". On a tie the first unit in table order wins, so the answer is stable.
    static func nearestCategory(to key: String) -> UnitCategory? {
        let length = key.count
        let limit = min(length >= 5 ? 2 : 1, length - 1)
        var best: (distance: Int, category: UnitCategory)?
        for unit in MeasurementUnit.allCases {
            for spelling in spellings(of: unit) {
                // The distance is at least the difference in length: skipping spellings that
                // cannot be close keeps a long token (a pasted page) from costing
                // length × spelling work for every spelling.
                guard abs(length - spelling.count) <= limit else { continue }
                let distance = editDistance(key, spelling)
                if distance <= limit, distance < (best?.distance ?? Int.max) {
                    best = (distance, unit.category)
                }
            }
        }
        return best?.category
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
