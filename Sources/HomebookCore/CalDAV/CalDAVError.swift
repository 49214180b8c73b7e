public import HTTPClient

/// Why an account could not be added or a sync could not finish, in one line for the
/// person at the keyboard (docs/manual.md#sync). No message ever holds a password.
public enum CalDAVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request got no answer (the network layer's own message).
    case network(HTTPError)
    /// The server refused the user name or password.
    case unauthorized(host: String)
    /// The server answered with an error status.
    case server(host: String, status: Int, doing: String)
    /// The server's answer could not be read.
    case malformed(host: String, doing: String)
    /// The server's answer passed a limit (nesting, size, rounds); `reason` says which.
    case refused(host: String, doing: String, reason: String)
    /// The server sent homebook to another origin, which the user did not confirm.
    case untrustedOrigin(origin: String, asked: String)
    /// The address given holds a password (`https://user:pw@host/`).
    case passwordInAddress
    /// A plain-HTTP server that is not this machine asks for the password in the clear.
    case cleartextPassword(host: String)
    /// The address holds no calendar this planner can sync.
    case noCalendars(url: String)
    /// No password could be found.
    case noPassword(account: String)
    /// The password command failed.
    case passwordCommandFailed(String)
    /// No account by that name.
    case unknownAccount(String)
    /// An account by that name exists already.
    case duplicateAccount(String)
    /// No remote calendar by that name in the account.
    case unknownRemoteCalendar(account: String, name: String)
    /// The account name is not one line of text.
    case invalidAccountName
    /// The user name is empty.
    case emptyUser
    /// No conflict copy with that event number.
    case unknownConflict(Int64)
    /// The person stopped the sync (Esc on the Planner); its transaction rolled back.
    case cancelled

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .network(let error): return error.description
        case .unauthorized(let host):
            return "\(host) refused the user name or password (check them, then sync again)"
        case .server(let host, let status, let doing):
            let what = status >= 500 ? "a server error" : "an error"
            return "\(host) answered \(status) (\(what)) while \(doing); nothing was lost, "
                + "sync again later"
        case .malformed(let host, let doing):
            return "\(host) sent an answer that could not be read while \(doing)"
        case .refused(let host, let doing, let reason):
            return "\(host) sent an answer homebook refuses while \(doing): \(reason); "
                + "nothing was changed"
        case .untrustedOrigin(let origin, let asked):
            return "\(DAVAddress.host(of: asked)) sent homebook on to another server, "
                + "\(DisplayText.singleLine(origin)); the password goes only where it was asked for: "
                + "if you trust that server, add the account again with --trust-origin "
                + DisplayText.singleLine(origin)
        case .passwordInAddress:
            return "the address holds a password; give the address without it, the user with "
                + "--user and the password with --password-command (or ~/.netrc)"
        case .cleartextPassword(let host):
            return "\(host) asks for the password in the clear (Basic over plain http://), "
                + "which anyone on the way could read; use the server's https:// address"
        case .noCalendars(let url):
            return "no CalDAV calendars found at \(url) (check the address)"
        case .noPassword(let account):
            return "no password for account \"\(account)\": give --password-command, add the "
                + "server to ~/.netrc, or run this on a terminal to type it"
        case .passwordCommandFailed(let reason):
            return "the password command failed: \(reason)"
        case .unknownAccount(let name): return "no account called \"\(name)\""
        case .duplicateAccount(let name): return "an account called \"\(name)\" already exists"
        case .unknownRemoteCalendar(let account, let name):
            return "account \"\(account)\" has no calendar called \"\(name)\""
        case .invalidAccountName:
            return "an account name must be one line of text, not empty"
        case .emptyUser: return "the user name (--user) must not be empty"
        case .unknownConflict(let id): return "event \(id) is not a conflict copy"
        case .cancelled: return "sync cancelled; nothing changed"
        }
    }
}
