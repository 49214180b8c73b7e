#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Every call the executable makes to the C library, in one place: the standard streams,
/// whether output is a terminal, and how signals end the program.
enum SystemIO {
    /// Whether standard output is a terminal (colours and box characters are then allowed).
    static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// The width tables fit (docs/manual.md#input-rules): the terminal's columns when standard
    /// output is one (`$COLUMNS`, else 80, when the terminal does not say), and no limit when
    /// output goes to a pipe or a file, so `budget list | grep market` sees whole names.
    static var outputColumns: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text),
            columns > 0
        {
            return columns
        }
        return 80
    }

    /// Writes bytes to standard error, unbuffered; a short write is continued.
    static func writeError(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while let base = rest.baseAddress, !rest.isEmpty {
            let written = write(STDERR_FILENO, base, rest.count)
            guard written > 0 else { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Writes the pieces `produce` hands over as they come, then a newline: a long listing
    /// goes out while it is being made.
    static func printUTF8(streaming produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        produce { piece in
            if let base = piece.baseAddress { _ = fwrite(base, 1, piece.count, stdout) }
        }
        _ = fputc(0x0A, stdout)
    }

    /// Writes UTF-8 bytes and a newline to standard output, through the buffer `print` uses
    /// (so the two never reorder): a long listing goes out without becoming a `String`.
    static func printUTF8(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = fwrite(base, 1, buffer.count, stdout) }
        }
        _ = fputc(0x0A, stdout)
    }

    /// Flushes standard output; false when anything written to it was lost
    /// (`> /dev/full`, a file on a full disk).
    static func flushOutput() -> Bool {
        fflush(stdout) == 0 && ferror(stdout) == 0
    }

    /// Whether writing standard output has failed so far (a long listing stops early).
    static var outputFailed: Bool {
        ferror(stdout) != 0
    }

    /// Makes SIGQUIT (Ctrl-\) end homebook exactly like SIGINT (Ctrl-C): no crash report,
    /// and an unfinished transaction is rolled back by SQLite (docs/manual.md#exit-codes).
    ///
    /// The Swift runtime treats SIGQUIT as a crash; the handler instead restores SIGINT's
    /// default action and raises it (both are async-signal-safe).
    static func endOnQuitLikeInterrupt() {
        // A parent may start homebook with these signals blocked (threads of a test
        // runner do); Ctrl-C and Ctrl-\ must still reach it.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGQUIT)
        _ = sigprocmask(SIG_UNBLOCK, &signals, nil)
        _ = signal(SIGQUIT) { _ in
            _ = signal(SIGINT, SIG_DFL)
            _ = raise(SIGINT)
        }
    }

    /// Ends the process as Ctrl-C does where the terminal sends SIGINT: killed by SIGINT, so
    /// the shell reports 130 and a script running homebook stops too (docs/manual.md#exit-codes).
    /// The full-screen app reads Ctrl-C as a key, so it ends this way once it has cleaned up.
    static func endAsInterrupted() -> Never {
        _ = fflush(nil)
        _ = signal(SIGINT, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        _ = sigprocmask(SIG_UNBLOCK, &signals, nil)
        _ = raise(SIGINT)
        exit(130)  // not reached: the default action of SIGINT ends the process
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        _ = fflush(nil)
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
