import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// The Planner screen's sync keys (docs/manual.md#sync, docs/manual.md#conflicts).
extension PlannerMenuActions {
    /// `s`: syncs every account, showing what moved or why it could not.
    func sync() throws {
        let accounts = session.store.calDAVAccounts
        guard !(try accounts.list()).isEmpty else {
            session.say("No calendar accounts: add one with homebook plan account add.")
            return
        }
        session.say("Syncing…")
        // The menu reads its answers from standard input, so a password is not asked here:
        // it comes from the account's command or ~/.netrc.
        let results = try CalDAVSync(store: session.store).runAll(
            named: nil,
            timeoutSeconds: 60,
            environment: { getenv($0).map { String(cString: $0) } },
            ask: nil
        )
        for (name, outcome) in results {
            switch outcome {
            case .success(let report): session.say(report.lines.joined(separator: "\n"))
            case .failure(let error):
                session.say(
                    "Offline: \(DisplayText.singleLine(name)): \(error). Nothing changed here;"
                        + " choose s to try again."
                )
            }
        }
        for conflict in try accounts.conflicts() {
            session.say("Conflict copy \(conflict.copy.id): \"\(conflict.copy.shownTitle)\"")
        }
        if let status = try accounts.statusLine(now: Int64(time(nil))) { session.say(status) }
    }

    /// `c`: lists the conflict copies and keeps one version of the chosen one.
    func conflicts() throws {
        let found = try session.store.calDAVAccounts.conflicts()
        guard !found.isEmpty else {
            session.say("No conflicts.")
            return
        }
        for conflict in found {
            let state = conflict.original == nil ? "deleted on the server" : "changed on the server"
            session.say(
                "\(conflict.copy.id): \"\(conflict.copy.shownTitle)\" (yours; \(state))"
            )
        }
        let ids = Set(found.map(\.copy.id))
        let id = try session.ask("Conflict copy to resolve (Enter goes back):") { text -> Int64? in
            let trimmed = text.trimmingWhitespace()
            if trimmed.isEmpty { return nil }
            guard let id = Int64(trimmed), ids.contains(id) else {
                throw CalDAVError.unknownConflict(Int64(trimmed) ?? 0)
            }
            return id
        }
        guard let id else { return }
        let mine = try session.ask("Keep yours (m) or the server's (s)?") { text -> Bool in
            switch text.trimmingWhitespace().lowercased() {
            case "m": return true
            case "s": return false
            default: throw MenuAnswerError("answer m or s")
            }
        }
        try session.store.calDAVAccounts.resolve(copy: id, keepingMine: mine)
        session.say(
            mine
                ? "Kept yours: the next sync sends it to the server."
                : "Kept the server's version: your copy is deleted."
        )
    }
}
