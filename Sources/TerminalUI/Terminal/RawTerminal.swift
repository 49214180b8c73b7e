#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one object that owns raw mode and the alternate screen: entered once, left on every
/// way out (``leave()``, deinit, atexit, and the signal handlers of ``TerminalRestore``), given
/// back during a stop (Ctrl-Z, SIGTSTP) and taken again on SIGCONT.
public final class RawTerminal {
    /// A problem entering full-screen mode.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
    }

    /// What waiting for input produced.
    public enum Input {
        /// Bytes read from the terminal.
        case bytes([UInt8])
        /// The window changed size.
        case resized
        /// Nothing arrived in time.
        case timeout
        /// The terminal is gone (end of input).
        case closed
    }

    private let input: Int32
    private let output: Int32
    private var wakeRead: Int32 = -1
    private var active = false

    /// Puts the terminal into raw mode and onto the alternate screen.
    ///
    /// - Throws: ``Failure`` when `input` is not a terminal or a second session is opened.
    public init(input: Int32 = 0, output: Int32 = 1) throws {
        self.input = input
        self.output = output
        guard TerminalRestore.fd < 0 else {
            throw Failure(description: "already in full-screen mode")
        }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            throw Failure(description: "standard input is not a terminal")
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "cannot create a pipe") }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = pipeEnds[0]
        TerminalRestore.wakeFD = pipeEnds[1]
        TerminalRestore.savedSettings.pointee = original
        TerminalRestore.outputFD = output
        TerminalRestore.installHandlers()
        var raw = original
        cfmakeraw(&raw)
        // Keep output processing so a stray "\n" from a library still returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST)
        TerminalRestore.rawSettings.pointee = raw
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw Failure(description: "cannot switch the terminal to raw mode")
        }
        TerminalRestore.fd = input
        active = true
        write(Array(TerminalSequences.enter.utf8))
    }

    deinit {
        leave()
        if wakeRead >= 0 { close(wakeRead) }
        if TerminalRestore.wakeFD >= 0 {
            close(TerminalRestore.wakeFD)
            TerminalRestore.wakeFD = -1
        }
    }

    /// Restores the terminal: cooked mode, cursor shown, main screen back. Safe to call twice.
    public func leave() {
        guard active else { return }
        active = false
        TerminalRestore.restoreNow()
    }

    /// Suspends to the shell as Ctrl-Z does in a cooked terminal: the terminal is given back
    /// and the process group stopped; this returns once it continues (`fg`), raw mode back on
    /// and the event loop woken to draw the whole screen (see ``TerminalRestore/suspend()``).
    public func suspend() {
        // The whole group, as the terminal's own Ctrl-Z does, so a wrapper script stops too.
        kill(0, SIGTSTP)
    }

    /// The window size in columns and rows (80×24 when the terminal does not say).
    public func size() -> (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
        else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes all of `bytes` to the terminal.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard var pointer = raw.baseAddress else { return }
            var remaining = raw.count
            while remaining > 0 {
                let written = systemWrite(output, pointer, remaining)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                remaining -= written
                pointer += written
            }
        }
    }

    /// Waits up to `milliseconds` (-1: for ever) for input or a resize.
    public func read(timeout milliseconds: Int32) -> Input {
        var fds = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, milliseconds)
        if ready < 0 { return errno == EINTR ? .resized : .closed }
        if ready == 0 { return .timeout }
        if fds[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while systemRead(wakeRead, &drain, drain.count) > 0 {}
            return .resized
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = systemRead(input, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .timeout }
        guard count > 0 else { return .closed }
        return .bytes(Array(buffer[0..<count]))
    }
}

/// `write(2)`, named apart from the method of the same name.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}

/// `read(2)`, named apart from the method of the same name.
private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, pointer, count)
}
