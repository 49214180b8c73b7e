/// A count with its noun in the right number, for every front: "1 recipe", "2 recipes",
/// "0 items" (docs/manual.md#input-rules).
public enum CountedNoun {
    /// `count` followed by `singular` when it is exactly one, else by `plural`.
    public static func text(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `count` followed by `singular` or `singular` + "s".
    public static func text(_ count: Int, _ singular: String) -> String {
        text(count, singular, singular + "s")
    }
}
