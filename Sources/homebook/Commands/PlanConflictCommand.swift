import ArgumentParser
import HomebookCore

/// `homebook plan conflict list|keep ID|drop ID` (docs/manual.md#conflicts).
struct PlanConflictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflict",
        abstract: "List conflict copies; keep yours or the server's version.",
        discussion: """
            When an event changed both here and on the server since the last sync, the \
            server's version stays in the calendar and yours is kept as a conflict copy. \
            keep ID puts your version back in its place (the next sync sends it up); drop ID \
            deletes the copy.
            """,
        subcommands: [List.self, Keep.self, Drop.self]
    )

    /// `plan conflict list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the conflict copies."
        )
        @OptionGroup var store: StoreOptions

        func run() throws {
            let lines = try store.withStore { try AccountText.conflictLines($0) }
            if lines.isEmpty { print("No conflicts.") }
            for line in lines { print(line) }
        }
    }

    /// `plan conflict keep ID`.
    struct Keep: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keep",
            abstract: "Keep your version (the copy replaces the server's version)."
        )
        @Argument(help: "The conflict copy's event number.") var id: Int64
        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { try $0.calDAVAccounts.resolve(copy: id, keepingMine: true) }
        }
    }

    /// `plan conflict drop ID`.
    struct Drop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drop",
            abstract: "Keep the server's version (the copy is deleted)."
        )
        @Argument(help: "The conflict copy's event number.") var id: Int64
        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { try $0.calDAVAccounts.resolve(copy: id, keepingMine: false) }
        }
    }
}
