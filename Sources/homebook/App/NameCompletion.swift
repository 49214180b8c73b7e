import HomebookCore

/// Completion of a name from a list (the Budget's categories in use, the Planner's calendars
/// and recipes): by prefix, ignoring case.
enum NameCompletion {
    /// The names that start with `text`.
    static func matches(_ text: String, from names: [String]) -> [String] {
        let prefix = text.trimmingWhitespace().lowercased()
        return names.filter { $0.lowercased().hasPrefix(prefix) }
    }

    /// The name a list shows while `text` is typed: `text` itself when it is one of the
    /// names, else the first one it begins (what Tab completes to), else `text` (which then
    /// matches nothing, and the hint says so).
    static func shown(for text: String, from names: [String]) -> String {
        let trimmed = text.trimmingWhitespace()
        if names.contains(trimmed) { return trimmed }
        return matches(trimmed, from: names).first ?? trimmed
    }

    /// The first name starting with `text` when it says more than `text`, else nil.
    static func complete(_ text: String, from names: [String]) -> String? {
        guard !text.trimmingWhitespace().isEmpty,
            let first = matches(text, from: names).first,
            first != text.trimmingWhitespace()
        else { return nil }
        return first
    }
}
