import Testing

@testable import HomebookCore

@Suite("Input size limits")
struct InputLimitTests {
    @Test func twelveIntegerDigitsAreAcceptedAndThirteenAreNot() throws {
        #expect(try Quantity.parse("999999999999 kg").valueText == "999999999999")
        #expect(throws: ConversionError.valueTooLarge) { try Quantity.parse("1000000000000 kg") }
        #expect(throws: ConversionError.valueTooLarge) {
            try Quantity.parse(value: "-1000000000000", unit: "C")
        }
        // Leading zeros are not digits of the value.
        #expect(try Quantity.parse("0000999999999999 kg").valueText == "999999999999")
    }

    @Test func sixDecimalsAreAcceptedAndSevenAreNot() throws {
        #expect(try Quantity.parse("0.000001 kg").valueText == "0.000001")
        #expect(throws: ConversionError.tooManyDecimals) { try Quantity.parse("0.0000001 kg") }
        // Trailing zeros are not significant decimals.
        #expect(try Quantity.parse("0.1000000000 kg").valueText == "0.1")
    }

    @Test func theLimitMessagesSayWhatIsAllowed() {
        #expect(
            ConversionError.valueTooLarge.description
                == "value too large: at most 999,999,999,999"
        )
        #expect(ConversionError.tooManyDecimals.description == "too many decimals: at most 6")
    }

    @Test func theLimitsAlsoApplyToStonesAndPounds() throws {
        #expect(throws: ConversionError.valueTooLarge) {
            try Quantity.parse("1000000000000 st 0 lb")
        }
        #expect(throws: ConversionError.tooManyDecimals) { try Quantity.parse("1 st 0.0000001 lb") }
    }

    @Test(arguments: [2, 3, 4])
    func theLargestStoneValueConvertsExactlyToGrams(precision: Int) throws {
        // Stone to gram has the largest factor, 6350.29318 (= 14 × 453.59237), so it forms
        // the largest intermediate terms. By hand:
        // (10^12 - 10^-6) × 6350.29318 = 6350293180000000 - 0.00635029318
        //                              = 6350293179999999.99364970682
        let expected = [
            2: "6350293179999999.99", 3: "6350293179999999.994",
            4: "6350293179999999.9936",
        ]
        #expect(
            try ConverterFixtures.text(
                "999999999999.999999 st",
                to: .gram,
                precision: precision
            ) == expected[precision]
        )
    }

    @Test func theLargestStonesAndPoundsValueConvertsExactlyToGrams() throws {
        // 999999999999 st 13.999999 lb = 13999999999999.999999 lb; × 453.59237 g
        // = 6350293180000000 - 0.00045359237 = 6350293179999999.99954640763.
        #expect(
            try ConverterFixtures.text(
                "999999999999 st 13.999999 lb",
                to: .gram,
                precision: 4
            ) == "6350293179999999.9995"
        )
        #expect(
            try ConverterFixtures.text(
                "999999999999 st 13.9999 lb",
                to: .stone,
                precision: 4
            ) == "999999999999 st 13.9999 lb"
        )
        // Rounded to 4 decimals 13.999999 pounds reach 14 and carry into the stones.
        #expect(
            try ConverterFixtures.text(
                "999999999999 st 13.999999 lb",
                to: .stone,
                precision: 4
            ) == "1000000000000 st 0 lb"
        )
    }

    @Test func theLargestValuesConvertExactlyInTheOtherCategories() throws {
        // (10^12 - 10^-6) × 1609344 = 1609344000000000000 - 1.609344.
        #expect(
            try ConverterFixtures.text(
                "999999999999.999999 mi",
                to: .millimetre,
                precision: 4
            ) == "1609343999999999998.3907"
        )
        // (10^12 - 10^-6) × 4546.09 = 4546090000000000 - 0.00454609.
        #expect(
            try ConverterFixtures.text(
                "999999999999.999999 gal",
                to: .millilitre,
                precision: 4
            ) == "4546089999999999.9955"
        )
        // (10^12 - 10^-6) × 9/5 - 459.67 = 1800000000000 - 0.0000018 - 459.67.
        #expect(
            try ConverterFixtures.text(
                "999999999999.999999 K",
                to: .fahrenheit,
                precision: 4
            ) == "1799999999540.3300"
        )
        // (10^12 - 10^-6) mph × 0.44704 = 447040000000 - 0.00000044704, which rounds up.
        #expect(
            try ConverterFixtures.text(
                "999999999999.999999 mph",
                to: .metresPerSecond,
                precision: 4
            ) == "447040000000.0000"
        )
    }

    @Test(arguments: UnitCategory.allCases)
    func theLargestValuesConvertBetweenEveryPairOfUnits(category: UnitCategory) throws {
        // Arithmetic overflow would throw valueTooLarge, so converting the extreme inputs
        // between every pair at the highest precision shows the limits are safe.
        let converter = try UnitConverter(precision: 4)
        let extremes = [
            "999999999999.999999", "999999999999.999997", "0.000001",
            "123456789012.345679", "999999999999 st 13.999999 lb",
        ]
        for source in category.units {
            for extreme in extremes {
                let line = extreme.contains("st") ? extreme : "\(extreme) \(source.rawValue)"
                if extreme.contains("st"), source != .stone { continue }
                let conversion = try converter.convert(Quantity.parse(line))
                #expect(conversion.results.count == category.units.count)
            }
        }
        if category == .temperature {
            for line in ["-273.15 C", "-459.67 F", "-273.149999 C", "-459.669999 F"] {
                let conversion = try converter.convert(Quantity.parse(line))
                #expect(conversion.results.count == 3)
            }
        }
    }
}
