import ArgumentParser

extension Homebook {
    /// Runs homebook: SIGQUIT ends it like SIGINT, `calc` takes dashes as part of its
    /// expression, the commonest report lines, `--version`, the menu's line, the plain lists
    /// and `budget add` skip the argument parser (`QuickReportLine`, `QuickStartLine`,
    /// `QuickAddLine`), and output that could not be written is an error
    /// (docs/manual.md#exit-codes).
    static func main() {
        SystemIO.endOnQuitLikeInterrupt()
        let arguments = CalcCommand.arguments(Array(CommandLine.arguments.dropFirst()))
        if let line = QuickReportLine.parse(arguments) {
            run { try line.run() }
            return
        }
        if let line = QuickStartLine.parse(arguments) {
            run { try line.run() }
            return
        }
        if let line = QuickAddLine.parse(arguments) {
            run { try line.run() }
            return
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(withError: error)
        }
        run { try command.run() }
    }

    /// Runs a command read from the line: an error is said as the argument parser says it.
    private static func run(_ command: () throws -> Void) {
        do {
            try command()
        } catch {
            finishOutput()
            exit(withError: OptionProblem.naming(error))
        }
        finishOutput()
    }

    /// Flushes standard output; a write that failed ends the program with exit 1.
    private static func finishOutput() {
        guard SystemIO.flushOutput() else {
            printError("Error: cannot write standard output")
            SystemIO.exit(1)
        }
    }
}
