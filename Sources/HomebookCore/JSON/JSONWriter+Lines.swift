/// Listings of one element per line (`[`, then each element on its own line, then `]`),
/// written whole or handed over in pieces as they fill.
extension JSONWriter {
    /// An array with one element per line: compact, yet easy to read, diff and grep.
    public static func lines<Elements: Sequence>(
        _ elements: Elements,
        _ write: (inout JSONWriter, Elements.Element) -> Void
    ) -> [UInt8] {
        var all: [UInt8] = []
        writeLines(elements, piece: .max, to: { all.append(contentsOf: $0) }, write)
        return all
    }

    /// ``lines(_:_:)`` handed to `output` in pieces of about `piece` bytes as they fill, so
    /// a long listing never holds all its text at once (nor touches fresh memory for it).
    ///
    /// Inlinable, so a caller in another module gets the loop specialised for its elements:
    /// a generic one asked the runtime to copy each planner event out of the array.
    @inlinable
    public static func writeLines<Elements: Sequence>(
        _ elements: Elements,
        piece: Int = 65_536,
        to output: (UnsafeBufferPointer<UInt8>) -> Void,
        _ write: (inout JSONWriter, Elements.Element) -> Void
    ) {
        // A guess that saves most regrowing: a planner event is about 240 bytes.
        var writer = JSONWriter(capacity: min(elements.underestimatedCount * 256, piece) + 4)
        writer.beginLines()
        for element in elements {
            writer.beginLine()
            write(&writer, element)
            writer.endLine(piece: piece, to: output)
        }
        writer.endLines(to: output)
    }

    /// ``writeLines(_:piece:to:_:)`` for elements that come in batches: `produce` hands
    /// each batch to the function it is given, so no more than one is ever held. An error
    /// `produce` throws ends the text where it stands (without its closing bracket).
    @inlinable
    public static func writeLines<Elements: Sequence>(
        batches produce: ((Elements) -> Void) throws -> Void,
        piece: Int = 65_536,
        to output: (UnsafeBufferPointer<UInt8>) -> Void,
        _ write: (inout JSONWriter, Elements.Element) -> Void
    ) rethrows {
        var writer = JSONWriter(capacity: piece + 4)
        writer.beginLines()
        // `produce` only calls the function while it runs, never after.
        try withoutActuallyEscaping(output) { output in
            try withoutActuallyEscaping(write) { write in
                try produce { elements in
                    for element in elements {
                        writer.beginLine()
                        write(&writer, element)
                        writer.endLine(piece: piece, to: output)
                    }
                }
            }
        }
        writer.endLines(to: output)
    }

    /// The opening bracket of ``writeLines(_:piece:to:_:)``.
    @usableFromInline
    mutating func beginLines() {
        append(UInt8(ascii: "["))
    }

    /// The separator before an element of ``writeLines(_:piece:to:_:)``.
    @usableFromInline
    mutating func beginLine() {
        append(needsComma ? ",\n" : "\n")
        needsComma = false
    }

    /// After an element: hands the text over once a piece has filled.
    @usableFromInline
    mutating func endLine(piece: Int, to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        needsComma = true
        if count >= piece { handOver(to: output) }
    }

    /// The closing bracket, and the rest of the text handed over.
    @usableFromInline
    mutating func endLines(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        append(needsComma ? "\n]" : "]")
        handOver(to: output)
    }
}
