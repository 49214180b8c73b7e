import ArgumentParser
import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// `homebook plan account add|list|remove|map`: CalDAV accounts (docs/manual.md#accounts).
struct PlanAccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Add, list, remove and map CalDAV accounts (calendar servers).",
        discussion: """
            A password is never stored: it comes from --password-command (its first line of \
            output, e.g. "pass show dav"), else ~/.netrc, else it is asked on the terminal \
            (only when standard input is one).
            """,
        subcommands: [Add.self, List.self, Remove.self, Map.self]
    )

    /// `plan account add NAME --url URL --user USER [--password-command CMD]`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add an account: find its calendars and map each to a planner calendar.",
            discussion: """
                The address may be the server (https://dav.example.com), its principal or \
                calendar home, or one calendar; discovery follows /.well-known/caldav, \
                current-user-principal and calendar-home-set. Each remote calendar maps to \
                the planner calendar of the same name, created if missing.
                """
        )
        @Argument(help: "A name for the account (work, fastmail).") var name: String
        @Option(help: "The server's address (https://…).") var url: String
        @Option(help: "The user name.") var user: String
        @Option(
            name: .customLong("password-command"),
            help: "A command printing the password on its first line (kept; the password is not)."
        )
        var passwordCommand: String?
        @Option(
            name: .customLong("trust-origin"),
            help: ArgumentHelp(
                "Another server (https://host:port) the password may go to during discovery.",
                valueName: "origin"
            )
        )
        var trustOrigin: [String] = []
        @Option(help: "Seconds each request may take (default 60).") var timeout: Int = 60
        @OptionGroup var store: StoreOptions

        /// Discovers and saves the account, then lists its calendars.
        func run() throws {
            guard (1...600).contains(timeout) else {
                throw ValidationError("--timeout is 1 to 600 seconds")
            }
            let account = try store.withStore { store in
                let accounts = store.calDAVAccounts
                try accounts.checkNew(name: name, url: url, user: user)
                let host = CalDAVPassword.host(of: url)
                let password = try CalDAVPassword.find(
                    account: name,
                    command: passwordCommand,
                    host: host,
                    user: user,
                    environment: { getenv($0).map { String(cString: $0) } },
                    ask: PasswordPrompt.asker(user: user, host: host)
                )
                return try accounts.add(
                    name: name,
                    url: url,
                    user: user,
                    password: password,
                    passwordCommand: passwordCommand,
                    timeoutSeconds: timeout,
                    trust: PasswordPrompt.truster(given: trustOrigin, user: user)
                )
            }
            print("Added account \(DisplayText.singleLine(account.name)):")
            AccountText.printCalendars(account)
        }
    }

    /// `plan account list [--json]`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the accounts, their calendars and the last sync."
        )
        @Flag(help: "Print a JSON array.") var json = false
        @OptionGroup var store: StoreOptions

        func run() throws {
            let accounts = try store.withStore { try $0.calDAVAccounts.list() }
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(accounts.map(\.json)))
                return
            }
            if accounts.isEmpty { print("No accounts (add one: homebook plan account add).") }
            for account in accounts {
                for line in AccountText.heading(account, now: Int64(time(nil))) { print(line) }
                AccountText.printCalendars(account)
            }
        }
    }

    /// `plan account remove NAME`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove an account; its events stay in the planner, no longer synced."
        )
        @Argument(help: "The account's name.") var name: String
        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { try $0.calDAVAccounts.remove(name) }
        }
    }

    /// `plan account map ACCOUNT REMOTE LOCAL` or `plan account map ACCOUNT --skip REMOTE`.
    struct Map: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "map",
            abstract: "Sync a remote calendar with another planner calendar, or skip it.",
            usage: """
                homebook plan account map ACCOUNT REMOTE LOCAL
                homebook plan account map ACCOUNT --skip REMOTE
                """
        )
        @Argument(help: "The account's name.") var account: String
        @Argument(help: "The remote calendar's name, then the planner calendar's.")
        var names: [String] = []
        @Option(help: "Leave this remote calendar out of syncs.") var skip: String?
        @OptionGroup var store: StoreOptions

        func run() throws {
            if let skip {
                guard names.isEmpty else {
                    throw ValidationError("give either REMOTE LOCAL or --skip REMOTE")
                }
                try store.withStore {
                    try $0.calDAVAccounts.skip(account: account, remote: skip)
                }
                return
            }
            guard names.count == 2 else {
                throw ValidationError("give the remote calendar and the planner calendar")
            }
            try store.withStore {
                try $0.calDAVAccounts.map(account: account, remote: names[0], to: names[1])
            }
        }
    }
}
