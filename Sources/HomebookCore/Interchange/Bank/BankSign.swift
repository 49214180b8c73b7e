/// A statement's direction given in a column of its own (`Transaction Type` = debit or
/// credit), with the amount column holding only the size: `sign=COLUMN` in `--map`, or
/// `sign=COLUMN:OUT/IN` with the words of each side (`|` between several).
public struct BankSign: Equatable, Sendable, CustomStringConvertible {
    /// The column that holds the word.
    public var column: BankColumn
    /// Words (lower case) that mark money out: the row is an expense.
    public var outWords: [String]
    /// Words (lower case) that mark money in: the row is an income.
    public var inWords: [String]

    /// The words Mint and many banks write: `debit` out, `credit` in.
    static let defaultOut = ["debit"]
    static let defaultIn = ["credit"]

    /// Reads `COLUMN` or `COLUMN:OUT/IN` (the words after the last `:`, when a `/` follows
    /// it); nil when a part is empty or a word is on both sides.
    init?(_ text: Substring) {
        var columnText = text
        var outWords = Self.defaultOut
        var inWords = Self.defaultIn
        if let colon = text.lastIndex(of: ":"), text[colon...].contains("/") {
            columnText = text[..<colon]
            let sides = text[text.index(after: colon)...].split(
                separator: "/",
                maxSplits: 1,
                omittingEmptySubsequences: false
            )
            let words = sides.map { side in
                side.split(separator: "|", omittingEmptySubsequences: false).map {
                    $0.trimmingWhitespace().lowercased()
                }
            }
            guard words.count == 2, !words.joined().contains(""),
                Set(words[0]).isDisjoint(with: words[1])
            else { return nil }
            outWords = words[0]
            inWords = words[1]
        }
        guard let column = BankColumn(String(columnText)) else { return nil }
        self.column = column
        self.outWords = outWords
        self.inWords = inWords
    }

    /// Whether the word in `field` marks money out (true), in (false), or neither (nil).
    /// Compared trimmed and ignoring letter case.
    func isOut(_ field: String) -> Bool? {
        let word = field.trimmingWhitespace().lowercased()
        if outWords.contains(word) { return true }
        if inWords.contains(word) { return false }
        return nil
    }

    /// The text that reads back as this sign (the words only when not the default).
    public var description: String {
        guard outWords != Self.defaultOut || inWords != Self.defaultIn else {
            return column.description
        }
        return column.description + ":" + outWords.joined(separator: "|") + "/"
            + inWords.joined(separator: "|")
    }
}
