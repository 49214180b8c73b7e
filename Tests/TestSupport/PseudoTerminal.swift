import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `homebook` running on a pseudo-terminal, as in a real terminal window: tests
/// type bytes, read everything it wrote, and inspect the terminal settings it left.
public final class PseudoTerminalProcess {
    /// The process id.
    public let pid: pid_t
    private let master: Int32
    private let slave: Int32
    /// Everything the process has written so far.
    public private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    /// The terminal settings a test compares before and after.
    public struct Modes: Equatable, Sendable {
        /// Input, output, control and local flags.
        public let input, output, control, local: UInt32
    }

    /// Starts `homebook arguments` on a new pseudo-terminal of `columns` × `rows`.
    ///
    /// By default the process leads a new session whose controlling terminal is the
    /// pseudo-terminal. With `stoppable`, it gets its own process group in the test's session
    /// instead, as a shell with job control starts a job: a group whose parent is outside it
    /// can be stopped (SIGTSTP is discarded in an orphaned one), and ``waitForStop()`` sees it.
    public init(
        _ arguments: [String],
        environment: [String: String] = [:],
        columns: UInt16 = 80,
        rows: UInt16 = 24,
        stoppable: Bool = false
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 256)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else {
            throw PseudoTerminalError("openpty failed: errno \(errno)")
        }
        self.master = master
        self.slave = slave
        let slaveName = String(
            decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
            as: UTF8.self
        )
        var env = ProcessInfo.processInfo.environment
        for key in ["HOMEBOOK_DB", "XDG_DATA_HOME", "NO_COLOR"] { env[key] = nil }
        env["HOME"] = "/nonexistent-homebook-test-home"
        env["TERM"] = "xterm-256color"
        env.merge(environment) { _, new in new }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the terminal makes it the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts as from a shell: every signal unblocked and at its default action,
        // whatever the test runner's threads block or ignore.
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let resetSignals = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if stoppable {
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, resetSignals | Int16(POSIX_SPAWN_SETPGROUP))
        } else {
            #if os(Linux)
                // glibc's POSIX_SPAWN_SETSID, hidden behind _GNU_SOURCE from Swift.
                posix_spawnattr_setflags(&attributes, resetSignals | 0x80)
            #else
                posix_spawnattr_setflags(&attributes, resetSignals | Int16(POSIX_SPAWN_SETSID))
            #endif
        }

        let argv = ([HomebookProcess.binaryPath] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(
            &child,
            HomebookProcess.binaryPath,
            &actions,
            &attributes,
            argv,
            envp
        )
        guard result == 0 else { throw PseudoTerminalError("posix_spawn failed: \(result)") }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// The terminal's current settings.
    public var modes: Modes {
        var settings = termios()
        tcgetattr(slave, &settings)
        return Modes(
            input: UInt32(settings.c_iflag),
            output: UInt32(settings.c_oflag),
            control: UInt32(settings.c_cflag),
            local: UInt32(settings.c_lflag)
        )
    }

    /// Sets the terminal's settings, as a shell puts its own back when a job stops.
    public func setModes(_ modes: Modes) {
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_iflag = tcflag_t(modes.input)
        settings.c_oflag = tcflag_t(modes.output)
        settings.c_cflag = tcflag_t(modes.control)
        settings.c_lflag = tcflag_t(modes.local)
        tcsetattr(slave, TCSANOW, &settings)
    }

    /// Reads until the process is stopped by a signal; false after `seconds`.
    public func waitForStop(seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            pump(milliseconds: 50)
            // WIFSTOPPED: the low byte is 0x7F.
            if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid, status & 0xFF == 0x7F {
                pump(milliseconds: 0)
                return true
            }
        }
        return false
    }

    /// Reads until `condition` holds; false after 20 s.
    public func wait(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if condition() { return true }
            pump(milliseconds: 50)
        }
        return false
    }

    /// Whether the terminal is in raw mode (no line editing, no echo).
    public var isRaw: Bool {
        modes.local & UInt32(ICANON | ECHO) == 0
    }

    /// Everything written so far, as text.
    public var text: String { String(decoding: output, as: UTF8.self) }

    /// Types `text` (bytes as a person's keys would send them).
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until the output contains `marker` at least `count` times; false after 20 s.
    @discardableResult
    public func waitFor(_ marker: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if text.components(separatedBy: marker).count - 1 >= count { return true }
            pump(milliseconds: 50)
        }
        return false
    }

    /// Reads until the process ends (20 s at most, then it is killed); returns its exit
    /// status, or the negated signal number that ended it.
    public func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(20)
        var status: Int32 = 0
        while Date() < deadline {
            pump(milliseconds: 50)
            if waitpid(pid, &status, WNOHANG) == pid {
                pump(milliseconds: 0)
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
                exitStatus = code
                return code
            }
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        exitStatus = -SIGKILL
        return -SIGKILL
    }

    /// Reads what is available within `milliseconds`.
    private func pump(milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while poll(&descriptor, 1, milliseconds) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output.append(contentsOf: buffer[0..<count])
        }
    }
}

/// A pseudo-terminal that could not be set up.
public struct PseudoTerminalError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String

    init(_ description: String) { self.description = description }
}
