#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations change files need: whole-file reads, folder listings, and a write
/// that appears whole or not at all (docs/manual.md#household-sync).
enum SyncFiles {
    /// A file operation failed; the message names the path.
    struct Failure: Error, Equatable {
        let message: String
    }

    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        let folder = String(
            decoding: buffer[..<length].map { UInt8(bitPattern: $0) },
            as: UTF8.self
        )
        return (folder == "/" ? "" : folder) + "/" + path
    }

    /// The whole content of a regular file, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `bytes` as `folder/name`: first to a hidden temporary name in `spool` (same file
    /// system), flushed to disk, then renamed, so a reader (or a sync engine) never sees a
    /// half-written file under the real name.
    static func writeWhole(
        _ bytes: [UInt8],
        folder: String,
        name: String,
        spool: String
    )
        throws(Failure)
    {
        do {
            try SystemCalls.createDirectories(folder)
            try SystemCalls.createDirectories(spool)
        } catch {
            throw Failure(message: "cannot create \(folder)")
        }
        let temporary = spool + "/.\(getpid())-" + name + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot write \(temporary): \(SystemCalls.lastErrorMessage())")
        }
        var written = 0
        var failed = false
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                written += count
            }
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard !failed, synced, rename(temporary, folder + "/" + name) == 0 else {
            let reason = SystemCalls.lastErrorMessage()
            unlink(temporary)
            throw Failure(message: "cannot write \(folder)/\(name): \(reason)")
        }
        // The rename itself reaches the disk with the folder.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
