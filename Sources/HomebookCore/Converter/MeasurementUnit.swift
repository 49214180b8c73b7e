/// A unit the converter understands, identified by its canonical symbol.
///
/// The cases are declared in the order results are listed, so `allCases` filtered by category
/// gives each category's units in display order. Plain gal, pt and floz are the imperial (UK)
/// ones; the US liquid measures have their own units, and tsp, tbsp and cup are metric.
public enum MeasurementUnit: String, CaseIterable, Sendable {
    /// The kilogram.
    case kilogram = "kg"
    /// The gram.
    case gram = "g"
    /// The avoirdupois ounce, 1/16 lb (a weight, not the fluid ounce).
    case ounce = "oz"
    /// The pound, exactly 0.45359237 kg.
    case pound = "lb"
    /// The stone, 14 lb, shown as stones and pounds.
    case stone = "st"
    /// The degree Celsius.
    case celsius = "C"
    /// The degree Fahrenheit.
    case fahrenheit = "F"
    /// The kelvin.
    case kelvin = "K"
    /// The metre.
    case metre = "m"
    /// The kilometre.
    case kilometre = "km"
    /// The mile, exactly 1609.344 m.
    case mile = "mi"
    /// The centimetre.
    case centimetre = "cm"
    /// The millimetre.
    case millimetre = "mm"
    /// The yard, exactly 0.9144 m.
    case yard = "yd"
    /// The foot, 12 in, exactly 0.3048 m.
    case foot = "ft"
    /// The inch, exactly 0.0254 m.
    case inch = "in"
    /// Metres per second.
    case metresPerSecond = "m/s"
    /// Kilometres per hour.
    case kilometresPerHour = "km/h"
    /// Miles per hour.
    case milesPerHour = "mph"
    /// The knot, exactly 1852 m per hour.
    case knot = "kn"
    /// The UK gallon, exactly 4.54609 l.
    case gallon = "gal"
    /// The litre.
    case litre = "l"
    /// The UK pint, 1/8 UK gallon.
    case pint = "pt"
    /// The UK fluid ounce, 1/160 UK gallon.
    case fluidOunce = "floz"
    /// The millilitre.
    case millilitre = "ml"
    /// The metric teaspoon, 5 ml.
    case teaspoon = "tsp"
    /// The metric tablespoon, 15 ml.
    case tablespoon = "tbsp"
    /// The metric cup, 250 ml.
    case cup = "cup"
    /// The US liquid gallon, exactly 3.785411784 l.
    case usGallon = "usgal"
    /// The US liquid pint, 1/8 US gallon.
    case usPint = "uspt"
    /// The US cup, 1/16 US gallon.
    case usCup = "uscup"
    /// The US fluid ounce, 1/128 US gallon.
    case usFluidOunce = "usfloz"

    /// The category this unit measures.
    public var category: UnitCategory {
        switch self {
        case .kilogram, .gram, .ounce, .pound, .stone: .weight
        case .celsius, .fahrenheit, .kelvin: .temperature
        case .metre, .kilometre, .mile, .centimetre, .millimetre, .yard, .foot, .inch: .length
        case .metresPerSecond, .kilometresPerHour, .milesPerHour, .knot: .speed
        case .gallon, .litre, .pint, .fluidOunce, .millilitre, .teaspoon, .tablespoon, .cup,
            .usGallon, .usPint, .usCup, .usFluidOunce:
            .volume
        }
    }

    /// The symbol shown to a person: "°C" and "°F" for Celsius and Fahrenheit, "fl oz" for the
    /// fluid ounce, "US gal" and the like for US measures, otherwise the canonical symbol;
    /// every symbol is also accepted by `parse`.
    public var symbol: String {
        switch self {
        case .celsius: "°C"
        case .fahrenheit: "°F"
        case .fluidOunce: "fl oz"
        case .usGallon: "US gal"
        case .usPint: "US pt"
        case .usCup: "US cup"
        case .usFluidOunce: "US fl oz"
        default: rawValue
        }
    }

    /// Reads a unit token, ignoring case and surrounding spaces, e.g. "KG", "pounds", "fl oz".
    ///
    /// An unknown token throws `ConversionError.unknownUnit` naming the category whose
    /// spellings are nearest to it, or no category when none is close.
    public static func parse(_ token: String) throws(ConversionError) -> MeasurementUnit {
        let key = UnitSpellings.normalise(token)
        if let unit = UnitSpellings.table[key] {
            return unit
        }
        throw .unknownUnit(token, nearest: UnitSpellings.nearestCategory(to: key))
    }
}
