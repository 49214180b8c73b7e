#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole (bounded) file into memory, for formats that are not line-based.
enum FileBytes {
    /// The largest file read whole: 1 GiB.
    static let limit = 1 << 30

    /// The bytes of `path`.
    ///
    /// - Throws: ``FileError`` when it cannot be read, is a folder, or is over ``limit``.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        if SystemCalls.isDirectory(path) { throw .isDirectory(path: path) }
        guard let stream = fopen(path, "re") else {
            throw .cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
        }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            guard bytes.count <= limit else {
                throw .cannotRead(path: path, reason: "it is larger than 1 GiB")
            }
            if count < chunk.count {
                if ferror(stream) != 0 {
                    throw .cannotRead(path: path, reason: SystemCalls.lastErrorMessage())
                }
                return bytes
            }
        }
    }
}
