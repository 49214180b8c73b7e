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
    /// The raw-mode settings, put back when the process continues after a stop.
    nonisolated(unsafe) static let rawSettings: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// The terminal given back for a stop (Ctrl-Z, SIGTSTP), taken again on SIGCONT; or -1.
    nonisolated(unsafe) static var suspendedFD: Int32 = -1
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
    /// The bytes that enter the alternate screen again after a stop.
    nonisolated(unsafe) static let enterBytes: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(TerminalSequences.enter.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()
    /// The write end of the self-pipe that wakes the event loop on SIGWINCH and SIGCONT, or -1.
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
        writeAll(leaveBytes)
        _ = tcsetattr(descriptor, TCSAFLUSH, savedSettings)
    }

    /// Writes `bytes` to the terminal; async-signal-safe.
    private static func writeAll(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var remaining = bytes.count
        var start = bytes.baseAddress
        while remaining > 0, let pointer = start {
            let written = write(outputFD, pointer, remaining)
            if written <= 0 { break }
            remaining -= written
            start = pointer + written
        }
    }

    /// SIGTSTP (Ctrl-Z, `kill -TSTP`): gives the terminal back, stops as the default action
    /// would, and once continued takes the terminal again; async-signal-safe.
    ///
    /// The stop happens inside the handler, as in ncurses: SIGTSTP is set to its default
    /// action and unblocked (a handler runs with its signal blocked), then raised. A process
    /// group with no parent in the session cannot be stopped (the kernel discards the
    /// signal); the handler then simply carries on, and the app is back at once.
    static func suspend() {
        if fd >= 0 { suspendedFD = fd }
        restoreNow()
        var ours = sigaction()
        var fallback = sigaction()
        #if canImport(Glibc)
            fallback.__sigaction_handler.sa_handler = SIG_DFL
        #else
            fallback.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&fallback.sa_mask)
        sigaction(SIGTSTP, &fallback, &ours)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        // Continued (a SIGCONT handler may already have taken the terminal back).
        sigprocmask(SIG_BLOCK, &stop, nil)
        sigaction(SIGTSTP, &ours, nil)
        reenter()
    }

    /// SIGCONT: takes the terminal again after a stop. After SIGSTOP, which no handler sees,
    /// the shell has put its own settings back while the app was stopped, so raw mode is set
    /// again whenever it was on; async-signal-safe.
    static func resume() {
        if fd >= 0 {
            suspendedFD = fd
            fd = -1
        }
        reenter()
    }

    /// Puts the terminal given back for a stop into raw mode and the alternate screen again,
    /// and wakes the event loop to draw every cell; async-signal-safe.
    private static func reenter() {
        let descriptor = suspendedFD
        guard descriptor >= 0 else { return }
        // Continued in the background (`bg`): changing the terminal now would stop the process
        // again (SIGTTOU). The SIGCONT of `fg` comes back here.
        let foreground = tcgetpgrp(descriptor)
        guard foreground < 0 || foreground == getpgrp() else { return }
        suspendedFD = -1
        _ = tcsetattr(descriptor, TCSAFLUSH, rawSettings)
        fd = descriptor
        writeAll(enterBytes)
        wake()
    }

    /// Makes the event loop's wait return, so it draws the whole screen again.
    private static func wake() {
        var byte: UInt8 = 1
        if wakeFD >= 0 { _ = write(wakeFD, &byte, 1) }
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
        _ = enterBytes.count
        // A handler that returns must leave errno as it found it: the code it interrupted
        // may be about to read errno of its own call (ThreadSanitizer checks this too).
        install(SIGWINCH, flags: Int32(truncatingIfNeeded: SA_RESTART)) { _ in
            let saved = errno
            TerminalRestore.wake()
            errno = saved
        }
        install(SIGTSTP, flags: Int32(truncatingIfNeeded: SA_RESTART)) { _ in
            let saved = errno
            TerminalRestore.suspend()
            errno = saved
        }
        install(SIGCONT, flags: Int32(truncatingIfNeeded: SA_RESTART)) { _ in
            let saved = errno
            TerminalRestore.resume()
            errno = saved
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
