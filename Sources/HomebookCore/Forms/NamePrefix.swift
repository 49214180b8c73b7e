/// Names that start with what was typed, the completions of a field whose source is a short
/// list read whole (categories, calendars).
enum NamePrefix {
    /// The names starting with `typed` (case-insensitive, spaces around ignored), at most
    /// `limit`, in the list's order.
    static func matches(_ typed: String, in names: [String], limit: Int) -> [String] {
        let prefix = typed.trimmingWhitespace().lowercased()
        return Array(names.lazy.filter { $0.lowercased().hasPrefix(prefix) }.prefix(limit))
    }
}
