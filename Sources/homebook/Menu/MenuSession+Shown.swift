import HomebookCore

extension MenuSession {
    /// Writes to a row as it was shown (docs/manual.md#storage). When the core refuses
    /// because the row changed elsewhere since, says so, shows the row as it is now and asks
    /// `retry`: yes writes the same answers to it as it is now; a row deleted meanwhile
    /// leaves `gone` to say.
    ///
    /// - Parameters:
    ///   - reload: the row as stored now, or nil when it is gone.
    ///   - describe: one line showing a row.
    ///   - write: the core call, given the row the person last saw.
    /// - Returns: what `write` returned, or nil when nothing was written.
    func writeShown<Row, Result>(
        _ shown: Row,
        retry: String,
        gone: String,
        reload: () throws -> Row?,
        describe: (Row) -> String,
        write: (Row) throws -> Result
    ) throws -> Result? {
        var shown = shown
        while true {
            do {
                return try write(shown)
            } catch  where Self.isChangedElsewhere(error) {
                show(error)
                guard let current = try reload() else {
                    say(gone)
                    return nil
                }
                say("It is now: " + describe(current))
                guard try confirm(retry) else {
                    say("Nothing changed.")
                    return nil
                }
                shown = current
            }
        }
    }

    /// Whether `error` is the core's refusal of a row changed since it was shown.
    static func isChangedElsewhere(_ error: any Error) -> Bool {
        switch error {
        case LedgerError.changedElsewhere, RecipeError.changedElsewhere,
            PlannerError.changedElsewhere:
            return true
        default:
            return false
        }
    }
}
