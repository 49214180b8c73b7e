#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an account's password comes from (docs/manual.md#passwords): never the database.
///
/// In order: the account's password command (its first line of output), `~/.netrc` (the
/// `machine` of the server's host with the account's `login`, or a `default` entry), then
/// `ask` (a front passes one only when standard input is a terminal).
public enum CalDAVPassword {
    /// The password for `user` on `host` (no port), or ``CalDAVError/noPassword(account:)``.
    public static func find(
        account: String,
        command: String?,
        host: String,
        user: String,
        environment: (String) -> String?,
        ask: (() -> String?)?
    ) throws(CalDAVError) -> String {
        if let command { return try run(command) }
        if let home = environment("HOME"), !home.isEmpty,
            let text = try? FileBytes.read(home + "/.netrc"),
            let password = netrc(String(decoding: text, as: UTF8.self), host: host, user: user)
        {
            return password
        }
        if let ask, let typed = ask(), !typed.isEmpty { return typed }
        throw .noPassword(account: account)
    }

    /// The host of an address as `~/.netrc` names it: no port, no brackets.
    public static func host(of url: String) -> String {
        let host = DAVAddress.host(of: url)
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            return String(host[host.index(after: host.startIndex)..<close])
        }
        return String(host.prefix { $0 != ":" })
    }

    /// The first line a shell command prints; it fails when the command does.
    static func run(_ command: String) throws(CalDAVError) -> String {
        guard let pipe = popen(command, "r") else {
            throw .passwordCommandFailed("it could not be started")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output += buffer[0..<count]
            if output.count > 65536 { break }
        }
        let status = pclose(pipe)
        guard status == 0 else {
            let code = (status >> 8) & 0xFF
            throw .passwordCommandFailed("it exited with status \(code)")
        }
        let first =
            output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .first ?? []
        var line = String(decoding: first, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        guard !line.isEmpty else { throw .passwordCommandFailed("it printed nothing") }
        return line
    }

    /// The password `.netrc` text gives `user` on `host`, if any.
    static func netrc(_ text: String, host: String, user: String) -> String? {
        let tokens = text.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            .map(String.init)
        var entries: [(machine: String?, login: String?, password: String?)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case "machine":
                entries.append((index + 1 < tokens.count ? tokens[index + 1] : nil, nil, nil))
                index += 2
            case "default":
                entries.append((nil, nil, nil))
                index += 1
            case "login", "password", "account":
                let value = index + 1 < tokens.count ? tokens[index + 1] : nil
                if !entries.isEmpty {
                    if token == "login" { entries[entries.count - 1].login = value }
                    if token == "password" { entries[entries.count - 1].password = value }
                }
                index += 2
            case "macdef":
                // A macro runs to the next blank line; nothing in it is an entry.
                return entries.lazy.compactMap { match($0, host, user) }.first
            default:
                index += 1
            }
        }
        return entries.lazy.compactMap { match($0, host, user) }.first
    }

    private static func match(
        _ entry: (machine: String?, login: String?, password: String?),
        _ host: String,
        _ user: String
    ) -> String? {
        guard entry.machine == nil || entry.machine?.lowercased() == host.lowercased(),
            entry.login == nil || entry.login == user
        else { return nil }
        return entry.password
    }
}
