#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a signal handler needs to put the terminal back, prepared before any handler runs.
///
/// Signal handlers may only call async-signal-safe functions, so everything is precomputed:
/// the saved termios, the file descriptor, and the bytes that leave the alternate screen. The
/// state lives in plain globals because a C signal handler cannot capture context.
enum TerminalRestore {
    /// The terminal's settings before raw mode, in memory allocated once: a global of the
    /// imported `termios` type was sized short of the 60 bytes `tcgetattr` writes
    /// (AddressSanitizer: global-buffer-overflow), and a handler needs a stable address.
    nonisolated(unsafe) static let savedSettings: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// The terminal's file descriptor whose settings were changed, or -1 when raw mode is off.
    nonisolated(unsafe) static var fd: Int32 = -1
    /// The descriptor the leave sequence is written to.
    nonisolated(unsafe) static var outputFD: Int32 = 1
    /// The bytes that show the cursor, stop bracketed paste and leave the alternate screen.
    nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(TerminalSequences.leave.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()
    /// The write end of the self-pipe that wakes the event loop on SIGWINCH, or -1.
    nonisolated(unsafe) static var wakeFD: Int32 = -1

    /// The signals after which the terminal is restored before the default action runs.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP,
    ]

    /// Restores the terminal if raw mode is on; async-signal-safe and idempotent.
    static func restoreNow() {
        let descriptor = fd
        guard descriptor >= 0 else { return }
        fd = -1
        var remaining = leaveBytes.count
        var start = leaveBytes.baseAddress
        while remaining > 0, let pointer = start {
            let written = write(outputFD, pointer, remaining)
            if written <= 0 { break }
            remaining -= written
            start = pointer + written
        }
        _ = tcsetattr(descriptor, TCSAFLUSH, savedSettings)
    }

    /// Installs the handlers (once per process) and the atexit hook.
    static func installHandlers() {
        guard !installed else { return }
        installed = true
        _ = leaveBytes.count  // computed now, never inside a handler
        atexit { TerminalRestore.restoreNow() }
        for number in fatalSignals {
            install(number, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) { number in
                TerminalRestore.restoreNow()
                // Re-raise with the default action so the exit status tells the truth.
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        install(SIGWINCH, flags: Int32(truncatingIfNeeded: SA_RESTART)) { _ in
            var byte: UInt8 = 1
            if TerminalRestore.wakeFD >= 0 { _ = write(TerminalRestore.wakeFD, &byte, 1) }
        }
    }

    /// Installs one C signal handler with `sigaction`.
    private static func install(
        _ number: Int32,
        flags: Int32,
        _ handler: @convention(c) (Int32) -> Void
    ) {
        var previous = sigaction()
        sigaction(number, nil, &previous)
        #if canImport(Glibc)
            let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
        #else
            let ignored = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self) == 1
        #endif
        // A signal the caller ignores (`nohup homebook`) stays ignored.
        guard !ignored else { return }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(number, &action, nil)
    }

    nonisolated(unsafe) private static var installed = false
}

/// The escape sequences that enter and leave the full-screen mode.
public enum TerminalSequences {
    /// Alternate screen on, cursor hidden, bracketed paste on, screen cleared.
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    /// Attributes reset, bracketed paste off, cursor shown, main screen back.
    public static let leave = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
}
