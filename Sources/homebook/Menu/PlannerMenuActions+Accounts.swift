import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// `o` on the Planner screen: the calendar accounts (docs/manual.md#accounts), through the
/// same core calls as `homebook plan account`; adding asks the core's account form through
/// ``FormAsker`` (the password hidden, never stored), mapping asks its mapping form.
extension PlannerMenuActions {
    /// Lists the accounts with their calendars and last sync, then asks what to do.
    func accounts() throws {
        let accounts = session.store.calDAVAccounts
        let list = try accounts.list()
        if list.isEmpty { session.say("No calendar accounts.") }
        for account in list {
            let lines =
                AccountText.heading(account, now: Int64(time(nil)))
                + AccountText.calendarLines(account)
            session.say(lines.joined(separator: "\n"))
        }
        let choice = try session.ask(
            "a add, m map a calendar, s skip or sync one, r remove (Enter goes back):"
        )
        switch choice.trimmingWhitespace().lowercased() {
        case "": return
        case "a":
            var form = FormSession(CalDAVAccountForm(accounts: accounts))
            guard let saved = try FormAsker(session: session).ask(&form, new: true),
                let id = saved.id,
                let account = try accounts.list().first(where: { $0.id == id })
            else { return }
            session.say(Self.sentence(saved.note) + ".")
            session.say(AccountText.calendarLines(account).joined(separator: "\n"))
            session.say("Choose m to map one elsewhere, s to leave one out of syncs.")
        case "m", "s":
            guard let account = try chooseAccount(list),
                let link = try chooseCalendar(of: account)
            else { return }
            if choice.trimmingWhitespace().lowercased() == "s" {
                try accounts.skip(account: account.name, remote: link.path, skipped: !link.skipped)
                let name = DisplayText.singleLine(link.name)
                session.say(
                    link.skipped ? "\"\(name)\" syncs again." : "\"\(name)\" is left out of syncs."
                )
                return
            }
            var form = FormSession(
                CalDAVLinkForm(accounts: accounts, account: account.name, link: link)
            )
            if let saved = try FormAsker(session: session).ask(&form) {
                session.say(Self.sentence(saved.note) + ".")
            }
        case "r":
            guard let account = try chooseAccount(list) else { return }
            let name = DisplayText.singleLine(account.name)
            guard
                try session.confirm(
                    "Remove account \"\(name)\"? Its events stay in the planner, no longer synced."
                )
            else {
                session.say("Nothing removed.")
                return
            }
            try accounts.remove(account.name)
            session.say("Removed account \"\(name)\" (u undoes it).")
        default:
            session.say("\"\(DisplayText.singleLine(choice))\" is not a choice: a, m, s or r.")
        }
    }

    /// A form's note as a sentence: its first letter capital.
    private static func sentence(_ note: String) -> String {
        note.prefix(1).uppercased() + note.dropFirst()
    }

    /// The account to act on: the only one, or the one named; nil goes back.
    private func chooseAccount(_ list: [CalDAVAccount]) throws(EndOfInput) -> CalDAVAccount? {
        guard list.count != 1 else { return list.first }
        guard !list.isEmpty else {
            session.say("No calendar accounts: choose a to add one.")
            return nil
        }
        return try session.ask("Account (Enter goes back):") { text -> CalDAVAccount? in
            let typed = text.trimmingWhitespace()
            if typed.isEmpty { return nil }
            guard let found = list.first(where: { $0.name.lowercased() == typed.lowercased() })
            else { throw CalDAVError.unknownAccount(typed) }
            return found
        }
    }

    /// The calendar of `account` to act on, by its name; nil goes back.
    private func chooseCalendar(
        of account: CalDAVAccount
    ) throws(EndOfInput)
        -> CalDAVCalendarLink?
    {
        try session.ask(
            "Calendar of \"\(DisplayText.singleLine(account.name))\" (Enter goes back):"
        ) { text -> CalDAVCalendarLink? in
            let typed = text.trimmingWhitespace()
            if typed.isEmpty { return nil }
            guard
                let found = account.calendars.first(where: {
                    $0.name.lowercased() == typed.lowercased()
                })
            else {
                throw CalDAVError.unknownRemoteCalendar(account: account.name, name: typed)
            }
            return found
        }
    }
}
