@testable import HomebookCore

/// Shared helpers for the converter tests.
enum ConverterFixtures {
    /// The result texts of converting one line to every unit of its category.
    static func texts(_ line: String, precision: Int) throws -> [String] {
        let converter = try UnitConverter(precision: precision)
        return try converter.convert(Quantity.parse(line)).results.map(\.text)
    }

    /// The text of converting one line to a single target unit.
    static func text(_ line: String, to target: MeasurementUnit, precision: Int) throws -> String {
        let converter = try UnitConverter(precision: precision)
        let results = try converter.convert(Quantity.parse(line), to: target).results
        return results.map(\.text).joined(separator: "|")
    }

    /// How many base units one unit is, written out from the spec's definitions as Doubles,
    /// independently of the implementation, for approximate cross-checks.
    static let approximateFactors: [MeasurementUnit: Double] = [
        .kilogram: 1, .gram: 0.001, .pound: 0.45359237, .ounce: 0.45359237 / 16,
        .stone: 0.45359237 * 14,
        .metre: 1, .kilometre: 1000, .mile: 1609.344, .centimetre: 0.01, .millimetre: 0.001,
        .yard: 0.9144, .foot: 0.3048, .inch: 0.0254,
        .metresPerSecond: 1, .kilometresPerHour: 1 / 3.6, .milesPerHour: 1609.344 / 3600,
        .knot: 1852.0 / 3600,
        .gallon: 4.54609, .litre: 1, .pint: 4.54609 / 8, .fluidOunce: 4.54609 / 160,
        .millilitre: 0.001, .teaspoon: 0.005, .tablespoon: 0.015, .cup: 0.25,
        .usGallon: 3.785411784, .usPint: 3.785411784 / 8, .usCup: 3.785411784 / 16,
        .usFluidOunce: 3.785411784 / 128,
    ]

    /// An approximate temperature conversion from the textbook formulas.
    static func approximateTemperature(
        _ value: Double,
        from source: MeasurementUnit,
        to target: MeasurementUnit
    ) -> Double {
        let celsius: Double =
            switch source {
            case .fahrenheit: (value - 32) * 5 / 9
            case .kelvin: value - 273.15
            default: value
            }
        return switch target {
        case .fahrenheit: celsius * 9 / 5 + 32
        case .kelvin: celsius + 273.15
        default: celsius
        }
    }

    /// Reads a result text back as a number in pounds-aware form: "11 st 8 lb" is 11 + 8/14.
    static func number(from text: String, in unit: MeasurementUnit) -> Double? {
        guard unit == .stone else { return Double(text) }
        let words = text.split(separator: " ")
        guard words.count == 4, let stones = Double(words[0]), let pounds = Double(words[2])
        else { return nil }
        return stones + pounds / 14
    }
}
