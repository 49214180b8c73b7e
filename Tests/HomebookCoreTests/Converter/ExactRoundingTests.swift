import Testing

@testable import HomebookCore

@Suite("Exact rounding half away from zero")
struct ExactRoundingTests {
    @Test func anExactHalfRoundsAwayFromZero() throws {
        // Each value is exactly halfway between two results at the precision.
        #expect(try ConverterFixtures.text("0.125 kg", to: .kilogram, precision: 2) == "0.13")
        #expect(try ConverterFixtures.text("0.0125 kg", to: .kilogram, precision: 3) == "0.013")
        #expect(try ConverterFixtures.text("0.00125 kg", to: .kilogram, precision: 4) == "0.0013")
        #expect(try ConverterFixtures.text("0.125 C", to: .celsius, precision: 2) == "0.13")
        #expect(try ConverterFixtures.text("-0.125 C", to: .celsius, precision: 2) == "-0.13")
        #expect(
            try ConverterFixtures.text("-0.0125 F", to: .fahrenheit, precision: 3)
                == "-0.013"
        )
    }

    @Test func justBelowAHalfRoundsTowardZero() throws {
        #expect(try ConverterFixtures.text("0.124999 kg", to: .kilogram, precision: 2) == "0.12")
        #expect(try ConverterFixtures.text("-0.124999 C", to: .celsius, precision: 2) == "-0.12")
    }

    @Test func halvesThatADoubleMisroundsAreRoundedUp() throws {
        // In each case the exact result ends in 5 at the first dropped digit, but computing in
        // Double lands just below the half (noted per line) and would round down.
        // 1.005 itself is 1.00499999999999989... as a Double.
        #expect(try ConverterFixtures.text("1.005 kg", to: .kilogram, precision: 2) == "1.01")
        // 0.075 in = 1.905 mm exactly; Double gives 1.9049999999999998.
        #expect(try ConverterFixtures.text("0.075 in", to: .millimetre, precision: 2) == "1.91")
        // 0.175 in = 0.4445 cm exactly; Double gives 0.44449999999999995.
        #expect(try ConverterFixtures.text("0.175 in", to: .centimetre, precision: 3) == "0.445")
        // 1.397 m/s = 3.125 mph exactly (1.397 × 3600 / 1609.344); Double gives 3.1249999...
        #expect(
            try ConverterFixtures.text("1.397 m/s", to: .milesPerHour, precision: 2)
                == "3.13"
        )
        // 1.005 gal = 4568.82045 ml exactly; Double gives 4568.820449999999.
        #expect(
            try ConverterFixtures.text("1.005 gal", to: .millilitre, precision: 4)
                == "4568.8205"
        )
        // 1.4 fl oz = 1.4 / 160 gal = 0.00875 gal exactly; Double gives 0.008749999999999999.
        #expect(try ConverterFixtures.text("1.4 floz", to: .gallon, precision: 4) == "0.0088")
        // 0.0725 st = 1.015 lb exactly; Double gives 1.015 × 100 = 101.49999999999999.
        #expect(try ConverterFixtures.text("0.0725 st", to: .pound, precision: 2) == "1.02")
        // -273.145 °C = 0.005 K exactly; Double gives 0.0049999999999954525.
        #expect(try ConverterFixtures.text("-273.145 C", to: .kelvin, precision: 2) == "0.01")
        // 31.9937 °F = -0.0035 °C exactly; Double gives -0.00349999... and rounds to -0.003.
        #expect(try ConverterFixtures.text("31.9937 F", to: .celsius, precision: 3) == "-0.004")
    }

    @Test func roundingUsesTheExactFractionNotItsDecimalPrefix() throws {
        let third = ExactFraction(1, over: 3)
        #expect(try third.roundedScaled(decimals: 2) == 33)
        let twoThirds = ExactFraction(-2, over: 3)
        #expect(try twoThirds.roundedScaled(decimals: 4) == -6667)
        let half = ExactFraction(-1, over: 2)
        #expect(try half.roundedScaled(decimals: 0) == -1)
    }

    @Test func textAlwaysHasExactlyThePrecisionsDecimals() {
        #expect(DecimalText.fixed(150, decimals: 2) == "1.50")
        #expect(DecimalText.fixed(5, decimals: 3) == "0.005")
        #expect(DecimalText.fixed(-5, decimals: 4) == "-0.0005")
        #expect(DecimalText.fixed(0, decimals: 2) == "0.00")
        #expect(DecimalText.fixed(123_456_789_000, decimals: 2) == "1234567890.00")
    }

    @Test func aNegativeValueThatRoundsToZeroShowsNoSign() throws {
        #expect(try ConverterFixtures.text("-0.004 C", to: .celsius, precision: 2) == "0.00")
        #expect(try ConverterFixtures.text("-0.00004 C", to: .celsius, precision: 4) == "0.0000")
    }

    @Test func wholeResultsKeepTheirTrailingZeros() throws {
        #expect(try ConverterFixtures.text("1.5 kg", to: .kilogram, precision: 2) == "1.50")
        #expect(try ConverterFixtures.text("1.5 kg", to: .kilogram, precision: 4) == "1.5000")
        #expect(
            try ConverterFixtures.text("1000000 g", to: .gram, precision: 3)
                == "1000000.000"
        )
    }
}
