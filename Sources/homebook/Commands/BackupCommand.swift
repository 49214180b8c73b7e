import ArgumentParser
import HomebookCore

/// `homebook backup FILE`: a consistent copy, taken while other processes may write.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the whole database to a new file (never overwrites one)."
    )

    @Argument(help: ArgumentHelp("The new file to write.", valueName: "file"))
    var destination: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { try $0.backup(to: destination) }
        print(DisplayText.singleLine(destination))
    }
}
