internal import CZlib

/// Decompression through zlib, bounded so a small hostile file cannot become a huge one.
enum Inflate {
    /// The layer to undo.
    enum Format {
        /// Raw DEFLATE, as inside a ZIP entry.
        case raw
        /// A gzip (or zlib) stream.
        case gzip
    }

    /// Why data could not be inflated.
    enum Failure: Error, Equatable {
        /// The data is not valid compressed data.
        case corrupt
        /// The output would be larger than allowed (a decompression bomb).
        case tooLarge
    }

    /// Expansion beyond this ratio (past the first MiB) is treated as a bomb.
    static let maximumRatio = 200

    /// Inflates `input`, refusing output over `limit` bytes or over ``maximumRatio`` times
    /// the input once past 1 MiB.
    static func inflate(
        _ input: ArraySlice<UInt8>,
        format: Format,
        limit: Int
    ) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        let windowBits: Int32 = format == .raw ? -15 : 15 + 32
        guard
            inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else { throw .corrupt }
        defer { inflateEnd(&stream) }
        let ratioLimit = max(
            1 << 20,
            input.count.multipliedReportingOverflow(by: maximumRatio).overflow
                ? Int.max : input.count * maximumRatio
        )
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var source = Array(input)
        let status: Int32 = source.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = UInt32(inputBuffer.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit || output.count > ratioLimit { return Z_MEM_ERROR }
                if result == Z_STREAM_END { return Z_OK }
                if result != Z_OK || (produced == 0 && stream.avail_in == 0) { return Z_DATA_ERROR }
            }
        }
        switch status {
        case Z_OK: return output
        case Z_MEM_ERROR: throw .tooLarge
        default: throw .corrupt
        }
    }
}
