/// The short texts the menu and the full-screen Planner show about syncing
/// (docs/manual.md#sync).
extension CalDAVAccounts {
    /// `dav: last sync 5 min ago: sent 1, received 2` for each account, joined by ` · `;
    /// nil when there is no account.
    public func statusLine(now: Int64) throws -> String? {
        let accounts = try list()
        guard !accounts.isEmpty else { return nil }
        var line = accounts.map { account in
            let name = DisplayText.singleLine(account.name)
            guard let run = account.lastSync, !run.succeeded else {
                return "\(name): \(account.lastSyncLine(now: now))"
            }
            // Short: the failure's own line was shown when it happened (plan account list).
            return
                "\(name): last sync failed \(WeatherClock.age(of: Int(run.finishedAt), now: Int(now)))"
        }.joined(separator: " · ")
        let copies = try conflicts().count
        if copies > 0 {
            line += " · \(copies) conflict \(copies == 1 ? "copy" : "copies") to resolve"
        }
        return line
    }
}

extension CalDAVSync {
    /// One line for a sync's results: what moved, or the offline notice of a failure.
    public static func summary(
        _ results: [(account: String, outcome: Result<CalDAVSyncReport, CalDAVError>)]
    ) -> String {
        guard !results.isEmpty else {
            return "no calendar accounts: add one with homebook plan account add"
        }
        if results.count == 1, case .failure(.cancelled) = results[0].outcome {
            return CalDAVError.cancelled.description
        }
        return results.map { name, outcome in
            switch outcome {
            case .success(let report):
                var text =
                    "\(DisplayText.singleLine(name)): sent \(report.sent), "
                    + "received \(report.received)"
                if !report.conflicts.isEmpty {
                    text += ", \(report.conflicts.count) changed on both sides"
                }
                if !report.leftOut.isEmpty {
                    // The full screen has one line: the count; plan sync names each one.
                    text += ", \(report.leftOut.count) left alone (plan sync names them)"
                }
                return text
            case .failure(.cancelled):
                // The accounts before it did sync; this one and those after did not.
                return "\(DisplayText.singleLine(name)): \(CalDAVError.cancelled)"
            case .failure(let error):
                return "offline: \(DisplayText.singleLine(name)): \(error) (nothing changed here)"
            }
        }.joined(separator: " · ")
    }
}
