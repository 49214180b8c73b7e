/// A line source that drops the first lines of another (a bank's title and account lines
/// before its header).
final class SkippingLineSource: LineSource {
    private let source: any LineSource
    private var toSkip: Int
    /// How many lines were actually dropped: fewer than asked when the file is shorter.
    ///
    /// Line numbers are counted from this, never from the number asked for, so a huge
    /// `--skip-lines` cannot overflow them (docs/manual.md#interchange).
    private(set) var skipped = 0

    /// Reads `source`, dropping its first `count` lines.
    init(_ source: any LineSource, skipping count: Int) {
        self.source = source
        toSkip = count
    }

    /// Whether fewer lines were there than were to be skipped.
    var ranOut: Bool { toSkip > 0 }

    /// The next line after the skipped ones.
    func nextLine() throws(FileError) -> UnsafeBufferPointer<UInt8>? {
        while toSkip > 0 {
            guard try source.nextLine() != nil else { return nil }
            toSkip -= 1
            skipped += 1
        }
        return try source.nextLine()
    }
}
