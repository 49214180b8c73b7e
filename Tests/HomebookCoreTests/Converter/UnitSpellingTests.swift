import Testing

@testable import HomebookCore

// The accepted spellings, copied from the spec rather than from the implementation's table.
private let specSpellings: [(MeasurementUnit, [String])] = [
    (.kilogram, ["kg", "kilogram", "kilograms"]),
    (.gram, ["g", "gram", "grams"]),
    (.ounce, ["oz", "ounce", "ounces"]),
    (.pound, ["lb", "lbs", "pound", "pounds"]),
    (.stone, ["st", "stone", "stones"]),
    (.celsius, ["c", "°c", "celsius"]),
    (.fahrenheit, ["f", "°f", "fahrenheit"]),
    (.kelvin, ["k", "kelvin"]),
    (.metre, ["m", "metre", "metres", "meter", "meters"]),
    (.kilometre, ["km", "kilometre", "kilometres"]),
    (.mile, ["mi", "mile", "miles"]),
    (.centimetre, ["cm"]),
    (.millimetre, ["mm"]),
    (.yard, ["yd", "yard", "yards"]),
    (.foot, ["ft"]),
    (.inch, ["in", "inch", "inches"]),
    (.metresPerSecond, ["m/s", "mps"]),
    (.kilometresPerHour, ["km/h", "kph", "kmh"]),
    (.milesPerHour, ["mph"]),
    (.knot, ["kn", "kt", "knot", "knots"]),
    (.gallon, ["gal", "gallon", "gallons"]),
    (.litre, ["l", "litre", "litres", "liter", "liters"]),
    (.pint, ["pt", "pint", "pints"]),
    (.fluidOunce, ["floz", "fl oz", "fl.oz", "fluid ounce", "fluid ounces"]),
    (.millilitre, ["ml", "millilitre", "millilitres"]),
    (.teaspoon, ["tsp"]),
    (.tablespoon, ["tbsp"]),
    (.cup, ["cup"]),
    (.usGallon, ["usgal", "US gal"]),
    (.usPint, ["uspt", "US pt"]),
    (.usCup, ["uscup", "US cup"]),
    (.usFluidOunce, ["usfloz", "US fl oz"]),
]

@Suite("Unit tokens")
struct UnitSpellingTests {
    @Test func everySpellingInTheSpecParses() throws {
        for (unit, spellings) in specSpellings {
            for spelling in spellings {
                #expect(try MeasurementUnit.parse(spelling) == unit, "\(spelling)")
            }
        }
    }

    @Test func spellingsIgnoreCaseAndSurroundingSpace() throws {
        for (unit, spellings) in specSpellings {
            for spelling in spellings {
                #expect(try MeasurementUnit.parse(spelling.uppercased()) == unit, "\(spelling)")
                #expect(try MeasurementUnit.parse("  \(spelling) ") == unit, "\(spelling)")
            }
        }
        #expect(try MeasurementUnit.parse("Fl  Oz") == .fluidOunce)
        #expect(try MeasurementUnit.parse("°C") == .celsius)
        #expect(try MeasurementUnit.parse("KM/H") == .kilometresPerHour)
    }

    @Test func canonicalSymbolsAndDisplaySymbolsParseBack() throws {
        for unit in MeasurementUnit.allCases {
            #expect(try MeasurementUnit.parse(unit.rawValue) == unit)
            #expect(try MeasurementUnit.parse(unit.symbol) == unit)
        }
    }

    @Test func ouncesOfWeightAndFluidOuncesAreDifferentUnits() throws {
        #expect(try MeasurementUnit.parse("oz").category == .weight)
        #expect(try MeasurementUnit.parse("floz").category == .volume)
        #expect(try MeasurementUnit.parse("fluid ounces").category == .volume)
        #expect(try MeasurementUnit.parse("ounces").category == .weight)
    }

    @Test func noSpellingBelongsToTwoUnits() {
        var owners: [String: MeasurementUnit] = [:]
        for unit in MeasurementUnit.allCases {
            for spelling in UnitSpellings.spellings(of: unit) {
                #expect(owners[spelling] == nil, "\(spelling) is used twice")
                owners[spelling] = unit
            }
        }
    }

