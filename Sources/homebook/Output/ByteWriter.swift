/// Writes bytes into a buffer of fixed capacity, checking every write against it: how
/// ``TextTable`` lays out thousands of rows with pointer copies, never out of bounds.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Writes the first `prefix` bytes of `text` (all of them by default).
    mutating func write(_ text: String, prefix: Int = .max) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            write(UnsafeBufferPointer(rebasing: bytes.prefix(prefix)))
        }
        if copied == nil {
            for byte in text.utf8.prefix(prefix) { write(byte, times: 1) }
        }
    }

    /// Writes `byte` `times` times (none when `times` is not positive).
    mutating func write(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        precondition(count + times <= buffer.count, "ByteWriter: buffer too small")
        buffer.baseAddress!.advanced(by: count).initialize(repeating: byte, count: times)
        count += times
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(count + bytes.count <= buffer.count, "ByteWriter: buffer too small")
        buffer.baseAddress!.advanced(by: count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Takes back the trailing `byte`s written since `start`.
    mutating func trim(_ byte: UInt8, back start: Int) {
        while count > start, buffer[count - 1] == byte { count -= 1 }
    }
}
