/// Reads ingredient lines into quantity, unit and food (docs/manual.md#ingredients).
///
/// A line is `[quantity] [unit] food`: the quantity an integer, a decimal with a point or a
/// comma, a fraction (`1/2`, `1 1/2`, `½`, `1½`) or a range of two (`2-3`, `2 to 3`); the
/// unit one of ``KitchenVocabulary``, with or without a space (`200g`); "to taste" or no
/// quantity at all are kept as such. A heading (`For the sauce:`) or a line with a quantity
/// and nothing else is not read: it stays text.
public enum IngredientReader {
    /// Each non-empty line of `ingredients`, read; nil where a line stays text.
    public static func read(_ ingredients: String) -> [IngredientLine?] {
        ingredients.split(whereSeparator: \.isNewline).compactMap { line in
            let text = String(line)
            guard !text.trimmingWhitespace().isEmpty else { return nil }
            return .some(read(line: text))
        }
    }

    /// One line read, or nil when it stays text.
    public static func read(line text: String) -> IngredientLine? {
        let characters = Array(text)
        var index = 0
        skipSpaces(characters, &index)
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix(":") || trimmed.isEmpty { return nil }
        var amount = IngredientAmount.unspecified
        var unit: KitchenUnit?
        var quantityEnd = index
        if let low = number(characters, &index) {
            amount = .exact(low)
            var probe = index
            skipSpaces(characters, &probe)
            if rangeSeparator(characters, &probe) {
                skipSpaces(characters, &probe)
                if let high = number(characters, &probe) {
                    amount = .range(low, high)
                    index = probe
                }
            }
            quantityEnd = index
            // `200g`: a unit may follow the number without a space.
            var unitStart = index
            skipSpaces(characters, &unitStart)
            if let (found, end) = unitAfterQuantity(characters, from: unitStart) {
                unit = found
                index = end
            }
        } else if let (found, end) = leadingUnit(characters, from: index) {
            // "a pinch of salt", "pinch of salt": one of the unit.
            amount = .exact(ExactFraction(1))
            unit = found
            index = end
        }
        let rest = String(characters[index...])
        var food = Self.food(rest)
        if case .unspecified = amount, rest.lowercased().contains("to taste") {
            amount = .toTaste
        }
        if food.lowercased().hasSuffix("to taste") {
            food = String(food.dropLast("to taste".count)).trimmingWhitespace()
            while food.hasSuffix(",") || food.hasSuffix(" and") || food.hasSuffix(" or") {
                food = String(food.dropLast(food.hasSuffix(",") ? 1 : 3)).trimmingWhitespace()
            }
            if case .unspecified = amount { amount = .toTaste }
        }
        // "3 garlic cloves": a counted unit written after the food.
        if unit == nil, amount != .unspecified, amount != .toTaste,
            let space = food.lastIndex(of: " "),
            case .count(let name)? = KitchenVocabulary.table[
                food[food.index(after: space)...].lowercased()
            ],
            trailingUnits.contains(name)
        {
            unit = .count(name)
            food = String(food[..<space])
        }
        guard !food.isEmpty else { return nil }
        return IngredientLine(
            text: text,
            amount: amount,
            unit: unit,
            quantityEnd: quantityEnd,
            restOffset: index,
            food: food
        )
    }

    /// Counted units a cook writes after the food ("garlic cloves", "celery stalks"); not
    /// "bay leaves" or "cinnamon stick", where the word is the food itself.
    private static let trailingUnits: Set<String> = ["clove", "sprig", "stalk", "head", "bunch"]

    /// Words that say how big a unit is, read past before it: "2 large cloves".
    private static let sizeWords: Set<String> = [
        "small", "medium", "large", "heaped", "heaping", "level", "scant", "generous", "good",
        "big", "rounded",
    ]

