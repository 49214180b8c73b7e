/// Kitchen quantities shown as cooks write them: `1 ½`, `⅓`, `2.5` (docs/manual.md#ingredients).
enum CookNumber {
    /// The vulgar fractions a cook writes, by (numerator, denominator).
    static let vulgar: [(Int128, Int128, Character)] = [
        (1, 2, "½"), (1, 3, "⅓"), (2, 3, "⅔"), (1, 4, "¼"), (3, 4, "¾"), (1, 5, "⅕"),
        (2, 5, "⅖"), (3, 5, "⅗"), (4, 5, "⅘"), (1, 6, "⅙"), (5, 6, "⅚"), (1, 8, "⅛"),
        (3, 8, "⅜"), (5, 8, "⅝"), (7, 8, "⅞"),
    ]

    /// The value of a vulgar fraction character, or nil.
    static func value(of character: Character) -> ExactFraction? {
        vulgar.first { $0.2 == character }.map { ExactFraction($0.0, over: $0.1) }
    }

    /// A whole number, a whole number and a vulgar fraction (`1 ½`), or, when the fraction
    /// has no such character, a decimal with at most two places (`0.42`).
    static func shown(_ value: ExactFraction) -> String {
        let whole = value.floor
        let part = (try? value.subtracting(ExactFraction(whole))) ?? ExactFraction(0)
        if part.numerator == 0 { return String(whole) }
        if let glyph = vulgar.first(where: {
            $0.0 == part.numerator && $0.1 == part.denominator
        })?.2 {
            return whole == 0 ? String(glyph) : "\(whole) \(glyph)"
        }
        return decimal(value, places: 2)
    }

    /// The value rounded half away from zero to at most `places` decimals, trailing zeros
    /// dropped: `1.2`, `250`, `0.05`.
    static func decimal(_ value: ExactFraction, places: Int) -> String {
        guard let scaled = try? value.roundedScaled(decimals: places) else {
            return String(value.floor)
        }
        let sign = scaled < 0 ? "-" : ""
        let digits = String(scaled.magnitude)
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let integer = padded.dropLast(places)
        var fraction = padded.suffix(places)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction)
    }
}
