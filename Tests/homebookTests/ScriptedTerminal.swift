@testable import homebook

/// A terminal fed from a list of lines, recording everything written: menu tests in-process.
final class ScriptedTerminal: Terminal {
    private var lines: [String]
    private(set) var output = ""
    let isInteractive: Bool

    /// Lines to answer prompts with, in order; after the last, input ends.
    init(_ lines: [String], isInteractive: Bool = false) {
        self.lines = lines.reversed()
        self.isInteractive = isInteractive
    }

    func readLine() -> String? {
        lines.popLast()
    }

    func write(_ text: String) {
        output += text
    }

    /// How many scripted lines were not read.
    var unreadLineCount: Int {
        lines.count
    }
}
