import HomebookCore

extension MenuItem {
    /// `h) Household sync conflicts`, in the main menu when the database syncs
    /// (docs/manual.md#household-sync): lists the open conflicts and settles one, keeping
    /// the value that won or writing back the one that lost (the same core calls as
    /// `homebook sync conflicts --keep N` / `--take-lost N`).
    static func syncConflicts(_ session: MenuSession) -> [MenuItem] {
        guard session.store.householdSync.isMember else { return [] }
        return [
            MenuItem(key: "h", label: "Household sync conflicts") {
                let conflicts = try session.store.householdSync.conflicts()
                guard !conflicts.isEmpty else {
                    session.say("No conflicts.")
                    return
                }
                for conflict in conflicts {
                    session.say(ConflictText.line(conflict))
                }
                let answer = try session.ask("Conflict number to settle (Enter goes back):")
                    .trimmingWhitespace()
                guard !answer.isEmpty else { return }
                guard let id = Int64(answer), conflicts.contains(where: { $0.id == id }) else {
                    session.warn("No open conflict \(DisplayText.singleLine(answer)).")
                    return
                }
                let choice = try session.ask("k) keep the value kept, t) take the lost value back:")
                    .trimmingWhitespace().lowercased()
                guard choice == "k" || choice == "t" else {
                    session.warn("Nothing changed.")
                    return
                }
                try session.store.householdSync.resolveConflict(id, takeLost: choice == "t")
                session.say(
                    choice == "t"
                        ? "Wrote back the lost value of conflict \(id)."
                        : "Kept the value of conflict \(id)."
                )
            }
        ]
    }
}

/// One conflict in one line, as `homebook sync conflicts`, the line menu and the screen
/// show it.
enum ConflictText {
    static func line(_ conflict: HouseholdSyncConflict) -> String {
        DisplayText.singleLine(
            "\(conflict.id) \(conflict.table) \(conflict.row) \(conflict.column): kept \(conflict.kept) "
                + "(\(conflict.keptBy)), lost \(conflict.lost) (\(conflict.lostBy))"
        )
    }
}
