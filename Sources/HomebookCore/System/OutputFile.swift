#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered text output to standard output or to a new private file, without Foundation.
///
/// A new file is created with `O_EXCL` and mode 0600: an existing file is never
/// overwritten, and exported ledgers stay as private as the database they came from.
public final class OutputFile {
    /// The file's path, or `standard output`.
    public let path: String
    /// The file's stream; nil for standard output, which is written through `print` so the
    /// two share one buffer and never interleave out of order.
    private let stream: UnsafeMutablePointer<FILE>?
    private var isClosed = false

    /// Wraps an open stream (nil for standard output).
    private init(path: String, stream: UnsafeMutablePointer<FILE>?) {
        self.path = path
        self.stream = stream
    }

    /// The process's standard output.
    public static func standardOutput() -> OutputFile {
        OutputFile(path: "standard output", stream: nil)
    }

    /// Creates a new file with mode 0600; fails when anything exists at `path` (a symbolic
    /// link included) or when its name ends like an SQLite companion file (`-wal`, `-shm`,
    /// `-journal`), which SQLite would later delete or replay.
    public static func createPrivate(_ path: String) throws(FileError) -> OutputFile {
        let descriptor = try SystemCalls.createPrivateFile(path, refusingCompanionNames: true)
        guard let stream = fdopen(descriptor, "w") else {
            let reason = SystemCalls.lastErrorMessage()
            close(descriptor)
            unlink(path)
            throw .cannotCreate(path: path, reason: reason)
        }
        return OutputFile(path: path, stream: stream)
    }

    /// Writes text as UTF-8.
    public func write(_ text: String) throws(FileError) {
        guard let stream else {
            print(text, terminator: "")
            return
        }
        var text = text
        let written = text.withUTF8 { bytes -> Int in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
            return fwrite(base, 1, bytes.count, stream)
        }
        guard written == text.utf8.count else {
            throw .cannotWrite(path: path, reason: SystemCalls.lastErrorMessage())
        }
    }

    /// Writes raw bytes (a binary export). Standard output takes text only: the fronts
    /// refuse a binary format without a file first.
    public func write(bytes: [UInt8]) throws(FileError) {
        guard let stream else {
            throw .cannotWrite(path: path, reason: "a binary file needs a file name")
        }
        let written = bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
            return fwrite(base, 1, buffer.count, stream)
        }
        guard written == bytes.count else {
            throw .cannotWrite(path: path, reason: SystemCalls.lastErrorMessage())
        }
    }

    /// Flushes and closes the file (standard output is only flushed), reporting any error.
    public func finish() throws(FileError) {
        guard !isClosed else { return }
        isClosed = true
        // fflush(nil) flushes every stream, standard output included.
        let flushed = fflush(stream) == 0
        let reason = SystemCalls.lastErrorMessage()
        let closed = stream.map { fclose($0) == 0 } ?? true
        guard flushed, closed else {
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Closes and removes a file whose writing failed, so no partial export is left behind.
    public func discard() {
        guard let stream else { return }
        if !isClosed {
            isClosed = true
            fclose(stream)
        }
        unlink(path)
    }

    deinit {
        if !isClosed {
            if let stream { fclose(stream) } else { fflush(nil) }
        }
    }
}
