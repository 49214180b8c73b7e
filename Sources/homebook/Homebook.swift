import ArgumentParser
import HomebookCore

/// The `homebook` command: the interactive menu by default, subcommands for scripts.
@main
struct Homebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "homebook",
        abstract: "A personal ledger and recipe book for the terminal.",
        discussion: """
            With no subcommand, homebook opens the full-screen app when standard input and \
            output are a terminal, else the line menu (also with --plain, and when standard \
            input is a pipe, so the menu can be scripted). Subcommands do one thing and exit, \
            for scripts. Everything lives in one SQLite file; see --db.
            """,
        version: HomebookVersion.current,
        subcommands: Self.subcommands
    )

    /// Every subcommand, in the order help lists them. Modules add theirs here.
    static let subcommands: [any ParsableCommand.Type] = [
        RecipeCommand.self,
        PlanCommand.self,
        BudgetCommand.self,
        CalcCommand.self,
        ConvertCommand.self,
        WeatherCommand.self,
        SettingsCommand.self,
        BackupCommand.self,
        CheckCommand.self,
        UndoCommand.self, RedoCommand.self,
        SyncCommand.self,
        ListDemoCommand.self,
    ]

    @OptionGroup var store: StoreOptions

    @Flag(help: "Use the line menu even in a terminal (no full-screen app).") var plain = false

    func run() throws {
        try Self.openFront(at: store.resolvedPath(), plain: plain)
    }

    /// Opens the full-screen app, or the line menu when it is not available or `plain`.
    static func openFront(at path: String, plain: Bool) throws {
        if FullScreenProgram.isAvailable(plain: plain) {
            try FullScreenProgram.run(databasePath: path)
        } else {
            try MenuProgram.run(databasePath: path)
        }
    }
}
