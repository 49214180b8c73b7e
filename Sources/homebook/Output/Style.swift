import HomebookCore

/// Colours and emphasis, on only when output is a terminal and `NO_COLOR` is unset.
struct Style: Sendable {
    /// Whether escape sequences are written at all.
    let usesColour: Bool

    /// Colours for a terminal, unless the NO_COLOR convention (any non-empty value) says no.
    init(isInteractive: Bool, noColor: String? = DatabaseLocation.processEnvironment("NO_COLOR")) {
        usesColour = isInteractive && (noColor ?? "").isEmpty
    }

    /// Plain text, for tests and pipes.
    static let plain = Style(isInteractive: false, noColor: nil)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
