#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The longest input line homebook accepts, in bytes (docs/manual.md#storage, **Limits**,
/// the man page's LIMITS and the README state it; `InputLimitTests` keeps them equal).
public enum InputLimit {
    /// 4 MiB: far beyond any line a person types or a spreadsheet writes, small enough that
    /// `homebook < /dev/zero` stops at once with flat memory.
    public static let lineBytes = 4 << 20
    /// The limit as people say it.
    public static let lineBytesText = "4 MiB"
}

/// Reads lines from a file descriptor through one reused buffer, refusing a line longer than
/// ``InputLimit/lineBytes`` instead of growing without end.
///
/// `read(2)` rather than stdio: a terminal answers a read with what was typed, where `fread`
/// would wait for a whole buffer. Each line comes with its line ending (the last may have
/// none), valid until the next call.
public final class BoundedLineReader {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let limit: Int
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var start = 0  // the first byte not yet handed out
    private var end = 0  // one past the last byte read
    private var scanned = 0  // bytes from `start` known to hold no line feed
    private var atEnd = false
    /// How many lines have been handed out.
    public private(set) var lineNumber = 0

    private static let chunk = 64 * 1024

    /// Reads from `descriptor`; `owns` closes it when the reader goes away.
    public init(descriptor: Int32, owns: Bool = false, limit: Int = InputLimit.lineBytes) {
        self.descriptor = descriptor
        self.ownsDescriptor = owns
        self.limit = limit
        capacity = Self.chunk
        buffer = .allocate(capacity: capacity)
    }

    /// Reads standard input.
    public static func standardInput() -> BoundedLineReader {
        BoundedLineReader(descriptor: STDIN_FILENO)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// Why a line could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// Line `line` (1-based) is longer than the limit.
        case tooLong(line: Int)
        /// The system refused the read; its reason.
        case readFailed(String)
    }

    /// The next line's bytes with its line ending, or nil at the end of the input.
    public func nextLine() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
        while true {
            let unscanned = UnsafeBufferPointer(
                start: buffer + start + scanned,
                count: end - start - scanned
            )
            if let feed = unscanned.firstIndex(of: UInt8(ascii: "\n")) {
                return try handOut(length: scanned + feed + 1)
            }
            scanned = end - start
            // One byte more than the limit may still be the CR of a CRLF ending.
            if scanned > limit + 1 { throw .tooLong(line: lineNumber + 1) }
            if atEnd {
                guard end > start else { return nil }
                return try handOut(length: end - start)
            }
            try fill()
        }
    }

    /// The next line as text without its line ending (LF or CRLF), or nil at the end.
    ///
    /// Bytes that are not UTF-8 become U+FFFD, as `Swift.readLine` does.
    public func nextText() throws(Failure) -> String? {
        guard var bytes = try nextLine() else { return nil }
        if bytes.last == UInt8(ascii: "\n") {
            bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
        }
        if bytes.last == UInt8(ascii: "\r") {
            bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hands out the next `length` bytes as a line, refusing one whose content (without its
    /// LF or CRLF ending) is longer than the limit.
    private func handOut(length: Int) throws(Failure) -> UnsafeBufferPointer<UInt8> {
        lineNumber += 1
        let line = UnsafeBufferPointer(start: buffer + start, count: length)
        var content = length
        if content > 0, line[content - 1] == UInt8(ascii: "\n") { content -= 1 }
        if content > 0, line[content - 1] == UInt8(ascii: "\r") { content -= 1 }
        guard content <= limit else { throw .tooLong(line: lineNumber) }
        start += length
        scanned = 0
        return line
    }

    /// Moves the unread bytes to the front, grows the buffer when it is full, and reads more.
    private func fill() throws(Failure) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { buffer.update(from: buffer + start, count: pending) }
            start = 0
            end = pending
        }
        if capacity - end < Self.chunk / 2 {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }
        while true {
            let count = read(descriptor, buffer + end, capacity - end)
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                atEnd = true
                return
            }
            if errno != EINTR { throw .readFailed(SystemCalls.lastErrorMessage()) }
        }
    }
}
