import HomebookCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks for a password on the terminal without echoing it (docs/manual.md#passwords).
enum PasswordPrompt {
    /// A prompt for `user` on `host`, or nil when standard input is not a terminal (a
    /// script must give a password command or `~/.netrc`).
    static func asker(user: String, host: String) -> (() -> String?)? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        return { read(prompt: "Password for \(user) at \(host): ") }
    }

    /// Whether the password may go to another origin: one of `given` (`--trust-origin`,
    /// compared without regard to case or a trailing slash), else the answer to a question
    /// when standard input is a terminal, else no.
    static func truster(given: [String], user: String) -> (String) -> Bool {
        let trusted = Set(
            given.map { origin in
                var text = origin.lowercased()
                while text.hasSuffix("/") { text.removeLast() }
                return text
            }
        )
        return { origin in
            if trusted.contains(origin.lowercased()) { return true }
            guard isatty(STDIN_FILENO) == 1 else { return false }
            var standardError = StandardError()
            print(
                "The server sends the sign-in for \(DisplayText.singleLine(user)) on to "
                    + "\(DisplayText.singleLine(origin)). Send the password there? [y/N] ",
                terminator: "",
                to: &standardError
            )
            let answer = readLine(strippingNewline: true)?.lowercased() ?? ""
            return answer == "y" || answer == "yes"
        }
    }

    /// Reads one line from standard input with echo off, the prompt on standard error.
    static func read(prompt: String) -> String? {
        var standardError = StandardError()
        print(prompt, terminator: "", to: &standardError)
        defer { print("", to: &standardError) }
        return withoutEcho { readLine(strippingNewline: true) }
    }

    /// Runs `body` with standard input's echo off (when it is a terminal), then restores it.
    static func withoutEcho<Value>(_ body: () -> Value) -> Value {
        // Heap memory with room to spare: the imported termios type can be sized short of
        // what tcgetattr writes (see TerminalUI's TerminalRestore).
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 512, alignment: 16)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: 512)
        let saved = raw.bindMemory(to: termios.self, capacity: 1)
        let quiet = (raw + 256).bindMemory(to: termios.self, capacity: 1)
        let hasSettings = tcgetattr(STDIN_FILENO, saved) == 0
        if hasSettings {
            (raw + 256).copyMemory(from: raw, byteCount: 256)
            quiet.pointee.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, quiet)
        }
        defer {
            if hasSettings { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved) }
        }
        return body()
    }
}
