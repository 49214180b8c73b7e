/// The calendar mapping form (docs/manual.md#accounts): which planner calendar one remote
/// calendar of an account syncs with, and whether it syncs at all. Saving is one undoable
/// change; a planner calendar that does not exist yet is created.
public struct CalDAVLinkForm: DescribedForm {
    /// The form's fields, in order.
    public enum Field: CaseIterable, Hashable, Sendable {
        case calendar, sync
    }

    let accounts: CalDAVAccounts
    /// The account's name.
    public let account: String
    /// The remote calendar's name.
    public let remote: String
    private let calendars: [String]
    private var texts: [Field: String] = [:]

    /// A form on the remote calendar `link` of `account`, opened on its mapping as it is.
    public init(accounts: CalDAVAccounts, account: String, link: CalDAVCalendarLink) {
        self.accounts = accounts
        self.account = account
        remote = link.name
        calendars = ((try? Planner(database: accounts.database).calendars()) ?? []).map(\.name)
        texts[.calendar] = link.localCalendar
        texts[.sync] = link.skipped ? "no" : "yes"
    }

    public var title: String { "Map “\(DisplayText.singleLine(remote))”" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .calendar:
            FormField(
                "calendar",
                "Planner calendar",
                hint: "the calendar its events go to (a new name creates it)",
                completion: .calendars
            )
        case .sync:
            FormField(
                "sync",
                "Sync",
                kind: .toggle(on: "yes", off: "no"),
                hint: "no leaves this calendar out of syncs"
            )
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, PlannerError> {
        var problems = FormProblems<Field, PlannerError>()
        problems.check(.calendar) { () throws(PlannerError) in
            _ = try Planner.title(self[.calendar], field: "calendar name")
        }
        return problems
    }

    public func reason(_ problem: PlannerError) -> String { problem.description }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let skipped = self[.sync] == "no"
        try accounts.setLink(
            account: account,
            remote: remote,
            to: self[.calendar],
            skipped: skipped
        )
        let name = DisplayText.singleLine(remote)
        let local = DisplayText.singleLine(self[.calendar].trimmingWhitespace())
        return FormSaved(
            skipped
                ? "“\(name)” is left out of syncs" : "“\(name)” syncs with the calendar “\(local)”"
        )
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .calendar ? NameCompletion.matches(typed, in: calendars, limit: limit) : []
    }
}
