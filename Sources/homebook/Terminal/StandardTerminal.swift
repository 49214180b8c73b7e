#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input and output.
final class StandardTerminal: Terminal {
    let isInteractive: Bool

    init() {
        isInteractive = isatty(STDOUT_FILENO) == 1
    }

    func readLine() -> String? {
        // Prompts are written without a newline; flush so they show before we wait.
        fflush(nil)
        guard var line = Swift.readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }  // a CRLF-terminated script
        return line
    }

    func write(_ text: String) {
        print(text, terminator: "")
    }
}
