#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calendar account form (docs/manual.md#accounts): a name, the server's address, the
/// user, and where the password comes from. Saving asks the server for the user's calendars
/// (discovery) and saves the account, each calendar mapped to the planner calendar of its
/// name; one undoable change.
///
/// The password is found as `plan account add` finds it (docs/manual.md#passwords): the
/// password command, else `~/.netrc`, else the hidden Password field as typed. It is held
/// only while the form is open: never stored, shown or written to any log.
public struct CalDAVAccountForm: DescribedForm {
    /// The form's fields, in order.
    public enum Field: CaseIterable, Hashable, Sendable {
        case name, url, user, passwordCommand, password
    }

    let accounts: CalDAVAccounts
    private let environment: (String) -> String?
    private let timeoutSeconds: Int
    private var texts: [Field: String] = [:]

    /// A form adding an account to `accounts`; `environment` gives `HOME` (for `~/.netrc`),
    /// and each request to the server may take `timeoutSeconds`.
    public init(
        accounts: CalDAVAccounts,
        environment: @escaping (String) -> String? = { getenv($0).map { String(cString: $0) } },
        timeoutSeconds: Int = 30
    ) {
        self.accounts = accounts
        self.environment = environment
        self.timeoutSeconds = timeoutSeconds
    }

    public var title: String { "Add calendar account" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .name: FormField("name", "Name", hint: "a name for the account: work, fastmail")
        case .url:
            FormField(
                "url",
                "Address",
                hint: "the server, its principal or one calendar: https://dav.example.com"
            )
        case .user: FormField("user", "User", hint: "the user name the server knows")
        case .passwordCommand:
            FormField(
                "password-command",
                "Password command",
                hint: "optional: a command printing the password (pass show dav); it is kept"
            )
        case .password:
            FormField(
                "password",
                "Password",
                kind: .secret,
                hint: "hidden, used once and never stored; empty: the command or ~/.netrc"
            )
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, CalDAVError> {
        var problems = FormProblems<Field, CalDAVError>()
        problems.check(.name) { () throws(CalDAVError) in
            let name = try CalDAVAccounts.name(self[.name])
            if (try? accounts.exists(name)) == true { throw .duplicateAccount(name) }
        }
        problems.check(.url) { () throws(CalDAVError) in
            let url = self[.url].trimmingWhitespace()
            guard DAVAddress.origin(of: url) != nil else { throw .noCalendars(url: url) }
            if DAVAddress.hasPassword(url) { throw .passwordInAddress }
        }
        problems.check(.user) { () throws(CalDAVError) in
            if self[.user].trimmingWhitespace().isEmpty { throw .emptyUser }
        }
        return problems
    }

    public func reason(_ problem: CalDAVError) -> String {
        switch problem {
        case .noCalendars: "not a server address: type http:// or https:// and the host"
        case .passwordInAddress: "the address holds a password: leave it out, type it below"
        case .emptyUser: "type the user name"
        default: problem.description
        }
    }

    /// The password command, nil when the field is empty.
    private var passwordCommand: String? {
        let command = self[.passwordCommand].trimmingWhitespace()
        return command.isEmpty ? nil : command
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let url = self[.url].trimmingWhitespace()
        let user = self[.user].trimmingWhitespace()
        let typed = self[.password]
        let host = CalDAVPassword.host(of: url)
        let password: String
        do {
            password = try CalDAVPassword.find(
                account: self[.name],
                command: passwordCommand,
                host: host,
                user: user,
                environment: environment,
                ask: typed.isEmpty ? nil : { typed }
            )
        } catch .noPassword {
            throw CalDAVAccountFormError.noPassword
        }
        // No origin but the address's own gets the password from a form: a server that
        // sends discovery elsewhere is refused (plan account add --trust-origin allows it).
        let account = try accounts.add(
            name: self[.name],
            url: url,
            user: user,
            password: password,
            passwordCommand: passwordCommand,
            timeoutSeconds: timeoutSeconds,
            trust: { _ in false }
        )
        let found = account.calendars.count
        return FormSaved(
            "added account “\(DisplayText.singleLine(account.name))”: "
                + "\(found) \(found == 1 ? "calendar" : "calendars") found, each synced with "
                + "the planner calendar of its name",
            id: account.id,
            added: true
        )
    }
}

/// Why the calendar account form could not be saved as a whole.
public enum CalDAVAccountFormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No password command, no `~/.netrc` entry, and nothing typed.
    case noPassword

    public var description: String {
        switch self {
        case .noPassword:
            "no password: type it, give a password command, or add the server to ~/.netrc"
        }
    }
}
