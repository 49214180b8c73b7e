import ArgumentParser

extension Homebook {
    /// Runs homebook: SIGQUIT ends it like SIGINT, `calc` takes dashes as part of its
    /// expression, and output that could not be written is an error (docs/manual.md#exit-codes).
    static func main() {
        SystemIO.endOnQuitLikeInterrupt()
        let arguments = CalcCommand.arguments(Array(CommandLine.arguments.dropFirst()))
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
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
