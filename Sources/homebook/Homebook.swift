import ArgumentParser
import HomebookCore

/// The `homebook` command: the interactive menu by default, subcommands for scripts.
@main
struct Homebook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "homebook",
        abstract: "A personal ledger and recipe book for the terminal.",
        discussion: """
            With no subcommand, homebook opens the interactive menu (also when standard \
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
        SettingsCommand.self,
        BackupCommand.self,
        CheckCommand.self,
        UndoCommand.self, RedoCommand.self,
    ]

    @OptionGroup var store: StoreOptions

    func run() throws {
        try MenuProgram.run(databasePath: try store.resolvedPath())
    }
}
