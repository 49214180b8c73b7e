import ArgumentParser
import HomebookCore

/// `homebook check`: SQLite's integrity and foreign-key checks.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the database's integrity; prints \"ok\" when it is sound."
    )

    @Flag(help: "First recompute what is derived (budget totals, recipe search index).")
    var repair = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try Self.check(at: store.resolvedPath(), repair: repair)
    }

    /// Checks the database at `path` (repairing it first when `repair`) and says so.
    static func check(at path: String, repair: Bool) throws {
        let (changes, problems) = try StoreOptions.withStore(at: path) { store in
            (repair ? try store.repair() : [], try store.check())
        }
        if repair {
            print(changes.isEmpty ? "nothing to repair" : changes.joined(separator: "\n"))
        }
        guard problems.isEmpty else {
            throw StoreError.integrityCheckFailed(problems)
        }
        print("ok")
    }
}
