import ArgumentParser
import HomebookCore

/// `homebook check`: SQLite's integrity and foreign-key checks.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the database's integrity; prints \"ok\" when it is sound."
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        let problems = try store.withStore { try $0.check() }
        guard problems.isEmpty else {
            throw StoreError.integrityCheckFailed(problems)
        }
        print("ok")
    }
}
