#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a set of new files into one folder, all of them or none.
///
/// Every target is checked before anything is written; each file is written under a
/// temporary name and then linked to its own name (which never replaces a file, and makes
/// each file appear whole); on any failure, every file already written is removed.
enum NewFiles {
    /// Writes each (file name, text) into `folder`, which must exist.
    ///
    /// - Returns: the paths written, in order.
    /// - Throws: ``FileError``; nothing written stays behind.
    static func write(
        _ files: [(name: String, text: String)],
        into folder: String
    )
        throws(FileError) -> [String]
    {
        let paths = files.map { folder + "/" + $0.name }
        for path in paths where SystemCalls.exists(path) { throw .exists(path: path) }
        var written: [String] = []
        written.reserveCapacity(paths.count)
        do {
            for (path, file) in zip(paths, files) {
                try writeOne(file.text, to: path, folder: folder)
                written.append(path)
            }
        } catch {
            for path in written { unlink(path) }
            throw error
        }
        return written
    }

    /// Writes `text` to a new temporary file in `folder`, then gives it the name `path`.
    private static func writeOne(
        _ text: String,
        to path: String,
        folder: String
    )
        throws(FileError)
    {
        let temporary = try temporaryFile(in: folder)
        do {
            try temporary.write(text)
            try temporary.finish()
        } catch {
            temporary.discard()
            throw error
        }
        defer { unlink(temporary.path) }
        // link fails with EEXIST instead of replacing a file that appeared meanwhile.
        guard link(temporary.path, path) != 0 else { return }
        if errno == EEXIST { throw .exists(path: path) }
        // File systems without hard links (FAT on a memory stick): rename, after checking
        // again that nothing has the name.
        guard errno == EPERM || errno == EOPNOTSUPP, !SystemCalls.exists(path),
            rename(temporary.path, path) == 0
        else {
            if SystemCalls.exists(path) { throw .exists(path: path) }
            throw .cannotCreate(path: path, reason: SystemCalls.lastErrorMessage())
        }
    }

    /// A new private file with an unused hidden name in `folder`.
    private static func temporaryFile(in folder: String) throws(FileError) -> OutputFile {
        var number = 0
        while true {
            let path = folder + "/.homebook-\(getpid())-\(number).tmp"
            do {
                return try OutputFile.createPrivate(path)
            } catch .exists {
                number += 1
            }
        }
    }
}
