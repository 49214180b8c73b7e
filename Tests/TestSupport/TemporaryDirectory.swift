import Foundation

/// A fresh private folder under the system temporary directory, removed when done.
///
/// Every test owns its own, so tests run in parallel without sharing files.
public func withTemporaryDirectory<Result>(
    in parent: String = NSTemporaryDirectory(),
    _ body: (_ folder: String) throws -> Result
) throws -> Result {
    var template = Array((parent + "homebook-test-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else {
        throw CocoaError(.fileWriteUnknown)
    }
    let folder = String(cString: created)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// The bytes of a file, for checking that a failed command changed nothing.
public func fileBytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}

/// A file's permission bits, e.g. 0o600.
public func filePermissions(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
}
