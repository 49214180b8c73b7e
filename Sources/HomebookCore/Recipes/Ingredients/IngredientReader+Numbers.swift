/// The quantities of an ingredient line (docs/manual.md#ingredients): integers, decimals
/// with a point or a comma, fractions with a slash or a glyph, and mixed numbers.
extension IngredientReader {
    /// A quantity: `2`, `1.5`, `1,5`, `1/2`, `1 1/2`, `½`, `1½`, `1 ½`.
    static func number(_ characters: [Character], _ index: inout Int) -> ExactFraction? {
        var position = index
        guard let first = digits(characters, &position) else {
            guard position < characters.count,
                let glyph = CookNumber.value(of: characters[position])
            else { return nil }
            index = position + 1
            return glyph
        }
        var value = ExactFraction(first.value)
        if position + 1 < characters.count, ".,".contains(characters[position]),
            characters[position + 1].isASCII, characters[position + 1].isNumber
        {
            position += 1
            guard let decimals = digits(characters, &position) else { return nil }
            let scale = ExactFraction.powerOfTen(decimals.count)
            guard let part = try? ExactFraction(decimals.value, over: scale).adding(value)
            else { return nil }
            index = position
            return part
        }
        if let fraction = slashFraction(characters, &position, numerator: first.value) {
            index = position
            return fraction
        }
        // A slash and digits that do not make a fraction (too long, or over zero): no number.
        if position + 1 < characters.count, "/⁄".contains(characters[position]),
            characters[position + 1].asciiDigit != nil
        {
            return nil
        }
        // A mixed number: `1 1/2`, `1 ½`, `1½`.
        var next = position
        skipSpaces(characters, &next)
        if next < characters.count, let glyph = CookNumber.value(of: characters[next]) {
            value = (try? value.adding(glyph)) ?? value
            index = next + 1
            return value
        }
        if next > position, let top = digits(characters, &next),
            let fraction = slashFraction(characters, &next, numerator: top.value),
            let sum = try? value.adding(fraction)
        {
            index = next
            return sum
        }
        // Digits too long to read after a space: the number they follow is not a quantity.
        if next > position, next < characters.count, characters[next].asciiDigit != nil,
            digits(characters, &next) == nil
        {
            return nil
        }
        index = position
        return value
    }

    /// `/d` after a numerator (also the fraction slash `⁄`).
    private static func slashFraction(
        _ characters: [Character],
        _ index: inout Int,
        numerator: Int128
    ) -> ExactFraction? {
        guard index < characters.count, "/⁄".contains(characters[index]) else { return nil }
        var position = index + 1
        guard let bottom = digits(characters, &position), bottom.value > 0 else { return nil }
        index = position
        return ExactFraction(numerator, over: bottom.value)
    }

    /// ASCII digits (at most 9 of them, so every sum stays small), and how many; nil for none
    /// or more than 9.
    private static func digits(
        _ characters: [Character],
        _ index: inout Int
    )
        -> (value: Int128, count: Int)?
    {
        var value: Int128 = 0
        var count = 0
        var position = index
        while position < characters.count, let digit = characters[position].asciiDigit {
            // A tenth digit: too long to hold exactly, so no number at all (the line stays
            // as written) rather than its first nine digits and the rest read as words.
            guard count < 9 else { return nil }
            value = value * 10 + Int128(digit)
            count += 1
            position += 1
        }
        guard count > 0 else { return nil }
        index = position
        return (value, count)
    }
}

extension Character {
    /// 0…9 for an ASCII digit, else nil.
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
        return Int(ascii - 48)
    }
}
