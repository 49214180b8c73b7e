import ArgumentParser
import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// `homebook plan sync [ACCOUNT] [--timeout S]`: two-way CalDAV sync (docs/manual.md#sync).
struct PlanSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the planner with its CalDAV accounts, both ways.",
        discussion: """
            Server changes come down, local adds, edits and deletes go up. An event changed \
            on both sides: the server's version wins and yours is kept as a conflict copy \
            (plan conflict list). A failure (server down, wrong password, timeout) changes \
            nothing here and exits 1; the next sync finishes the work. Undo reverts a sync's \
            changes here, and the next sync sends that up.
            """
    )

    @Argument(help: "The account (default: all).") var account: String?
    @Option(help: "Seconds each request may take (default 60).") var timeout: Int = 60
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard (1...600).contains(timeout) else {
            throw ValidationError("--timeout is 1 to 600 seconds")
        }
        let showsProgress = isatty(STDERR_FILENO) == 1
        let failed = try store.withStore { store in
            let results = try CalDAVSync(store: store).runAll(
                named: account,
                timeoutSeconds: timeout,
                environment: { getenv($0).map { String(cString: $0) } },
                ask: isatty(STDIN_FILENO) == 1
                    ? { PasswordPrompt.read(prompt: "Password for \($0) at \($1): ") } : nil,
                progress: showsProgress
                    ? { name, step in
                        printError(
                            "\u{1B}[2K\r\(DisplayText.singleLine(name)): sent \(step.sent), "
                                + "received \(step.received)…",
                            terminator: ""
                        )
                    } : nil
            )
            if showsProgress { printError("\u{1B}[2K\r", terminator: "") }
            if results.isEmpty { print("No accounts (add one: homebook plan account add).") }
            var failed = false
            for (name, outcome) in results {
                switch outcome {
                case .success(let report):
                    for line in AccountText.report(report) { print(line) }
                case .failure(let error):
                    failed = true
                    printError("Error: \(DisplayText.singleLine(name)): \(error)")
                }
            }
            for line in try AccountText.conflictLines(store) { print(line) }
            return failed
        }
        if failed { throw ExitCode(1) }
    }
}
