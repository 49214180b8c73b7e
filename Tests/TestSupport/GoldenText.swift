import Foundation
import Testing

/// Text compared with a reviewed golden file under `Tests/Fixtures/`, such as a whole screen.
///
/// A golden changes only on request: `HOMEBOOK_UPDATE_SNAPSHOTS=1 swift test --filter …`
/// writes what the test produced into the file (review it with `git diff` before committing).
/// Otherwise a difference is a failure that shows both texts line by line.
public enum GoldenText {
    /// Whether this run writes goldens instead of comparing with them.
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["HOMEBOOK_UPDATE_SNAPSHOTS"] == "1"
    }

    /// The folder `Tests/Fixtures/<folder>`.
    public static func folder(_ name: String) -> String {
        // This file is Tests/TestSupport/GoldenText.swift: two folders up is Tests/.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/" + name
    }

    /// Checks `actual` against `Tests/Fixtures/<folder>/<name>.txt`, or writes it there when
    /// updating. Trailing spaces are dropped from every line on both sides.
    public static func check(
        _ actual: String,
        folder: String,
        name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let path = Self.folder(folder) + "/" + name + ".txt"
        let text = trimmed(actual)
        if isUpdating {
            do {
                try FileManager.default.createDirectory(
                    atPath: Self.folder(folder),
                    withIntermediateDirectories: true
                )
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: path),
            let expected = String(data: data, encoding: .utf8)
        else {
            Issue.record(
                "no golden \(path); write it with HOMEBOOK_UPDATE_SNAPSHOTS=1 and review it",
                sourceLocation: sourceLocation
            )
            return
        }
        guard trimmed(expected) != text else { return }
        let message: String =
            "\(name) differs from \(path) (- golden, + now; | marks the line's end):\n"
            + difference(trimmed(expected), text)
            + "\nIf the change is intended: HOMEBOOK_UPDATE_SNAPSHOTS=1 swift test --filter "
            + "<suite>, then review the golden with git diff."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Every line without trailing spaces, ending in one newline.
    static func trimmed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines that differ, numbered, golden first; equal lines are left out.
    static func difference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            let number = String(index + 1).leftPadded(to: 3)
            if let before { out.append("\(number) - \(before)|") }
            if let after { out.append("\(number) + \(after)|") }
        }
        return out.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
