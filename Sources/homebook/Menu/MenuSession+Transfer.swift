import HomebookCore

extension MenuSession {
    /// A callback for an import's `progress`: on a terminal, a `\r`-updated count of the
    /// rows read; in a pipe, nil, so the scripted transcript never holds it.
    func rowCounter() -> ((Int) -> Void)? {
        guard terminal.isInteractive else { return nil }
        return { [terminal] rows in terminal.write("\rRead \(rows) rows…") }
    }

    /// Clears the count ``rowCounter()`` wrote, so the next line starts clean.
    func clearRowCounter() {
        if terminal.isInteractive { terminal.write("\r\u{1B}[K") }
    }

    /// Writes to a new private file at `path` with `body`, removing the file if it fails.
    ///
    /// - Returns: what `body` returns (the number of records written).
    func export(to path: String, _ body: (OutputFile) throws -> Int) throws -> Int {
        try OutputFile.writing(to: path, body)
    }
}
