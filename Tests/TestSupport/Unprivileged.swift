import Foundation

/// Runs commands as an unprivileged user, so file permissions apply even when tests run as root.
public enum Unprivileged {
    /// Whether this process runs as root (which ignores permission bits).
    public static var isRoot: Bool {
        getuid() == 0
    }

    /// The arguments that run `homebook` as `nobody` when we are root and `setpriv` exists;
    /// nil when that is impossible (the caller then skips or falls back, and says so).
    public static func wrap(_ arguments: [String]) -> (executable: String, arguments: [String])? {
        guard isRoot else { return (HomebookProcess.binaryPath, arguments) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return (
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", HomebookProcess.binaryPath]
                + arguments
        )
    }

    /// Runs `homebook` unprivileged; nil when that cannot be arranged here.
    public static func run(_ arguments: [String], input: String = "") throws -> ProcessResult? {
        guard let (executable, wrapped) = wrap(arguments) else { return nil }
        return try HomebookProcess.run(wrapped, input: input, executable: executable)
    }
}
