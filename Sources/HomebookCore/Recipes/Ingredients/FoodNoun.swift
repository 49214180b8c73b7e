/// A counted food put in the number its scaled quantity needs: `1 onion` for 4 instead of 2
/// is `2 onions`, `3 eggs` for 1 instead of 3 is `1 egg` (docs/manual.md#servings-and-scaling).
///
/// Only a food counted without a unit changes, and only its last word, in English: the
/// regular endings, a few irregular nouns (leaf → leaves, tomato → tomatoes), and foods that
/// stay as they are (garlic, rice). A food of more than three words, or with anything but
/// letters, spaces and hyphens, is rarely one counted thing (`1 large onion or 2 shallots`)
/// and is left as written, as is a food its line does not spell out in one piece.
enum FoodNoun {
    /// `text`, the words after a scaled quantity, with `food`'s last word made plural or
    /// singular as `plural` says; unchanged when that word already agrees, or when the
    /// food is not one simple noun phrase found in `text`.
    static func agreeing(_ text: Substring, food: String, plural: Bool) -> String {
        let words = food.split(separator: " ")
        guard (1...3).contains(words.count), let head = words.last,
            food.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }),
            let end = wordEnd(of: food, in: text)
        else { return String(text) }
        let start = text.index(end, offsetBy: -head.count)
        let word = String(text[start..<end])
        let agreed: String
        if plural {
            agreed = isPlural(word) ? word : self.plural(of: word)
        } else {
            agreed = isPlural(word) ? singular(of: word) : word
        }
        return String(text[..<start]) + agreed + String(text[end...])
    }

    /// Where `food` first ends in `text` as whole words, or nil when it is not there.
    private static func wordEnd(of food: String, in text: Substring) -> Substring.Index? {
        var start = text.startIndex
        while let found = text[start...].firstRange(of: food) {
            let before =
                found.lowerBound == text.startIndex
                ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                return found.upperBound
            }
            start = text.index(after: found.lowerBound)
        }
        return nil
    }

    /// Foods that keep one form whatever the count.
    private static let invariable: Set<String> = [
        "asparagus", "bacon", "basil", "beef", "bread", "broccoli", "butter", "celery",
        "cheese", "chocolate", "cilantro", "cinnamon", "cod", "coriander", "couscous", "cream",
        "dill", "fish", "flour", "garlic", "ginger", "ham", "honey", "hummus", "lamb", "meat",
        "milk", "mint", "molasses", "mozzarella", "oil", "oregano", "parmesan", "parsley",
        "pasta", "pork", "quinoa", "rice", "rosemary", "salmon", "salt", "spinach", "sugar",
        "thyme", "tofu", "tuna", "water", "yeast", "yoghurt", "yogurt",
    ]

    /// Singular to plural where the endings do not say it (or, for "-ie", do not say it
    /// backwards: cookies are not cookys).
    private static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives",
        "tomato": "tomatoes", "potato": "potatoes", "mango": "mangoes",
        "cookie": "cookies", "brownie": "brownies", "veggie": "veggies", "smoothie": "smoothies",
    ]

    /// Plural to singular, the table read backwards.
    private static let irregularSingular = Dictionary(
        uniqueKeysWithValues: irregular.map { ($1, $0) }
    )

    /// Whether `word` reads as a plural (or is a food that keeps one form).
    static func isPlural(_ word: String) -> Bool {
        let lower = word.lowercased()
        if invariable.contains(lower) || irregularSingular[lower] != nil { return true }
        if irregular[lower] != nil { return false }
        return lower.count > 2 && lower.hasSuffix("s") && !lower.hasSuffix("ss")
            && !lower.hasSuffix("us")
    }

    /// The plural of a singular noun: `onion` → `onions`, `berry` → `berries`,
    /// `peach` → `peaches`, `leaf` → `leaves`.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if invariable.contains(lower) { return word }
        if let plural = irregular[lower] { return keepingCase(of: word, plural) }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            return word + "es"
        }
        return word + "s"
    }

    /// The singular of a plural noun: `onions` → `onion`, `berries` → `berry`,
    /// `peaches` → `peach`, `leaves` → `leaf`.
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if invariable.contains(lower) { return word }
        if let singular = irregularSingular[lower] { return keepingCase(of: word, singular) }
        if lower.count > 4, lower.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if ["ches", "shes", "sses", "xes", "zes"].contains(where: { lower.hasSuffix($0) }) {
            return String(word.dropLast(2))
        }
        return lower.hasSuffix("s") ? String(word.dropLast()) : word
    }

    /// `replacement` with `word`'s first letter in upper case if it had one.
    private static func keepingCase(of word: String, _ replacement: String) -> String {
        guard let first = word.first, first.isUppercase else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
}
