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
