internal import CZlib

/// Compression through zlib: the gzip layer of a Paprika recipe, and the ZIP checksum.
enum Deflate {
    /// Why data could not be compressed (zlib refused; only out of memory in practice).
    struct Failure: Error, Equatable {}

    /// `input` as one gzip stream (RFC 1952), at zlib's default level.
    static func gzip(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        // zlib counts in 32 bits; a recipe's JSON is a few megabytes at most (1 MiB a field).
        guard input.count < Int(UInt32.max) / 2 else { throw Failure() }
        var stream = z_stream()
        // 15 window bits, plus 16: write a gzip header and trailer rather than zlib's.
        guard
            deflateInit2_(
                &stream,
                Z_DEFAULT_COMPRESSION,
                Z_DEFLATED,
                15 + 16,
                8,
                Z_DEFAULT_STRATEGY,
                zlibVersion(),
                Int32(MemoryLayout<z_stream>.size)
            ) == Z_OK
        else { throw Failure() }
        defer { deflateEnd(&stream) }
        // deflateBound is enough for one Z_FINISH call; the gzip header and trailer add 18.
        var output = [UInt8](
            repeating: 0,
            count: Int(deflateBound(&stream, UInt(input.count))) + 18
        )
        var source = input
        let status = source.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int32 in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = UInt32(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = UInt32(outBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure() }
        output.removeLast(Int(stream.avail_out))
        return output
    }

    /// The CRC-32 of `bytes` (ISO 3309, as ZIP and gzip use it).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
    }
}
