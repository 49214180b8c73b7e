import HomebookCore

/// Input ended (Ctrl-D or a closed pipe), or `q` was chosen in a menu: the menu exits
/// cleanly, saving nothing half-entered.
struct EndOfInput: Error {
    /// Whether the person chose `q` (rather than input ending).
    var quit = false
}

/// What every screen works with: the terminal, the style, the open store and today's date.
///
/// Screens ask, say and show errors only through the session, so prompts, colours and
/// end-of-input handling are the same everywhere.
final class MenuSession {
    let terminal: any Terminal
    let style: Style
    let store: HomebookStore
    /// Today's local date; injected so menu tests are repeatable.
    let today: () -> CalendarDate
    /// Whether the base-currency question was asked this session (docs/manual.md#currencies).
    var askedBaseCurrency = false

    init(
        terminal: any Terminal,
        store: HomebookStore,
        style: Style? = nil,
        today: @escaping () -> CalendarDate = CalendarDate.today
    ) {
        self.terminal = terminal
        self.store = store
        self.style = style ?? Style(isInteractive: terminal.isInteractive)
        self.today = today
    }

    /// Writes a prompt and reads the answer, without its line ending.
    ///
    /// - Throws: ``EndOfInput`` when input ends.
    func ask(_ prompt: String) throws(EndOfInput) -> String {
        terminal.write(style.cyan(prompt) + " ")
        guard let line = terminal.readLine() else { throw EndOfInput() }
        return line
    }

    /// Writes a prompt and reads the answer without showing it (a password).
    ///
    /// - Throws: ``EndOfInput`` when input ends.
    func askSecret(_ prompt: String) throws(EndOfInput) -> String {
        terminal.write(style.cyan(prompt) + " ")
        guard let line = terminal.readSecret() else { throw EndOfInput() }
        if terminal.isInteractive { terminal.writeLine() }
        return line
    }

    /// Asks until `parse` accepts the answer, showing each rejection's reason.
    func ask<Value>(_ prompt: String, parse: (String) throws -> Value) throws(EndOfInput) -> Value {
        while true {
            let answer = try ask(prompt)
            do {
                return try parse(answer)
            } catch {
                show(error)
            }
        }
    }

    /// Asks a yes/no question; only `y` or `yes` means yes.
    func confirm(_ question: String) throws(EndOfInput) -> Bool {
        let answer = try ask(question + " [y/N]").trimmingWhitespace().lowercased()
        return answer == "y" || answer == "yes"
    }

    /// Writes a line of text.
    func say(_ text: String = "") {
        terminal.writeLine(text)
    }

    /// Writes a warning (something was done, but not quite as typed).
    func warn(_ text: String) {
        terminal.writeLine(style.yellow(text))
    }

    /// Writes an error as `Error: …` (the core has already phrased it for the user).
    func show(_ error: any Error) {
        terminal.writeLine(style.red("Error: \(DisplayText.singleLine("\(error)"))"))
    }
}
