import HomebookCore

/// The process's standard input and output.
final class StandardTerminal: Terminal {
    let isInteractive: Bool
    private let input = BoundedLineReader.standardInput()

    init() {
        isInteractive = SystemIO.outputIsTerminal
    }

    func readLine() -> String? {
        // Prompts are written without a newline; flush so they show before we wait.
        _ = SystemIO.flushOutput()
        do {
            return try input.nextText()  // without its LF or CRLF
        } catch {
            guard case .tooLong(let line) = error else { return nil }  // a failed read ends input
            // Between prompts nothing is half-written: stopping here loses nothing.
            printError(
                "Error: standard input: line \(line) is longer than \(InputLimit.lineBytesText)"
            )
            SystemIO.exit(1)
        }
    }

    /// Reads a line with the terminal's echo off (docs/manual.md#passwords).
    func readSecret() -> String? {
        _ = SystemIO.flushOutput()
        return PasswordPrompt.withoutEcho { readLine() }
    }

    func write(_ text: String) {
        print(text, terminator: "")
    }
}
