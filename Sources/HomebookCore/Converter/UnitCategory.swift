/// A kind of quantity the converter knows, such as weight or temperature.
public enum UnitCategory: String, CaseIterable, Sendable {
    /// Mass, in metric and imperial units.
    case weight
    /// Temperature, on the Celsius, Fahrenheit and kelvin scales.
    case temperature
    /// Length and distance.
    case length
    /// Speed.
    case speed
    /// Liquid volume, in metric, UK imperial, kitchen and US units.
    case volume

    /// The name shown to a person, e.g. "liquid volume".
    public var displayName: String {
        switch self {
        case .weight: "weight"
        case .temperature: "temperature"
        case .length: "length"
        case .speed: "speed"
        // Only liquid measures are supported, so say so rather than plain "volume".
        case .volume: "liquid volume"
        }
    }

    /// The units of this category in the order results are listed.
    public var units: [MeasurementUnit] {
        MeasurementUnit.allCases.filter { $0.category == self }
    }

    /// Reads a category name as typed: the stored name ("volume") or the shown one ("liquid
    /// volume"), ignoring case, surrounding spaces, and hyphens or underscores between words.
    public static func parse(_ text: String) throws(ConversionError) -> UnitCategory {
        let words = text.lowercased().split(whereSeparator: { " \t-_".contains($0) })
        let key = words.joined(separator: " ")
        guard let category = allCases.first(where: { $0.rawValue == key || $0.displayName == key })
        else { throw .unknownCategory(text) }
        return category
    }
}
