import Foundation
import Testing

extension Tag {
    /// Takes seconds by design: large imports, hundreds of processes, generated inputs.
    @Tag public static var slow: Tag
    /// Launches the built `homebook` binary, a pseudo-terminal or a helper tool.
    @Tag public static var process: Tag
    /// Kills `homebook` with SIGKILL to check what it leaves on disk.
    @Tag public static var kill: Tag
    /// A `.process` suite that drives the binary's own C boundary, which no in-process suite
    /// reaches (the terminal's raw mode and its restore, signals): kept under the sanitizers
    /// when the other `.process` suites are skipped there (`HOMEBOOK_KEEP_TAGS`).
    @Tag public static var binaryBoundary: Tag
}

extension Trait where Self == ConditionTrait {
    /// Skips the suite when `HOMEBOOK_SKIP_TAGS` names one of its tags
    /// (`HOMEBOOK_SKIP_TAGS=kill,slow swift test`), unless `HOMEBOOK_KEEP_TAGS` names another
    /// (`HOMEBOOK_SKIP_TAGS=process HOMEBOOK_KEEP_TAGS=binaryBoundary` runs only the `.process`
    /// suites that are also `.binaryBoundary`).
    ///
    /// `swift test` 6.3 filters only by regular expressions on test names (`--filter`,
    /// `--skip`); Swift Testing's tag filter is not reachable from its command line. This
    /// condition reads the tags the suite declares with `.tags(…)`, so the tags stay the one
    /// place that says which suites are slow, launch processes or kill them.
    public static var skippedByTag: Self {
        .disabled("its tags are named in HOMEBOOK_SKIP_TAGS") {
            guard let tags = Test.current?.tags else { return false }
            if tags.contains(where: { keptTagNames.contains(tagName($0)) }) { return false }
            return tags.contains { skippedTagNames.contains(tagName($0)) }
        }
    }
}

/// The tag names in `HOMEBOOK_SKIP_TAGS`, without a leading dot.
private let skippedTagNames = tagNames(inEnvironment: "HOMEBOOK_SKIP_TAGS")
/// The tag names in `HOMEBOOK_KEEP_TAGS`, without a leading dot.
private let keptTagNames = tagNames(inEnvironment: "HOMEBOOK_KEEP_TAGS")

/// The comma-separated tag names an environment variable holds, without a leading dot.
private func tagNames(inEnvironment variable: String) -> Set<String> {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return [] }
    return Set(
        value.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
        }
    )
}

private func tagName(_ tag: Tag) -> String {
    let name = String(describing: tag)
    return name.hasPrefix(".") ? String(name.dropFirst()) : name
}
