import CZlib

/// Builds ZIP archives and gzip data in tests (with the system zlib), for Paprika exports
/// and hostile archives.
public enum TestZip {
    /// `bytes` compressed as raw DEFLATE (`gzip: false`) or as a gzip stream.
    public static func deflate(_ bytes: [UInt8], gzip: Bool) -> [UInt8] {
        var stream = z_stream()
        let bits: Int32 = gzip ? 15 + 16 : -15
        guard
            deflateInit2_(
                &stream,
                9,
                Z_DEFLATED,
                bits,
                9,
                Z_DEFAULT_STRATEGY,
                zlibVersion(),
                Int32(MemoryLayout<z_stream>.size)
            ) == Z_OK
        else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](
            repeating: 0,
            count: Int(deflateBound(&stream, UInt(bytes.count))) + 64
        )
        var input = bytes
        let produced = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                CZlib.deflate(&stream, Z_FINISH)
                return target.count - Int(stream.avail_out)
            }
        }
        return Array(output[0..<produced])
    }

    /// One entry to archive.
    public struct Entry {
        /// The entry's path in the archive.
        public var name: String
        /// The entry's bytes before compression.
        public var content: [UInt8]
        /// Whether to DEFLATE it (else it is stored).
        public var compress = true
        /// A size to declare instead of the real one (for damaged archives).
        public var declaredSize: Int?

        /// Creates an entry; it is compressed and declares its real size unless told.
        public init(
            name: String,
            content: [UInt8],
            compress: Bool = true,
            declaredSize: Int? = nil
        ) {
            self.name = name
            self.content = content
            self.compress = compress
            self.declaredSize = declaredSize
        }
    }

    /// A ZIP archive of `entries`.
    public static func archive(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        func u16(_ value: Int, _ into: inout [UInt8]) {
            into += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func u32(_ value: Int, _ into: inout [UInt8]) {
            u16(value & 0xFFFF, &into)
            u16(value >> 16 & 0xFFFF, &into)
        }
        for entry in entries {
            let data = entry.compress ? deflate(entry.content, gzip: false) : entry.content
            let crc = entry.content.withUnsafeBufferPointer {
                Int(crc32(0, $0.baseAddress, UInt32($0.count)))
            }
            let name = Array(entry.name.utf8)
            let offset = out.count
            func common(_ into: inout [UInt8]) {
                u16(20, &into)  // version needed
                u16(0, &into)  // flags
                u16(entry.compress ? 8 : 0, &into)
                u32(0, &into)  // time and date
                u32(crc, &into)
                u32(data.count, &into)
                u32(entry.declaredSize ?? entry.content.count, &into)
                u16(name.count, &into)
                u16(0, &into)  // extra
            }
            u32(0x0403_4b50, &out)
            common(&out)
            out += name + data
            u32(0x0201_4b50, &directory)
            u16(20, &directory)  // version made by
            common(&directory)
            u16(0, &directory)  // comment
            u16(0, &directory)  // disk
            u16(0, &directory)  // internal attributes
            u32(0, &directory)  // external attributes
            u32(offset, &directory)
            directory += name
        }
        let directoryOffset = out.count
        out += directory
        u32(0x0605_4b50, &out)
        u16(0, &out)
        u16(0, &out)
        u16(entries.count, &out)
        u16(entries.count, &out)
        u32(directory.count, &out)
        u32(directoryOffset, &out)
        u16(0, &out)
        return out
    }
}
