import ArgumentParser
import HomebookCore

/// `homebook sync [join|status|leave|conflicts]`: household sync through a shared folder
/// (docs/manual.md#household-sync).
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync this database with the household's other machines through a folder.",
        discussion: """
            Each machine writes its changes as files into its own sub-folder of a shared \
            folder (carried by Syncthing, Nextcloud, Dropbox…) and merges the others' files. \
            Without a subcommand: send what changed here, then apply what the others sent.
            """,
        subcommands: [Run.self, Join.self, Status.self, Leave.self, Conflicts.self, Compact.self],
        defaultSubcommand: Run.self
    )

    /// `homebook sync` / `sync run`.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Send this machine's changes, then apply the others' (the default)."
        )

        @OptionGroup var store: StoreOptions

        func run() throws {
            let report = try store.withStore { try $0.householdSync.run() }
            SyncCommand.show(report)
        }
    }

    /// `homebook sync compact`.
    struct Compact: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compact",
            abstract: "Sync, write a snapshot now, and delete the files every machine has read."
        )

        @OptionGroup var store: StoreOptions

        func run() throws {
            let report = try store.withStore { try $0.householdSync.run(snapshot: true) }
            SyncCommand.show(report)
            if report.snapshotWritten == nil {
                print(
                    "No snapshot written: this machine has read less of another than the newest "
                        + "snapshot holds; sync again later."
                )
            }
        }
    }

    /// Prints what a run did: changes are actions, rows what they wrote.
    static func show(_ report: HouseholdSyncReport) {
        if let loaded = report.snapshotLoaded {
            print(
                "Started from a snapshot of \(DisplayText.singleLine(loaded.name)) "
                    + "(\(loaded.rows) row\(loaded.rows == 1 ? "" : "s"))."
            )
        }
        if report.sent > 0 {
            print("Sent " + HouseholdSyncReport.describe(report.sent, rows: report.sentRows) + ".")
        } else {
            print("Nothing to send.")
        }
        for (name, changes, rows) in report.received {
            print(
                "Applied " + HouseholdSyncReport.describe(changes, rows: rows) + " from "
                    + DisplayText.singleLine(name) + "."
            )
        }
        if report.received.isEmpty { print("Nothing new from the others.") }
        if report.revived > 0 {
            print(
                "\(report.revived) deleted row\(report.revived == 1 ? " was" : "s were") brought back by a later edit."
            )
        }
        if report.conflicts > 0 {
            print(
                "\(report.conflicts) field\(report.conflicts == 1 ? " was" : "s were") changed on two machines: "
                    + "the later change is kept, see `homebook sync conflicts`."
            )
        }
        for parked in report.parked { print("Parked: " + DisplayText.singleLine(parked)) }
        if report.compacted > 0 {
            print(
                "Deleted \(report.compacted) old change file\(report.compacted == 1 ? "" : "s") every machine has applied."
            )
        }
        for (name, milliseconds) in report.clocksAhead {
            print(HouseholdSyncStatus.clockAheadWarning(name: name, milliseconds: milliseconds))
        }
        if let written = report.snapshotWritten {
            print("Wrote " + DisplayText.singleLine(written) + " for machines that join later.")
        }
    }

    /// `homebook sync join FOLDER [--name N]`.
    struct Join: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "join",
            abstract: "Make this database a member of the household syncing through FOLDER."
        )

        @Argument(help: "The shared folder (made when missing).")
        var folder: String

        @Option(help: "This machine's name, shown to the others.")
        var name: String = "homebook"

        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { try $0.householdSync.join(folder: folder, name: name) }
            print(
                "Joined the household in \(DisplayText.singleLine(folder)) as \(DisplayText.singleLine(name))."
            )
            print("Run `homebook sync` to send this database's rows and receive the others'.")
        }
    }

    /// `homebook sync status [--json]`.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "The members, what was last received from each, what waits to be sent."
        )

        @Flag(help: "Print the status as JSON.")
        var json = false

        @OptionGroup var store: StoreOptions

        func run() throws {
            let status = try store.withStore { try $0.householdSync.status() }
            if json {
                print(Self.json(status).rendered)
                return
            }
            print("This machine: \(DisplayText.singleLine(status.name)) (\(status.site))")
            print(
                "Folder: \(DisplayText.singleLine(status.folder)) (household \(status.household))"
            )
            print("Waiting to be sent: \(status.waiting)")
            print("Unresolved conflicts: \(status.conflicts)")
            if status.members.isEmpty { print("No other machine seen yet.") }
            for member in status.members {
                print(
                    "  \(DisplayText.singleLine(member.name)): last received \(member.receivedAt ?? "never")"
                )
                if member.clockAheadMilliseconds > 0 {
                    print(
                        "  "
                            + HouseholdSyncStatus.clockAheadWarning(
                                name: member.name,
                                milliseconds: member.clockAheadMilliseconds
                            )
                    )
                }
            }
            for parked in status.parked {
                print(
                    "Parked: \(DisplayText.singleLine(parked.path)): \(DisplayText.singleLine(parked.reason))"
                )
            }
        }

        static func json(_ status: HouseholdSyncStatus) -> JSONValue {
            .object([
                ("name", .string(status.name)), ("site", .string(status.site)),
                ("household", .string(status.household)), ("folder", .string(status.folder)),
                ("waiting", .integer(status.waiting)), ("conflicts", .integer(status.conflicts)),
                (
                    "members",
                    .array(
                        status.members.map {
                            .object([
                                ("name", .string($0.name)),
                                (
                                    "last_change_ms",
                                    .integer(Int64(clamping: $0.lastChangeMilliseconds))
                                ),
                                ("received_at", .optional($0.receivedAt)),
                                (
                                    "clock_ahead_ms",
                                    .integer(Int64(clamping: $0.clockAheadMilliseconds))
                                ),
                            ])
                        }
                    )
                ),
                (
                    "parked",
                    .array(
                        status.parked.map {
                            .object([("path", .string($0.path)), ("reason", .string($0.reason))])
                        }
                    )
                ),
            ])
        }
    }

    /// `homebook sync leave`.
    struct Leave: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "leave",
            abstract: "Stop syncing this database (its rows stay)."
        )

        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { try $0.householdSync.leave() }
            print("Left the household; this database no longer syncs.")
        }
    }

    /// `homebook sync conflicts`.
    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "conflicts",
            abstract: "Fields two machines changed at once: the value kept and the one that lost."
        )

        @Option(help: "Settle conflict N by keeping the value that won.")
        var keep: Int64?

        @Option(
            help: "Settle conflict N by writing back the value that lost (travels to the others)."
        )
        var takeLost: Int64?

        @OptionGroup var store: StoreOptions

        func run() throws {
            if let id = keep ?? takeLost {
                try store.withStore {
                    try $0.householdSync.resolveConflict(id, takeLost: keep == nil)
                }
                print(
                    keep == nil
                        ? "Wrote back the lost value of conflict \(id)."
                        : "Kept the value of conflict \(id)."
                )
                return
            }
            let conflicts = try store.withStore { try $0.householdSync.conflicts() }
            if conflicts.isEmpty { print("No conflicts.") }
            for conflict in conflicts { print(ConflictText.line(conflict)) }
        }
    }
}
