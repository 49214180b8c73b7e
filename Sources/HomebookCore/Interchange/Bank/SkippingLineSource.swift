/// A line source that drops the first lines of another (a bank's title and account lines
/// before its header).
final class SkippingLineSource: LineSource {
    private let source: any LineSource
    private var toSkip: Int

    /// Reads `source`, dropping its first `count` lines.
    init(_ source: any LineSource, skipping count: Int) {
        self.source = source
        toSkip = count
    }

    /// The next line after the skipped ones.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        while toSkip > 0 {
            toSkip -= 1
            guard try source.nextLine() != nil else { return nil }
        }
        return try source.nextLine()
    }
}
