/// Completing a name typed into a field from the names its source offers
/// (docs/manual.md#forms), as a shell completes: a name matches when it starts with what was
/// typed, A–Z in any case (the store's rule, as SQLite's `NOCASE` and `LIKE` fold), and Tab
/// adds what every match shares, so `pa` among `Pancakes` and `Pan pizza` becomes `Pan`, never
/// straight to one of them. Categories add their branches to the names first
/// (``CategoryCompletion``).
public enum NameCompletion {
    /// The names starting with `typed` (spaces around it ignored), at most `limit`, in the
    /// list's order.
    public static func matches(_ typed: String, in names: [String], limit: Int = .max) -> [String] {
        let prefix = CategoryPath.key(typed.trimmingWhitespace())
        return Array(names.lazy.filter { CategoryPath.key($0).hasPrefix(prefix) }.prefix(limit))
    }

    /// What Tab makes of `text`: the longest beginning every match shares (spelled as the
    /// first match is), when it says more than `text`; nil when nothing starts so, when
    /// `text` is empty, or when the matches share nothing more (it is a whole name, or they
    /// part there).
    public static func complete(_ text: String, in names: [String]) -> String? {
        let typed = text.trimmingWhitespace()
        let found = matches(typed, in: names)
        guard !typed.isEmpty, let first = found.first else { return nil }
        var common = Array(first)
        var key = Array(CategoryPath.key(first))
        for name in found.dropFirst() {
            let other = Array(CategoryPath.key(name))
            var length = 0
            while length < min(key.count, other.count), key[length] == other[length] {
                length += 1
            }
            common = Array(common.prefix(length))
            key = Array(key.prefix(length))
        }
        let completed = String(common)
        // Measured against the text with its trailing spaces: `Pan ` completed to `Pan `
        // (the matches share the space) adds nothing, and Tab moves on.
        let written = text.drop { $0.isWhitespace }
        return completed.count > written.count ? completed : nil
    }
}
