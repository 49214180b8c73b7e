#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source of lines as bytes, each with its line ending (the last may have none).
protocol LineSource: AnyObject {
    /// The next line's bytes, valid until the next call; nil at the end.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>?
}

/// Reads a file line by line through a ``BoundedLineReader``: memory stays flat however
/// large the file is, and a line longer than ``InputLimit/lineBytes`` (`/dev/zero`, a binary
/// file) is an error rather than gigabytes of buffer.
final class FileLineReader: LineSource {
    let path: String
    private let reader: BoundedLineReader

    /// Opens `path` for reading.
    init(path: String) throws(FileError) {
        if SystemCalls.isDirectory(path) {
            throw .isDirectory(path: path)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
        }
        self.path = path
        self.reader = BoundedLineReader(descriptor: descriptor, owns: true)
    }

    /// The next line, or nil at the end of the file.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        do {
            return try reader.nextLine()
        } catch {
            switch error {
            case .tooLong(let line): throw .lineTooLong(path: path, line: line)
            case .readFailed(let reason): throw .cannotRead(path: path, reason: reason)
            }
        }
    }
}

/// Lines of an in-memory text, for parsing CSV given as a string.
final class TextLineSource: LineSource {
    private let bytes: [UInt8]
    private var offset = 0
    // The current line, owned here so the pointer handed out stays valid until the next call.
    private var line = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// Splits `text` into lines.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    deinit {
        line.deallocate()
    }

    /// The next line of the text, or nil after the last.
    func nextLine() -> UnsafeBufferPointer<UInt8>? {
        guard offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        line.deallocate()
        line = .allocate(capacity: end - offset)
        _ = line.initialize(from: bytes[offset..<end])
        offset = end
        return UnsafeBufferPointer(line)
    }
}
