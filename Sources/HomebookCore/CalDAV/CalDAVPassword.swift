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
        guard status == 0 else { throw .passwordCommandFailed(Self.ending(status)) }
        let first =
            output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .first ?? []
        var line = String(decoding: first, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        guard !line.isEmpty else { throw .passwordCommandFailed("it printed nothing") }
        return line
    }

    /// How a command with wait status `status` (not 0) ended, in words: its exit status,
    /// or the signal that killed it.
    static func ending(_ status: Int32) -> String {
        if status == -1 { return "it could not be waited for" }
        let signal = status & 0x7F
        if signal != 0, signal != 0x7F {
            let name = strsignal(signal).map { String(cString: $0).lowercased() } ?? "a signal"
            return "it was killed by signal \(signal) (\(name))"
        }
        return "it exited with status \((status >> 8) & 0xFF)"
    }

    /// The password `.netrc` text gives `user` on `host`, if any, read as curl reads it:
    /// `"quoted values"` keep their spaces (backslash escapes as curl's), a `macdef` runs
    /// to the next blank line and entries after it count, and `#` starts a comment line.
    static func netrc(_ text: String, host: String, user: String) -> String? {
        var entries: [(machine: String?, login: String?, password: String?)] = []
        var inMacro = false
        var pending: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if inMacro {
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { inMacro = false }
                continue
            }
            if line.drop(while: { $0 == " " || $0 == "\t" }).first == "#" { continue }
            for token in tokens(of: line) {
                if let keyword = pending {
                    pending = nil
                    switch keyword {
                    case "machine": entries.append((token, nil, nil))
                    case "login" where !entries.isEmpty: entries[entries.count - 1].login = token
                    case "password" where !entries.isEmpty:
                        entries[entries.count - 1].password = token
                    case "macdef": inMacro = true
                    default: break
                    }
                    if inMacro { break }
                    continue
                }
                switch token {
                case "machine", "login", "password", "account", "macdef": pending = token
                case "default": entries.append((nil, nil, nil))
                default: break
                }
            }
        }
        return entries.lazy.compactMap { match($0, host, user) }.first
    }

    /// The tokens of one `.netrc` line: words, or `"quoted"` text with backslash escapes.
    private static func tokens(of line: Substring) -> [String] {
        var tokens: [String] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " || character == "\t" {
                index = line.index(after: index)
                continue
            }
            var token = ""
            if character == "\"" {
                index = line.index(after: index)
                while index < line.endIndex, line[index] != "\"" {
                    var next = line[index]
                    if next == "\\", line.index(after: index) < line.endIndex {
                        index = line.index(after: index)
                        switch line[index] {
                        case "n": next = "\n"
                        case "r": next = "\r"
                        case "t": next = "\t"
                        default: next = line[index]
                        }
                    }
                    token.append(next)
                    index = line.index(after: index)
                }
                if index < line.endIndex { index = line.index(after: index) }
            } else {
                while index < line.endIndex, line[index] != " ", line[index] != "\t" {
                    token.append(line[index])
                    index = line.index(after: index)
                }
            }
            tokens.append(token)
        }
        return tokens
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
