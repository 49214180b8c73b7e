/// The unit words an ingredient line may use (docs/manual.md#ingredients): the converter's
/// weights and volumes, the kitchen measures whose size is a setting, and counted things.
enum KitchenVocabulary {
    /// Counted units by singular name, with their plural (and other spellings) after.
    private static let countWords: [(singular: String, others: [String])] = [
        ("pinch", ["pinches"]), ("clove", ["cloves"]), ("can", ["cans"]), ("tin", ["tins"]),
        ("piece", ["pieces", "pc", "pcs"]), ("slice", ["slices"]), ("sprig", ["sprigs"]),
        ("bunch", ["bunches"]), ("handful", ["handfuls"]), ("stick", ["sticks"]),
        ("packet", ["packets"]), ("package", ["packages", "pkg", "pkgs"]), ("jar", ["jars"]),
        ("bottle", ["bottles"]), ("head", ["heads"]), ("stalk", ["stalks"]),
        ("leaf", ["leaves"]), ("dash", ["dashes"]), ("sheet", ["sheets"]), ("bag", ["bags"]),
        ("cube", ["cubes"]), ("knob", ["knobs"]), ("drop", ["drops"]), ("splash", ["splashes"]),
    ]

    /// The kitchen measures' spellings; "us cup" and "metric cup" are the converter's own.
    private static let kitchenWords: [KitchenMeasure: [String]] = [
        .cup: ["cup", "cups", "c"],
        .fluidOunce: ["fl oz", "floz", "fl. oz", "fluid ounce", "fluid ounces", "fl ounce"],
        .pint: ["pint", "pints", "pt", "pts"],
        .quart: ["quart", "quarts", "qt", "qts"],
        .gallon: ["gallon", "gallons", "gal", "gals"],
    ]

    /// Extra spellings of converter units common in recipes.
    private static let extraMeasureWords: [String: MeasurementUnit] = [
        "gr": .gram, "grs": .gram, "gms": .gram, "gm": .gram, "kgs": .kilogram,
        "tbl": .tablespoon, "tbls": .tablespoon, "tblsp": .tablespoon, "tbsps": .tablespoon,
        "tb": .tablespoon, "tsps": .teaspoon, "ts": .teaspoon, "mls": .millilitre,
        "ozs": .ounce,
    ]

    /// Every spelling, lower case, to its unit.
    static let table: [String: KitchenUnit] = {
        var table: [String: KitchenUnit] = [:]
        // The converter's weights and volumes; a stone is no kitchen unit.
        for (spelling, unit) in UnitSpellings.table
        where (unit.category == .weight && unit != .stone) || unit.category == .volume {
            table[spelling] = .measure(unit)
        }
        for (spelling, unit) in extraMeasureWords { table[spelling] = .measure(unit) }
        // Written without US or UK, these follow the setting (the converter's own "cup",
        // "pt", "gal" and "floz" are metric and UK; a recipe rarely means that).
        for (measure, spellings) in kitchenWords {
            for spelling in spellings { table[spelling] = .kitchen(measure) }
        }
        for (singular, others) in countWords {
            for spelling in [singular] + others { table[spelling] = .count(singular) }
        }
        return table
    }()

    /// The longest number of words a spelling has.
    static let longestSpelling = table.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// The plural of a counted unit.
    static func plural(of singular: String) -> String {
        countWords.first { $0.singular == singular }?.others.first ?? singular + "s"
    }
}
