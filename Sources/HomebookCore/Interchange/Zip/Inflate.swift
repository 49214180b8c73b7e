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

    /// Inflates `input`, refusing output over `limit` bytes for this stream, and charging
    /// every byte produced to `budget` (shared by all the layers of one file).
    static func inflate(
        _ input: ArraySlice<UInt8>,
        format: Format,
        limit: Int,
        budget: InflateBudget
    ) throws(Failure) -> [UInt8] {
        // zlib counts its input in 32 bits; FileBytes reads at most 1 GiB, so this holds.
        guard input.count <= Int(UInt32.max) else { throw .tooLarge }
        var stream = z_stream()
        let windowBits: Int32 = format == .raw ? -15 : 15 + 32
        guard
            inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else { throw .corrupt }
        defer { inflateEnd(&stream) }
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
                // Charged before it is kept: memory never holds more than the budget allows.
                do { try budget.charge(produced) } catch { return Z_MEM_ERROR }
                if output.count + produced > limit { return Z_MEM_ERROR }
                output.append(contentsOf: chunk[0..<produced])
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
