/// Where the menu reads lines and writes text: the real terminal, or a script in tests.
protocol Terminal: AnyObject {
    /// Reads one line without its line ending; nil at end of input (Ctrl-D, closed pipe).
    func readLine() -> String?
    /// Writes text as it is (the caller adds newlines).
    func write(_ text: String)
    /// Whether output goes to a terminal (colours and box characters are then allowed).
    var isInteractive: Bool { get }
    /// Reads one line without showing it as typed (a password); nil at end of input.
    func readSecret() -> String?
}

extension Terminal {
    /// A terminal that cannot hide typing (a script, a pipe) reads a plain line.
    func readSecret() -> String? { readLine() }

    /// Writes text followed by a newline.
    func writeLine(_ text: String = "") {
        write(text + "\n")
    }
}