    /// The unit after a quantity, and where it ends: a unit word (`cups`, `g`), one after a
    /// size word (`large cloves`), or a container after its size (`(15 ounce) can`,
    /// `14-ounce can`, `400g can`).
    private static func unitAfterQuantity(
        _ characters: [Character],
        from start: Int
    )
        -> (KitchenUnit, Int)?
    {
        if let found = unitWord(characters, from: start) {
            // `400g can`: the measure is the size of the counted container.
            var after = found.1
            skipSpaces(characters, &after)
            if case .measure = found.0, let container = unitWord(characters, from: after),
                case .count = container.0
            {
                return container
            }
            return found
        }
        var position = start
        while position < characters.count, characters[position].isLetter { position += 1 }
        if position > start, sizeWords.contains(String(characters[start..<position]).lowercased()) {
            skipSpaces(characters, &position)
            return unitWord(characters, from: position)
        }
        position = start
        if position < characters.count, characters[position] == "(",
            let close = characters[position...].firstIndex(of: ")")
        {
            position = close + 1
        } else if number(characters, &position) != nil {
            if position < characters.count, characters[position] == "-" { position += 1 }
            skipSpaces(characters, &position)
            guard let measure = unitWord(characters, from: position), case .measure = measure.0
            else { return nil }
            position = measure.1
        } else {
            return nil
        }
        skipSpaces(characters, &position)
        guard let container = unitWord(characters, from: position), case .count = container.0
        else { return nil }
        return container
    }

    /// A unit that starts the line without a number: `a pinch of`, `an onion`'s article is
    /// not enough; `pinch of salt` and `handful basil` are one of a counted unit.
    private static func leadingUnit(
        _ characters: [Character],
        from start: Int
    )
        -> (KitchenUnit, Int)?
    {
        if let next = article(characters, start) { return unitWord(characters, from: next) }
        guard let found = unitWord(characters, from: start), case .count = found.0,
            found.1 < characters.count
        else { return nil }
        return found
    }

    /// The food in the text after the unit: a leading "of" dropped, words in brackets and
    /// anything after the first comma left out, white space made single spaces.
    static func food(_ rest: String) -> String {
        var text = rest.trimmingWhitespace()
        var plain = ""
        var depth = 0
        for character in text {
            if character == "(" {
                depth += 1
            } else if character == ")", depth > 0 {
                depth -= 1
            } else if depth == 0 {
                plain.append(character)
            }
        }
        text =
            plain.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            .first.map(String.init) ?? ""
        var words = text.split(whereSeparator: \.isWhitespace)
        if words.count > 1, words[0].lowercased() == "of" { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// Moves `index` past spaces and tabs.
    static func skipSpaces(_ characters: [Character], _ index: inout Int) {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" {
            index += 1
        }
    }

    /// `-`, `–`, `—` or the word `to` / `or` between two quantities.
    private static func rangeSeparator(_ characters: [Character], _ index: inout Int) -> Bool {
        guard index < characters.count else { return false }
        if "-–—".contains(characters[index]) {
            index += 1
            return true
        }
        for word in ["to", "or"] where matchesWord(characters, index, word) {
            index += word.count
            return true
        }
        return false
    }

    private static func matchesWord(
        _ characters: [Character],
        _ index: Int,
        _ word: String
    )
        -> Bool
    {
        let end = index + word.count
        guard end < characters.count, characters[end] == " " else { return false }
        return String(characters[index..<end]).lowercased() == word
    }

    /// Words that stand for one of the unit after them: `a pinch`, `an ounce`, `one cup`.
    static let quantityWords = ["a", "an", "one"]

    /// After `a `, `an ` or `one `, the index of the next word.
    private static func article(_ characters: [Character], _ index: Int) -> Int? {
        for word in quantityWords where matchesWord(characters, index, word) {
            var next = index + word.count
            skipSpaces(characters, &next)
            return next
        }
        return nil
    }

    /// The longest unit spelling starting at `start` that ends a word; its unit and end.
    private static func unitWord(
        _ characters: [Character],
        from start: Int
    )
        -> (KitchenUnit, Int)?
    {
        var ends: [Int] = []
        var position = start
        while position < characters.count, ends.count < KitchenVocabulary.longestSpelling {
            while position < characters.count,
                characters[position].isLetter
                    || characters[position] == "."
            {
                position += 1
            }
            guard position > start else { return nil }
            ends.append(position)
            guard position < characters.count, characters[position] == " " else { break }
            position += 1
        }
        for end in ends.reversed() {
            var key = String(characters[start..<end]).lowercased()
            while key.hasSuffix(".") { key.removeLast() }
            if let unit = KitchenVocabulary.table[key] {
                // A unit must be followed by a space, a bracket, punctuation or the end.
                if end < characters.count, characters[end].isLetter || characters[end].isNumber {
                    continue
                }
                return (unit, end)
            }
        }
        return nil
    }
}
