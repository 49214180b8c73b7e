/// The process's standard input and output.
final class StandardTerminal: Terminal {
    let isInteractive: Bool

    init() {
        isInteractive = SystemIO.outputIsTerminal
    }

    func readLine() -> String? {
        guard var line = SystemIO.readLine() else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }  // a CRLF-terminated script
        return line
    }

    func write(_ text: String) {
        print(text, terminator: "")
    }
}
