/// A value with its unit as a person entered it, held exactly so it converts at any precision.
///
/// History can store `valueText` and `unit.rawValue` (or just `description`) and rebuild the
/// same quantity later with `parse(value:unit:)` (or `parse(_:)`).
public struct Quantity: Sendable, Equatable, CustomStringConvertible {
    /// The unit the value was given in.
    public let unit: MeasurementUnit
    /// The value in canonical form, e.g. "162", "-40" or "0.5" (no sign on zero, no leading or
    /// trailing zeros); for stones given with pounds it is the pair itself, e.g. "11 st 8 lb".
    public let valueText: String
    /// The exact value in `unit`.
    let amount: ExactFraction
    /// Whether the value was given as whole stones and pounds.
    let isStonesAndPounds: Bool

    /// The canonical one-line form, e.g. "162 lb", "-40 °C" or "11 st 8 lb".
    public var description: String {
        isStonesAndPounds ? valueText : "\(valueText) \(unit.symbol)"
    }

    /// The value in `unit` as a `Double`, approximate; shown text never comes from it.
    public var approximateValue: Double { amount.doubleValue }

    /// Reads a value and a unit given separately, e.g. ("162", "lb") or ("-40", "°C").
    ///
    /// With a stones unit the value may also be whole stones and pounds, e.g. "11 st 8 lb".
    ///
    /// With `decimalComma` a comma is the decimal mark (`1,5`); without it a comma is refused
    /// with a hint, never dropped (docs/manual.md#settings).
    public static func parse(
        value: String,
        unit: String,
        decimalComma: Bool = false
    ) throws(ConversionError) -> Quantity {
        let parsedUnit = try MeasurementUnit.parse(unit)
        let text = try pointed(trimmed(value), decimalComma: decimalComma)
        let hasUnitWords = text.contains { !DecimalText.isDigit($0) && !"+-. \t".contains($0) }
        // Only a value that starts like a number can be a stones-and-pounds pair; two
        // numbers alone ("11 8", as typed on the app's keypad) are stones then pounds.
        if parsedUnit == .stone, text.first.map(DecimalText.isDigit) ?? false {
            if hasUnitWords { return try parseStonesAndPounds(text) }
            let numbers = text.split(whereSeparator: DecimalText.isSpace)
            if numbers.count == 2 {
                return try parseStonesAndPounds("\(numbers[0]) st \(numbers[1]) lb")
            }
        }
        let number = try DecimalText.parse(text)
        return try validated(number.value, number.canonical, parsedUnit)
    }

    /// Reads one line such as "162 lb", "162lb", "100 °C", "-40 F", "11 st 8 lb" or "11st 8lb".
    public static func parse(
        _ line: String,
        decimalComma: Bool = false
    ) throws(ConversionError) -> Quantity {
        let text = try pointed(trimmed(line), decimalComma: decimalComma)
        let (number, rest) = splitNumber(Substring(text))
        guard number.contains(where: DecimalText.isDigit) else { throw .invalidNumber(text) }
        guard !rest.isEmpty else { throw .missingUnit(text) }
        // No unit spelling contains a digit, so a second number means stones and pounds.
        if rest.contains(where: DecimalText.isDigit) {
            return try parseStonesAndPounds(text)
        }
        let unit = try MeasurementUnit.parse(rest)
        let parsed = try DecimalText.parse(String(number))
        return try validated(parsed.value, parsed.canonical, unit)
    }

