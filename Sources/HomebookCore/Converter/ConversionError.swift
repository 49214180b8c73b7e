/// A reason a value or unit could not be read or converted, worded for a person.
public enum ConversionError: Error, Equatable, CustomStringConvertible {
    /// The unit token is not known; `nearest` is the category with the closest spelling.
    case unknownUnit(String, nearest: UnitCategory?)
    /// A value was given without a unit, e.g. just "162".
    case missingUnit(String)
    /// The value is not a number.
    case invalidNumber(String)
    /// The value has a decimal comma (`1,5`) while the decimal-comma setting is off.
    case decimalCommaOff(String)
    /// A stones-and-pounds value is malformed, e.g. "11.5 st 3 lb" or "11 st 15 lb".
    case invalidStonesAndPounds(String)
    /// The value has more integer digits than `DecimalText.maxIntegerDigits`.
    case valueTooLarge
    /// The value has more decimals than `DecimalText.maxDecimalDigits`.
    case tooManyDecimals
    /// A negative value was given for a category other than temperature.
    case negativeValue(UnitCategory)
    /// A temperature below 0 K; carries the value text as typed (normalised) and its unit.
    case belowAbsoluteZero(String, MeasurementUnit)
    /// The target unit belongs to a different category from the value's unit.
    case incompatibleUnits(from: MeasurementUnit, to: MeasurementUnit)
    /// The requested precision is not one of the supported numbers of decimals.
    case unsupportedPrecision(Int)
    /// The category name is not one of the converter's categories.
    case unknownCategory(String)
    /// The unit is known but belongs to another category than the one asked for.
    case unitNotInCategory(MeasurementUnit, UnitCategory)

    /// The message shown to a person.
    public var description: String {
        switch self {
        case let .unknownUnit(token, nearest?):
            "unknown unit '\(shown(token))': \(nearest.displayName) units are "
                + Self.list(nearest)
        case let .unknownUnit(token, nil):
            "unknown unit '\(shown(token))'; known units: "
                + UnitCategory.allCases
                .map { "\($0.displayName) (\(Self.list($0)))" }
                .joined(separator: "; ")
        case let .missingUnit(value):
            "missing unit after '\(shown(value))': expected a value and a unit, e.g. 162 lb"
        case let .invalidNumber(text):
            "not a number: '\(shown(text))'; expected a value such as 162, 0.5 or -40 "
                + "followed by a unit, e.g. 162 lb"
        case let .decimalCommaOff(text):
            "'\(shown(text))' has a decimal comma: type a point (1.5), or turn the "
                + "decimal-comma setting on"
        case let .invalidStonesAndPounds(text):
            "cannot read '\(shown(text))' as stones and pounds: expected whole stones and "
                + "fewer than 14 pounds, e.g. 11 st 8 lb"
        case .valueTooLarge:
            "value too large: at most \(DecimalText.largestWholeNumber)"
        case .tooManyDecimals:
            "too many decimals: at most \(DecimalText.maxDecimalDigits)"
        case let .negativeValue(category):
            "a \(category.displayName) cannot be negative"
        case let .belowAbsoluteZero(value, unit):
            "\(value) \(unit.symbol) is below absolute zero ("
                + Self.absoluteZero(in: unit) + " \(unit.symbol))"
        case let .incompatibleUnits(source, target):
            "cannot convert \(source.category.displayName) (\(source.symbol)) to "
                + "\(target.category.displayName) (\(target.symbol))"
        case let .unsupportedPrecision(precision):
            "unsupported precision \(precision): choose 2, 3 or 4 decimals"
        case let .unknownCategory(name):
            "unknown category '\(shown(name))': choose one of "
                + UnitCategory.allCases.map(\.rawValue).joined(separator: ", ")
        case let .unitNotInCategory(unit, category):
            "\(unit.symbol) is a \(unit.category.displayName) unit: \(category.displayName)"
                + " units are " + Self.list(category)
        }
    }

    /// Typed text echoed in a message: on one line with control characters made visible, and
    /// cut after 40 characters so a pasted page does not flood the screen.
    private func shown(_ text: String) -> String {
        let limit = 40
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return DisplayText.singleLine(cut)
    }

    /// A category's unit symbols in table order, e.g. "kg, g, oz, lb, st".
    private static func list(_ category: UnitCategory) -> String {
        category.units.map(\.symbol).joined(separator: ", ")
    }

    /// Absolute zero written in a temperature unit, from the definitions.
    private static func absoluteZero(in unit: MeasurementUnit) -> String {
        switch unit {
        case .celsius: "-273.15"
        case .fahrenheit: "-459.67"
        default: "0"
        }
    }
}
