/// Completing a category typed into a filter or a form (docs/manual.md#categories), as a
/// shell completes a path: every category in use and every branch above one is a name, and
/// the rule of every completed name applies (``NameCompletion``), so `fo` in a book of
/// `food:groceries` and `food:eating out` completes to the branch `food`, never straight to
/// one of its children.
public enum CategoryCompletion {
    /// The names a filter offers for `categories` (the categories in use, sorted): each
    /// one and each branch above it, once (the first spelling), sorted.
    public static func names(_ categories: [String]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for category in categories {
            var branch = ""
            for level in CategoryPath.levels(category) {
                branch += branch.isEmpty ? String(level) : String(CategoryPath.separator) + level
                if seen.insert(CategoryPath.key(branch)).inserted { names.append(branch) }
            }
        }
        // A branch sorts before its children: `food` < `food:…`.
        return names.sorted { CategoryPath.key($0) < CategoryPath.key($1) }
    }

    /// The names starting with `text` (spaces around it ignored, A–Z in any case).
    public static func matches(_ text: String, in names: [String]) -> [String] {
        NameCompletion.matches(text, in: names)
    }

    /// What Tab makes of `text`: ``NameCompletion/complete(_:in:)`` over ``names(_:)``,
    /// so a branch shared by the matches is as far as Tab goes.
    public static func complete(_ text: String, in names: [String]) -> String? {
        NameCompletion.complete(text, in: names)
    }

    /// The category a list filters by while `text` is typed: the name it spells (any
    /// case), else what Tab completes it to when that is a name, else the first name it
    /// begins, else `text` itself (which matches nothing, and the hint says so).
    public static func shown(for text: String, in names: [String]) -> String {
        let typed = text.trimmingWhitespace()
        let key = CategoryPath.key(typed)
        if let exact = names.first(where: { CategoryPath.key($0) == key }) { return exact }
        if let completed = complete(typed, in: names),
            let named = names.first(where: { CategoryPath.key($0) == CategoryPath.key(completed) })
        {
            return named
        }
        return matches(typed, in: names).first ?? typed
    }
}