    /// Reads "A st B lb" (or "A st B"): whole stones and fewer than 14 pounds, both unsigned.
    private static func parseStonesAndPounds(_ text: String) throws(ConversionError) -> Quantity {
        let (stonesText, afterStones) = splitNumber(Substring(text))
        // "1e-5 kg" also has a second number; values are plain decimals, so an exponent is
        // a malformed number whatever the unit, not a failed stones-and-pounds pair.
        if isExponent(afterStones) { throw .invalidNumber(text) }
        let afterStonesText = Substring(afterStones)
        guard var poundsStart = afterStonesText.firstIndex(where: DecimalText.isDigit) else {
            throw .invalidStonesAndPounds(text)
        }
        // Keep a point that starts the pounds (".5 lb"); a sign there means negative pounds.
        if poundsStart > afterStonesText.startIndex {
            let before = afterStonesText.index(before: poundsStart)
            if afterStonesText[before] == "." { poundsStart = before }
        }
        let stonesToken = trimmed(afterStonesText[..<poundsStart])
        if stonesToken.hasSuffix("-") || stonesToken.hasSuffix("+") {
            throw .invalidStonesAndPounds(text)
        }
        let stonesUnit = try? MeasurementUnit.parse(stonesToken)
        guard stonesUnit == .stone else {
            // Something like "1e3 kg" is a malformed number rather than a failed pair.
            throw stonesUnit == nil ? .invalidNumber(text) : .invalidStonesAndPounds(text)
        }
        let (poundsText, poundsUnit) = splitNumber(afterStonesText[poundsStart...])
        guard poundsUnit.isEmpty || (try? MeasurementUnit.parse(poundsUnit)) == .pound,
            !stonesText.isEmpty, stonesText.allSatisfy(DecimalText.isDigit)
        else { throw .invalidStonesAndPounds(text) }

        let stones = try DecimalText.parse(String(stonesText))
        let pounds = try DecimalText.parse(String(poundsText))
        guard pounds.value.numerator < 14 * pounds.value.denominator else {
            throw .invalidStonesAndPounds(text)
        }
        let amount = try stones.value.adding(
            pounds.value.multiplied(by: ExactFraction(1, over: 14))
        )
        return Quantity(
            unit: .stone,
            valueText: "\(stones.canonical) st \(pounds.canonical) lb",
            amount: amount,
            isStonesAndPounds: true
        )
    }

    /// Builds a plain quantity after checking the sign rules of its category.
    private static func validated(
        _ amount: ExactFraction,
        _ canonical: String,
        _ unit: MeasurementUnit
    ) throws(ConversionError) -> Quantity {
        if unit.category == .temperature {
            if try UnitFactors.toKelvin(amount, from: unit).isNegative {
                throw .belowAbsoluteZero(canonical, unit)
            }
        } else if amount.isNegative {
            throw .negativeValue(unit.category)
        }
        return Quantity(unit: unit, valueText: canonical, amount: amount, isStonesAndPounds: false)
    }

    /// Splits a leading signed number (digits and points) from the trimmed rest of the text.
    private static func splitNumber(_ text: Substring) -> (number: Substring, rest: String) {
        var index = text.startIndex
        if index < text.endIndex, text[index] == "-" || text[index] == "+" {
            index = text.index(after: index)
        }
        while index < text.endIndex, DecimalText.isDigit(text[index]) || text[index] == "." {
            index = text.index(after: index)
        }
        return (text[..<index], trimmed(text[index...]))
    }

    /// Whether the text after a number starts like an exponent: "e" or "E", an optional sign,
    /// then a digit, as in the "e-5" of "1e-5 kg" (no unit spelling starts that way).
    private static func isExponent(_ rest: String) -> Bool {
        var characters = rest.makeIterator()
        guard let first = characters.next(), first == "e" || first == "E" else { return false }
        guard var next = characters.next() else { return false }
        if next == "-" || next == "+" {
            guard let afterSign = characters.next() else { return false }
            next = afterSign
        }
        return DecimalText.isDigit(next)
    }

    /// The text with its decimal commas made points when `decimalComma` is on; a comma is
    /// refused otherwise (values have no digit grouping, so a comma is always a decimal mark).
    private static func pointed(
        _ text: String,
        decimalComma: Bool
    ) throws(ConversionError) -> String {
        guard text.contains(",") else { return text }
        guard decimalComma else { throw .decimalCommaOff(text) }
        return String(text.map { $0 == "," ? "." : $0 })
    }

    /// The text without leading or trailing spaces and tabs.
    private static func trimmed(_ text: some StringProtocol) -> String {
        var rest = Substring(text).drop(while: DecimalText.isSpace)
        while let last = rest.last, DecimalText.isSpace(last) { rest = rest.dropLast() }
        return String(rest)
    }
}
