/// The `undo --list --json` shape (docs/manual.md#json).
extension UndoEntry {
    /// `{"id", "change", "undone", "madeAt"}`: `madeAt` in UTC, ISO 8601.
    public var json: JSONValue {
        .object([
            ("id", .integer(id)),
            ("change", .string(description)),
            ("undone", .bool(isUndone)),
            ("madeAt", .string(createdAt)),
        ])
    }
}