    @Test func categoriesListTheirUnitsInTableOrder() {
        #expect(UnitCategory.weight.units == [.kilogram, .gram, .ounce, .pound, .stone])
        #expect(UnitCategory.temperature.units == [.celsius, .fahrenheit, .kelvin])
        #expect(
            UnitCategory.length.units
                == [.metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .foot, .inch]
        )
        #expect(
            UnitCategory.speed.units
                == [.metresPerSecond, .kilometresPerHour, .milesPerHour, .knot]
        )
        #expect(
            UnitCategory.volume.units
                == [
                    .gallon, .litre, .pint, .fluidOunce, .millilitre, .teaspoon, .tablespoon, .cup,
                    .usGallon, .usPint, .usCup, .usFluidOunce,
                ]
        )
        #expect(UnitCategory.volume.displayName == "liquid volume")
    }

    @Test(arguments: [
        ("kgs", UnitCategory.weight), ("poundz", .weight), ("stonez", .weight),
        ("farenheit", .temperature), ("celcius", .temperature), ("kelvn", .temperature),
        ("kilometr", .length), ("yards2", .length), ("inchs", .length),
        ("knts", .speed), ("mphs", .speed), ("kmph", .speed),
        ("galon", .volume), ("litter", .volume), ("pnt", .volume), ("fl oz.", .volume),
    ])
    func anUnknownUnitNamesTheNearestCategory(token: String, category: UnitCategory) {
        #expect(throws: ConversionError.unknownUnit(token, nearest: category)) {
            try MeasurementUnit.parse(token)
        }
    }

    @Test(arguments: [
        ("6 feet", "6 ft"), ("1 foot", "1 ft"), ("2 FT", "2 ft"), ("2 pints", "2 pt"),
        ("2 UK pints", "2 pt"), ("2 imperial pints", "2 pt"), ("2 US pints", "2 US pt"),
        ("2 us pt", "2 US pt"), ("1 US gallon", "1 US gal"), ("1 UK gallons", "1 gal"),
        ("3 teaspoons", "3 tsp"), ("1 teaspoon", "1 tsp"), ("2 tablespoons", "2 tbsp"),
        ("2 Tbs", "2 tbsp"), ("2 cups", "2 cup"), ("2 metric cups", "2 cup"),
        ("2 US cups", "2 US cup"), ("8 fluid ounces", "8 fl oz"), ("8 UK fl oz", "8 fl oz"),
        ("8 US fluid ounces", "8 US fl oz"), ("8 usfloz", "8 US fl oz"), ("20 °C", "20 °C"),
        ("20 ºC", "20 °C"), ("20 ℃", "20 °C"), ("20 degrees C", "20 °C"),
        ("20 Degrees Celsius", "20 °C"), ("20 deg c", "20 °C"), ("20 centigrade", "20 °C"),
        ("68 degrees F", "68 °F"), ("68 degree fahrenheit", "68 °F"), ("68 ℉", "68 °F"),
        ("3 kelvins", "3 K"), ("2 kilos", "2 kg"), ("5 miles per hour", "5 mph"),
        ("5 kilometres per hour", "5 km/h"), ("5 km/hr", "5 km/h"),
        ("5 meters per second", "5 m/s"),
    ])
    func plainSpellingsAPersonTypesAreUnderstood(line: String, canonical: String) throws {
        #expect(try Quantity.parse(line).description == canonical)
    }

    @Test func qualifiedSpellingsKeepUKAndUSApart() throws {
        #expect(try MeasurementUnit.parse("pints") == .pint)
        #expect(try MeasurementUnit.parse("UK  Pints") == .pint)
        #expect(try MeasurementUnit.parse("US PINTS") == .usPint)
        #expect(try MeasurementUnit.parse("cups") == .cup)
        #expect(try MeasurementUnit.parse("us cups") == .usCup)
        #expect(try MeasurementUnit.parse("fluid ounces") == .fluidOunce)
        #expect(try MeasurementUnit.parse("us fluid ounces") == .usFluidOunce)
        #expect(try MeasurementUnit.parse("ounces") == .ounce)
    }

    @Test(arguments: [
        // Each of these once drew a guess at the wrong category: "ft" was called a weight
        // (one letter from "st") and "cc" a temperature (one letter from "c").
        "cc", "lt", "yr", "mis", "furlong", "furlongs", "parsecs",
    ])
    func aShortOrAmbiguousTokenNamesNoSingleCategory(token: String) {
        #expect(throws: ConversionError.unknownUnit(token, nearest: nil)) {
            try MeasurementUnit.parse(token)
        }
    }

    @Test(arguments: [
        ("fet", UnitCategory.length), ("feets", .length), ("foots", .length),
        ("teaspons", .volume), ("tablspoon", .volume), ("pintz", .volume),
        ("us pintz", .volume), ("degres celsius", .temperature), ("celsuis", .temperature),
    ])
    func aNearMissOfANewSpellingNamesItsOwnCategory(token: String, category: UnitCategory) {
        #expect(throws: ConversionError.unknownUnit(token, nearest: category)) {
            try MeasurementUnit.parse(token)
        }
    }

    @Test func theNearestCategoryMessageListsItsUnits() {
        #expect(
            ConversionError.unknownUnit("kgs", nearest: .weight).description
                == "unknown unit 'kgs': weight units are kg, g, oz, lb, st"
        )
        #expect(
            ConversionError.unknownUnit("galon", nearest: .volume).description
                == "unknown unit 'galon': liquid volume units are gal, l, pt, fl oz, ml, tsp, tbsp,"
                + " cup, US gal, US pt, US cup, US fl oz"
        )
    }

    @Test(arguments: ["xyzzy", "qq", "x", "furlongs", "bananas", ""])
    func aTokenFarFromEverySpellingListsAllCategories(token: String) {
        #expect(throws: ConversionError.unknownUnit(token, nearest: nil)) {
            try MeasurementUnit.parse(token)
        }
    }

    @Test func theMessageForAFarTokenListsEveryCategory() {
        #expect(
            ConversionError.unknownUnit("xyzzy", nearest: nil).description
                == "unknown unit 'xyzzy'; known units: weight (kg, g, oz, lb, st); "
                + "temperature (°C, °F, K); length (m, km, mi, cm, mm, yd, ft, in); "
                + "speed (m/s, km/h, mph, kn); liquid volume (gal, l, pt, fl oz, ml, tsp, tbsp,"
                + " cup, US gal, US pt, US cup, US fl oz)"
        )
    }

    @Test func editDistanceCountsSingleEdits() {
        #expect(UnitSpellings.editDistance("kitten", "sitting") == 3)
        #expect(UnitSpellings.editDistance("", "abc") == 3)
        #expect(UnitSpellings.editDistance("kg", "kg") == 0)
        #expect(UnitSpellings.editDistance("°c", "c") == 1)
    }
}
