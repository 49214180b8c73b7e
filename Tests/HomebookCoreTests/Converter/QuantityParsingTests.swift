import Testing

@testable import HomebookCore

@Suite("Reading values and units")
struct QuantityParsingTests {
    @Test(arguments: [
        ("162 lb", "162 lb"), ("162lb", "162 lb"), ("  162   LB ", "162 lb"),
        ("100 °C", "100 °C"), ("100°c", "100 °C"), ("100 celsius", "100 °C"),
        ("-40 F", "-40 °F"), ("-40F", "-40 °F"), ("160 fl oz", "160 fl oz"),
        ("160floz", "160 fl oz"), ("5 m/s", "5 m/s"), ("5km/h", "5 km/h"),
        (".5 kg", "0.5 kg"), ("+5 kg", "5 kg"), ("007.500 kg", "7.5 kg"), ("5. kg", "5 kg"),
        ("-0 kg", "0 kg"), ("0.000 K", "0 K"), ("12.000001 mi", "12.000001 mi"),
    ])
    func aLineIsReadIntoItsCanonicalForm(line: String, canonical: String) throws {
        #expect(try Quantity.parse(line).description == canonical)
    }

    @Test func valueAndUnitCanBeGivenSeparately() throws {
        let quantity = try Quantity.parse(value: " 1.50 ", unit: "Pounds")
        #expect(quantity.unit == .pound)
        #expect(quantity.valueText == "1.5")
        #expect(quantity.approximateValue == 1.5)
        #expect(try Quantity.parse(value: "11 st 8 lb", unit: "st").description == "11 st 8 lb")
    }

    @Test(arguments: [
        "162 lb", "-40 F", "100 °C", "0.5 kg", "160 fl oz", "11 st 8.5 lb", "0 K",
        "12.000001 mi", "999999999999 km/h",
    ])
    func aQuantityIsRebuiltExactlyFromItsStoredForm(line: String) throws {
        // History keeps the value text and unit; both rebuild an equal quantity.
        let quantity = try Quantity.parse(line)
        let fromParts = try Quantity.parse(value: quantity.valueText, unit: quantity.unit.rawValue)
        #expect(fromParts == quantity)
        #expect(try Quantity.parse(quantity.description) == quantity)
    }

    @Test(arguments: ["abc lb", "lb", "", "   ", "1e3 kg", "1.2.3 kg", "- kg", ". kg"])
    func aLineWithoutANumberIsRejected(line: String) throws {
        let error = try #require(throws: ConversionError.self) { try Quantity.parse(line) }
        guard case .invalidNumber = error else {
            Issue.record("expected invalidNumber, got \(error)")
            return
        }
    }

    @Test(arguments: [
        "1e-5 kg", "1e5 kg", "1E-5 kg", "2.5e+3 m", "1e-5 st", "1e-5st", "3e2 C", "1 e-5 kg",
        "1e-5 fl oz", "-4e2 F", "1e-5",
    ])
    func anExponentIsNotANumberWhateverTheUnit(line: String) {
        // Values are plain decimals (SPEC 6); before, "1e-5 kg" blamed stones and pounds.
        #expect(throws: ConversionError.invalidNumber(line)) { try Quantity.parse(line) }
    }

    @Test(arguments: ["kg", "st", "lb", "C", "ml"])
    func aSeparateValueWithAnExponentIsNotANumber(unit: String) {
        #expect(throws: ConversionError.invalidNumber("1e-5")) {
            try Quantity.parse(value: "1e-5", unit: unit)
        }
    }

    @Test func aSeparateValueThatIsNotANumberIsRejected() {
        #expect(throws: ConversionError.invalidNumber("abc")) {
            try Quantity.parse(value: "abc", unit: "kg")
        }
        #expect(throws: ConversionError.invalidNumber("1.2.3")) {
            try Quantity.parse(value: "1.2.3", unit: "kg")
        }
        #expect(throws: ConversionError.invalidNumber("twelve")) {
            try Quantity.parse(value: "twelve", unit: "st")
        }
    }

    @Test func theNotANumberMessageShowsTheExpectedForm() {
        #expect(
            ConversionError.invalidNumber("abc").description
                == "not a number: 'abc'; expected a value such as 162, 0.5 or -40 followed by a "
                + "unit, e.g. 162 lb"
        )
    }

    @Test func aNumberWithoutAUnitIsRejected() {
        #expect(throws: ConversionError.missingUnit("162")) { try Quantity.parse("162") }
        #expect(
            ConversionError.missingUnit("162").description
                == "missing unit after '162': expected a value and a unit, e.g. 162 lb"
        )
    }

    @Test func anUnknownUnitInALineIsRejected() {
        #expect(throws: ConversionError.unknownUnit("kgs", nearest: .weight)) {
            try Quantity.parse("5 kgs")
        }
        #expect(throws: ConversionError.unknownUnit("furlong", nearest: nil)) {
            try Quantity.parse(value: "5", unit: "furlong")
        }
    }

    @Test(arguments: [
        ("-5 kg", UnitCategory.weight, "a weight cannot be negative"),
        ("-0.000001 st", .weight, "a weight cannot be negative"),
        ("-1 m", .length, "a length cannot be negative"),
        ("-1 mph", .speed, "a speed cannot be negative"),
        ("-1 l", .volume, "a liquid volume cannot be negative"),
    ])
    func negativeValuesAreRejectedOutsideTemperature(
        line: String,
        category: UnitCategory,
        message: String
    ) {
        #expect(throws: ConversionError.negativeValue(category)) { try Quantity.parse(line) }
        #expect(ConversionError.negativeValue(category).description == message)
    }

    @Test func negativeTemperaturesAboveAbsoluteZeroAreAllowed() throws {
        #expect(try Quantity.parse("-40 C").valueText == "-40")
        #expect(try Quantity.parse("-459 F").valueText == "-459")
    }

    @Test(arguments: ["0 K", "-273.15 C", "-459.67 F", "-273.150000 °C"])
    func exactlyAbsoluteZeroIsAllowed(line: String) throws {
        let converter = try UnitConverter(precision: 2)
        let kelvin = try converter.convert(Quantity.parse(line), to: .kelvin)
        #expect(kelvin.results.map(\.text) == ["0.00"])
    }

    @Test(arguments: [
        ("-0.000001 K", "-0.000001", MeasurementUnit.kelvin),
        ("-273.150001 C", "-273.150001", .celsius),
        ("-459.670001 F", "-459.670001", .fahrenheit),
        ("-500 C", "-500", .celsius),
        ("-999999999999 F", "-999999999999", .fahrenheit),
    ])
    func temperaturesBelowAbsoluteZeroAreRejected(
        line: String,
        value: String,
        unit: MeasurementUnit
    ) {
        #expect(throws: ConversionError.belowAbsoluteZero(value, unit)) {
            try Quantity.parse(line)
        }
    }

    @Test func theAbsoluteZeroMessageNamesTheLimitInTheSameUnit() {
        #expect(
            ConversionError.belowAbsoluteZero("-300", .celsius).description
                == "-300 °C is below absolute zero (-273.15 °C)"
        )
        #expect(
            ConversionError.belowAbsoluteZero("-460", .fahrenheit).description
                == "-460 °F is below absolute zero (-459.67 °F)"
        )
        #expect(
            ConversionError.belowAbsoluteZero("-1", .kelvin).description
                == "-1 K is below absolute zero (0 K)"
        )
    }
}
