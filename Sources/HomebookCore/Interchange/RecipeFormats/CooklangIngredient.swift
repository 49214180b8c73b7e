/// One ingredient line written as Cooklang, so that other Cooklang apps can scale and sum
/// it: `2 tsp olive oil` becomes `@olive oil{2%tsp}`; homebook reads every form back to
/// the exact line.
enum CooklangIngredient {
    /// How an empty line of an ingredient list is written: a comment other apps skip.
    static let blankLine = "[- -]"

    /// The units written after a quantity that become the reference's unit.
    private static let units: Set<String> = [
        "g", "gram", "grams", "kg", "mg", "ml", "l", "cl", "dl", "litre", "litres", "liter",
        "liters", "tsp", "teaspoon", "teaspoons", "tbsp", "tablespoon", "tablespoons", "cup",
        "cups", "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds", "pinch", "pinches",
        "clove", "cloves", "slice", "slices", "can", "cans", "sprig", "sprigs", "bunch",
        "handful", "stick", "sticks", "pint", "pints", "quart", "quarts",
    ]

    /// The Cooklang for `line`: a reference with its quantity and unit when the line is
    /// `quantity [unit] name`, else a reference holding the whole line as its name.
    static func written(_ line: String) -> String {
        if line.isEmpty { return blankLine }
        if let (amount, name) = split(line) {
            return "@\(CooklangLine.escaped(name, inName: true)){\(amount)}"
        }
        return "@\(CooklangLine.escaped(line, inName: true)){}"
    }

    /// `quantity%unit` (or `quantity`) and the name, when writing them as a reference reads
    /// back as exactly `line`; else nil.
    private static func split(_ line: String) -> (amount: String, name: String)? {
        var words = line.split(separator: " ", omittingEmptySubsequences: false)[...]
        guard let first = words.first, isNumber(first) else { return nil }
        var quantity = String(first)
        words = words.dropFirst()
        // A mixed number: `1 1/2`.
        if let next = words.first, next.contains("/"), isNumber(next) {
            quantity += " " + next
            words = words.dropFirst()
        }
        var amount = quantity
        if words.count > 1, let unit = words.first, units.contains(unit.lowercased()) {
            amount += "%" + unit
            words = words.dropFirst()
        }
        let name = words.joined(separator: " ")
        // The reader trims the name and joins with one space: only such lines come back.
        guard !name.isEmpty, name.trimmingWhitespace() == name, !words.contains(where: \.isEmpty)
        else { return nil }
        return (amount, name)
    }

    /// Whether `word` is a plain quantity: digits, with one `.`, `,` or `/` between digits.
    private static func isNumber(_ word: Substring) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { part in
            let pieces = part.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
            return pieces.count <= 2
                && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        }
    }
}
