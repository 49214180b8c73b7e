extension OutputFile {
    /// Runs `body` with a new private file at `path` (standard output when nil), then finishes
    /// it; when anything fails the half-written file is removed, so an export is whole or
    /// absent (docs/manual.md#storage).
    public static func writing<Result>(
        to path: String?,
        _ body: (OutputFile) throws -> Result
    ) throws -> Result {
        let destination = try path.map(OutputFile.createPrivate) ?? .standardOutput()
        do {
            let result = try body(destination)
            try destination.finish()
            return result
        } catch {
            destination.discard()
            throw error
        }
    }
}
