/// One ingredient line read into quantity, unit and food, with the text kept exactly
/// (docs/manual.md#ingredients).
public struct IngredientLine: Hashable, Sendable {
    /// The line exactly as written.
    public let text: String
    /// How much the line asks for.
    let amount: IngredientAmount
    /// The unit, if the line names one.
    let unit: KitchenUnit?
    /// Where the text after the quantity starts (a character offset into ``text``).
    let quantityEnd: Int
    /// Where the text after the quantity and unit starts (a character offset into ``text``),
    /// so a scaled line keeps the cook's own words.
    let restOffset: Int
    /// The food, trimmed, with notes after a comma and words in brackets left out.
    public let food: String

    /// The text after the quantity and unit, as written.
    public var rest: Substring { text.dropFirst(restOffset) }

    /// Whether the line has a quantity that can be scaled and summed.
    public var hasQuantity: Bool {
        switch amount {
        case .exact, .range: true
        case .toTaste, .unspecified: false
        }
    }

    /// The quantity as written by a cook (`1 ½`, `2–3`, `to taste`), empty for none.
    public var quantityText: String { amount.shown }

    /// The unit's name as stored (`m:g`, `k:cup`, `n:clove`), empty for none.
    public var unitCode: String { unit?.stored ?? "" }

    /// The key foods are summed under: lower case, the last word made singular.
    public var foodKey: String { Self.key(of: food) }

    /// Lower case with a simple plural on the last word removed: `Eggs` → `egg`.
    static func key(of food: String) -> String {
        var words = food.lowercased().split(separator: " ").map(String.init)
        guard let last = words.last else { return "" }
        words[words.count - 1] = singular(last)
        return words.joined(separator: " ")
    }

    private static func singular(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.count > 4, word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") {
            return String(word.dropLast())
        }
        return word
    }
}

/// The quantity of an ingredient line, exact.
enum IngredientAmount: Hashable, Sendable {
    /// One quantity: `2`, `1 ½`, `0.5`.
    case exact(ExactFraction)
    /// A range: `2-3`, `2 to 3`.
    case range(ExactFraction, ExactFraction)
    /// "to taste": nothing to sum.
    case toTaste
    /// No quantity written: `salt`.
    case unspecified

    /// Stored form: `n/d`, `n/d..n/d`, `taste` or empty.
    var stored: String {
        switch self {
        case .exact(let value): value.stored
        case .range(let low, let high): low.stored + ".." + high.stored
        case .toTaste: "taste"
        case .unspecified: ""
        }
    }

    /// Reads the stored form back; nil for anything else.
    init?(stored: Substring) {
        if stored.isEmpty {
            self = .unspecified
        } else if stored == "taste" {
            self = .toTaste
        } else if let dot = stored.firstIndex(of: ".") {
            let high = stored[dot...].dropFirst(2)
            guard stored[dot...].hasPrefix(".."), let low = ExactFraction(stored: stored[..<dot]),
                let high = ExactFraction(stored: high)
            else { return nil }
            self = .range(low, high)
        } else {
            guard let value = ExactFraction(stored: stored) else { return nil }
            self = .exact(value)
        }
    }

    /// As a cook writes it.
    var shown: String {
        switch self {
        case .exact(let value): CookNumber.shown(value)
        case .range(let low, let high): CookNumber.shown(low) + "–" + CookNumber.shown(high)
        case .toTaste: "to taste"
        case .unspecified: ""
        }
    }

    /// The amount multiplied by `factor`; to taste and unspecified stay as they are.
    func scaled(by factor: ExactFraction) throws(ConversionError) -> IngredientAmount {
        switch self {
        case .exact(let value): .exact(try value.multiplied(by: factor))
        case .range(let low, let high):
            .range(try low.multiplied(by: factor), try high.multiplied(by: factor))
        case .toTaste, .unspecified: self
        }
    }
}

extension ExactFraction {
    /// `n/d`, or `n` for a whole number.
    var stored: String {
        denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
    }

    /// Reads ``stored`` back; nil for anything else (never a zero denominator).
    init?(stored: Substring) {
        let parts = stored.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let top = Int64(parts[0]) else { return nil }
        let bottom = parts.count == 2 ? Int64(parts[1]) : 1
        guard let bottom, bottom > 0 else { return nil }
        self.init(Int128(top), over: Int128(bottom))
    }
}
