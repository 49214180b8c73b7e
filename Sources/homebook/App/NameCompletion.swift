import HomebookCore

/// Completion of a name from a form field's list (a category, the Planner's calendars and
/// recipes): by prefix, ignoring case. The Budget filter's categories complete through the
/// core's ``CategoryCompletion``, as a shell does.
enum NameCompletion {
    /// The names that start with `text`.
    static func matches(_ text: String, from names: [String]) -> [String] {
        let prefix = text.trimmingWhitespace().lowercased()
        return names.filter { $0.lowercased().hasPrefix(prefix) }
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
