/// The interactive edit convention, decided once (docs/manual.md#input-rules).
public enum EditAnswer {
    /// An answer to "new value?": empty keeps (nil), a single `-` clears (`""`), anything
    /// else is the new value as typed.
    public static func parse(_ text: String) -> String? {
        switch text.trimmingWhitespace() {
        case "": return nil
        case "-": return ""
        default: return text
        }
    }
}
