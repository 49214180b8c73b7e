import Testing

@testable import HomebookCore

@Suite("Round trips and cross-checks")
struct RoundTripTests {
    private static let samples = ["0", "0.5", "1", "3.25", "72.4", "162", "1000.125", "98765.4321"]

    @Test(arguments: UnitCategory.allCases, [2, 4])
    func convertingThereAndBackReturnsTheValueWithinRounding(
        category: UnitCategory,
        precision: Int
    ) throws {
        let converter = try UnitConverter(precision: precision)
        for source in category.units {
            for target in category.units {
                for sample in Self.samples {
                    try Self.checkRoundTrip(sample, source, target, converter)
                }
            }
        }
    }

    @Test(arguments: UnitCategory.allCases)
    func everyResultAgreesWithAnIndependentDoubleCalculation(category: UnitCategory) throws {
        let converter = try UnitConverter(precision: 4)
        for source in category.units {
            for sample in ["1", "37.5", "1234.5678", "999999.999999"] {
                let line = "\(sample) \(source.rawValue)"
                let value = try #require(Double(sample))
                for result in try converter.convert(Quantity.parse(line)).results {
                    try Self.checkAgainstDouble(result, value, source, line)
                }
            }
        }
    }

    /// Converts `sample` from `source` to `target` and back, expecting the original value
    /// within the two roundings: half a step lost going there (scaled back by the slope of
    /// the conversion) and half a step coming back.
    private static func checkRoundTrip(
        _ sample: String,
        _ source: MeasurementUnit,
        _ target: MeasurementUnit,
        _ converter: UnitConverter
    ) throws {
        let step = 1 / Double(ExactPowers.ten(converter.precision))
        let input = try Quantity.parse(value: sample, unit: source.rawValue)
        let there = try converter.convert(input, to: target).results[0]
        let back = try converter.convert(reparse(there), to: source).results[0]
        let original = try #require(Double(sample))
        let returned = try #require(ConverterFixtures.number(from: back.text, in: source))
        let slope = abs(
            approximate(2, from: target, to: source)
                - approximate(1, from: target, to: source)
        )
        let tolerance = step / 2 * slope + step / 2 + 1e-9 * max(1, original)
        #expect(
            abs(returned - original) <= tolerance,
            "\(sample) \(source.rawValue) → \(there.text) → \(back.text)"
        )
    }

    /// Compares a result with the spec's definitions evaluated in Double: rounding moves the
    /// shown value by at most half a step (for stones even less, as the pounds are rounded),
    /// and Doubles add a tiny relative error.
    private static func checkAgainstDouble(
        _ result: ConversionResult,
        _ value: Double,
        _ source: MeasurementUnit,
        _ line: String
    ) throws {
        let expected = approximate(value, from: source, to: result.unit)
        let shown = try #require(ConverterFixtures.number(from: result.text, in: result.unit))
        #expect(
            abs(shown - expected) <= 0.00005 + abs(expected) * 1e-12,
            "\(line) in \(result.unit.rawValue): \(result.text)"
        )
        #expect(abs(result.approximateValue - expected) <= abs(expected) * 1e-12 + 1e-12)
    }

    /// A result read back as an input: stones text already carries its units.
    private static func reparse(_ result: ConversionResult) throws -> Quantity {
        result.unit == .stone
            ? try Quantity.parse(result.text)
            : try Quantity.parse(value: result.text, unit: result.unit.rawValue)
    }

    /// The spec's definitions evaluated in Double, independently of the implementation.
    private static func approximate(
        _ value: Double,
        from source: MeasurementUnit,
        to target: MeasurementUnit
    ) -> Double {
        if source.category == .temperature {
            return ConverterFixtures.approximateTemperature(value, from: source, to: target)
        }
        let from = ConverterFixtures.approximateFactors[source] ?? .nan
        let to = ConverterFixtures.approximateFactors[target] ?? .nan
        return value * from / to
    }
}

/// Powers of ten as integers for the tests.
enum ExactPowers {
    static func ten(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }
}
