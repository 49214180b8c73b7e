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

/// Reads a file line by line with `getline`, reusing one buffer: memory stays flat
/// however large the file is.
final class FileLineReader: LineSource {
    let path: String
    private let stream: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Opens `path` for reading.
    init(path: String) throws(FileError) {
        if SystemCalls.isDirectory(path) {
            throw .isDirectory(path: path)
        }
        guard let stream = fopen(path, "re") else {
            throw .cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
        }
        self.path = path
        self.stream = stream
    }

    deinit {
        free(buffer)
        fclose(stream)
    }

    /// The next line from `getline`, or nil at the end of the file.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        let count = getline(&buffer, &capacity, stream)
        guard count >= 0, let buffer else {
            if ferror(stream) != 0 {
                throw .cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
            }
            return nil
        }
        return UnsafeBufferPointer(
            start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
            count: count
        )
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
