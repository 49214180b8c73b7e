import Foundation

/// What a finished `homebook` process left behind.
public struct ProcessResult: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String
    /// The signal that ended the process (a crash, or a kill), nil when it exited.
    public var signal: Int32? = nil

    /// Standard error without the one line a command prints when it creates the database
    /// (`Created a new database at PATH`), for tests whose first command makes the file.
    public var stderrAfterCreation: String {
        guard stderr.hasPrefix("Created a new database at "),
            let end = stderr.firstIndex(of: "\n")
        else { return stderr }
        return String(stderr[stderr.index(after: end)...])
    }
}

/// Runs the built `homebook` binary, the way a person or a script would.
public enum HomebookProcess {
    /// The binary built next to the test bundle (`.build/<triple>/debug/homebook`).
    public static var binaryPath: String {
        Bundle.main.bundleURL.appendingPathComponent("homebook").path
    }

    /// Runs `homebook` with `arguments`, feeding `input` on standard input.
    ///
    /// `standardOutput` sends the output to that file instead (`/dev/full`, say); `stdout`
    /// is then empty.
    ///
    /// The environment is cleared of `HOMEBOOK_DB`, `XDG_DATA_HOME`, `NO_COLOR`, `COLUMNS`,
    /// `HOMEBOOK_BENCH_WITHOUT_UNDO`, weather's variables and the proxy variables unless given in `environment`, and `HOME` points at a folder that does not exist, so a test
    /// can never touch the real database.
    public static func run(
        _ arguments: [String],
        input: String = "",
        inputBytes: [UInt8]? = nil,
        environment: [String: String] = [:],
        executable: String? = nil,
        standardOutput: String? = nil
    ) throws -> ProcessResult {
        let process = makeProcess(arguments, environment: environment, executable: executable)
        // Files instead of pipes: no deadlock however much is written, no reader threads.
        return try withTemporaryDirectory { folder in
            let inputPath = folder + "/stdin"
            let outputPath = folder + "/stdout"
            let errorPath = folder + "/stderr"
            _ = FileManager.default.createFile(
                atPath: inputPath,
                contents: Data(inputBytes ?? Array(input.utf8))
            )
            _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
            _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
            process.standardInput = FileHandle(forReadingAtPath: inputPath)
            process.standardOutput = FileHandle(forWritingAtPath: standardOutput ?? outputPath)
            process.standardError = FileHandle(forWritingAtPath: errorPath)
            try process.run()
            process.waitUntilExit()
            return ProcessResult(
                status: process.terminationStatus,
                stdout: String(decoding: fileBytes(outputPath) ?? Data(), as: UTF8.self),
                stderr: String(decoding: fileBytes(errorPath) ?? Data(), as: UTF8.self),
                signal: process.terminationReason == .uncaughtSignal
                    ? process.terminationStatus : nil
            )
        }
    }

    /// A `homebook` process, not started, with the test environment described at `run`.
    static func makeProcess(
        _ arguments: [String],
        environment: [String: String] = [:],
        executable: String? = nil
    ) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binaryPath)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in [
            "HOMEBOOK_DB", "XDG_DATA_HOME", "NO_COLOR", "COLUMNS", "HOMEBOOK_BENCH_WITHOUT_UNDO",
            // Weather's addresses, key and the proxies libcurl reads: a test sets what it uses,
            // and no request may leave loopback because of the machine's settings.
            "HOMEBOOK_OPENMETEO_URL", "HOMEBOOK_OPENMETEO_GEOCODING_URL",
            "HOMEBOOK_OPENMETEO_AIR_URL",
            "HOMEBOOK_OPENWEATHER_URL", "HOMEBOOK_OPENWEATHER_KEY", "XDG_CONFIG_HOME", "http_proxy",
            "https_proxy", "HTTPS_PROXY", "ALL_PROXY", "all_proxy", "no_proxy", "NO_PROXY",
        ] {
            env[key] = nil
        }
        env["HOME"] = "/nonexistent-homebook-test-home"
        env.merge(environment) { _, new in new }
        process.environment = env
        return process
    }
}

/// Runs the built binary on the database at `database`: `homebook --db PATH arguments…`.
///
/// The one `--db` runner of the test targets; see ``HomebookProcess/run(_:input:inputBytes:environment:executable:standardOutput:)``.
public func homebook(
    _ database: String,
    _ arguments: [String],
    input: String = ""
) throws -> ProcessResult {
    try HomebookProcess.run(["--db", database] + arguments, input: input)
}

/// Runs the built binary on the database at `database`, arguments written out.
public func homebook(
    _ database: String,
    _ arguments: String...,
    input: String = ""
) throws -> ProcessResult {
    try homebook(database, arguments, input: input)
}
