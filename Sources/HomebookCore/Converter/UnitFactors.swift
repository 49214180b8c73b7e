/// The exact definitions behind every conversion.
///
/// Linear categories convert through a base unit (kilogram, metre, metre per hour, millilitre)
/// by exact factors taken straight from the definitions: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb,
/// 1 st = 14 lb, 1 in = 0.0254 m, 1 ft = 12 in, 1 yd = 0.9144 m, 1 mi = 1609.344 m,
/// 1 kn = 1852 m/h, 1 UK gal = 4.54609 l, 1 UK pt = 1/8 gal, 1 UK fl oz = 1/160 gal;
/// tsp = 5 ml, tbsp = 15 ml, cup = 250 ml; 1 US gal = 3.785411784 l, 1 US pt = 1/8 US gal,
/// 1 US cup = 1/16 US gal, 1 US fl oz = 1/128 US gal.
/// Temperature is affine and converts through kelvin: K = C + 273.15, F = C × 9/5 + 32.
enum UnitFactors {
    /// How many base units one `unit` is; nil for temperatures, which are not linear.
    static func baseUnits(per unit: MeasurementUnit) -> ExactFraction? {
        switch unit {
        // Weight, base kilogram.
        case .kilogram: ExactFraction(1)
        case .gram: ExactFraction(1, over: 1_000)
        case .pound: ExactFraction(45_359_237, over: 100_000_000)
        case .ounce: ExactFraction(45_359_237, over: 16 * 100_000_000)
        case .stone: ExactFraction(14 * 45_359_237, over: 100_000_000)
        // Length, base metre.
        case .metre: ExactFraction(1)
        case .kilometre: ExactFraction(1_000)
        case .mile: ExactFraction(1_609_344, over: 1_000)
        case .centimetre: ExactFraction(1, over: 100)
        case .millimetre: ExactFraction(1, over: 1_000)
        case .yard: ExactFraction(9_144, over: 10_000)
        case .foot: ExactFraction(12 * 254, over: 10_000)
        case .inch: ExactFraction(254, over: 10_000)
        // Speed, base metre per hour, so that the knot (1852 m/h) is a whole number.
        case .metresPerSecond: ExactFraction(3_600)
        case .kilometresPerHour: ExactFraction(1_000)
        case .milesPerHour: ExactFraction(1_609_344, over: 1_000)
        case .knot: ExactFraction(1_852)
        // Liquid volume, base millilitre; gal, pt and floz are the UK ones.
        case .gallon: ExactFraction(454_609, over: 100)
        case .litre: ExactFraction(1_000)
        case .pint: ExactFraction(454_609, over: 8 * 100)
        case .fluidOunce: ExactFraction(454_609, over: 160 * 100)
        case .millilitre: ExactFraction(1)
        case .teaspoon: ExactFraction(5)
        case .tablespoon: ExactFraction(15)
        case .cup: ExactFraction(250)
        case .usGallon: ExactFraction(3_785_411_784, over: 1_000_000)
        case .usPint: ExactFraction(3_785_411_784, over: 8 * 1_000_000)
        case .usCup: ExactFraction(3_785_411_784, over: 16 * 1_000_000)
        case .usFluidOunce: ExactFraction(3_785_411_784, over: 128 * 1_000_000)
        case .celsius, .fahrenheit, .kelvin: nil
        }
    }

    /// Converts an exact value between two units of the same category.
    static func convert(
        _ value: ExactFraction,
        from source: MeasurementUnit,
        to target: MeasurementUnit
    ) throws(ConversionError) -> ExactFraction {
        if source == target { return value }
        if let sourceFactor = baseUnits(per: source), let targetFactor = baseUnits(per: target) {
            // Combine the factors first: their ratio is small and reduced, which keeps the
            // product with the (possibly large) value as small as it can be.
            let factor = try sourceFactor.divided(by: targetFactor)
            return try value.multiplied(by: factor)
        }
        return try fromKelvin(try toKelvin(value, from: source), to: target)
    }

    /// 273.15, the offset between kelvin and degrees Celsius.
    private static let celsiusOffset = ExactFraction(27_315, over: 100)
    /// 459.67, the offset between kelvin × 9/5 and degrees Fahrenheit.
    private static let fahrenheitOffset = ExactFraction(45_967, over: 100)
    /// 5/9, the size of a Fahrenheit degree in kelvin.
    private static let fahrenheitDegree = ExactFraction(5, over: 9)

    /// A temperature in kelvin.
    static func toKelvin(
        _ value: ExactFraction,
        from unit: MeasurementUnit
    ) throws(ConversionError) -> ExactFraction {
        switch unit {
        case .celsius: try value.adding(celsiusOffset)
        case .fahrenheit: try value.adding(fahrenheitOffset).multiplied(by: fahrenheitDegree)
        default: value
        }
    }

    /// A temperature in kelvin expressed in `unit`.
    static func fromKelvin(
        _ kelvin: ExactFraction,
        to unit: MeasurementUnit
    ) throws(ConversionError) -> ExactFraction {
        switch unit {
        case .celsius: try kelvin.subtracting(celsiusOffset)
        case .fahrenheit: try kelvin.divided(by: fahrenheitDegree).subtracting(fahrenheitOffset)
        default: kelvin
        }
    }
}
