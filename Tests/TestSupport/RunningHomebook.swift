import Foundation

/// A `homebook` process running in the background, for tests that kill it or talk to it
/// while it runs.
///
/// Standard output and error go to files in a folder the caller owns, so they can be read
/// at any moment (also after a SIGKILL). Standard input is either empty or a pipe that the
/// test writes to and closes when it wants the process to see the end of its input.
public final class RunningHomebook {
    /// The process.
    public let process: Process
    private let outputPath: String
    private let errorPath: String
    private let input: Pipe?

    /// Starts `homebook` with `arguments`; its output files are `<folder>/<name>.out` and
    /// `<folder>/<name>.err`.
    ///
    /// - Parameters:
    ///   - pipedInput: whether standard input is a pipe the test feeds with ``send(_:)``.
    ///   - inputBytes: standard input read from a file (`<folder>/<name>.in`) instead.
    ///   Without either, standard input is empty (`/dev/null`).
    public init(
        _ arguments: [String],
        outputFolder folder: String,
        name: String,
        pipedInput: Bool = false,
        inputBytes: [UInt8]? = nil
    ) throws {
        process = HomebookProcess.makeProcess(arguments)
        outputPath = folder + "/" + name + ".out"
        errorPath = folder + "/" + name + ".err"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        input = pipedInput ? Pipe() : nil
        if let inputBytes {
            let inputPath = folder + "/" + name + ".in"
            _ = FileManager.default.createFile(atPath: inputPath, contents: Data(inputBytes))
            process.standardInput = FileHandle(forReadingAtPath: inputPath)
        } else {
            process.standardInput = input ?? FileHandle.nullDevice
        }
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
    }

    /// The process id.
    public var pid: Int32 {
        process.processIdentifier
    }

    /// Everything written to standard output so far.
    public var output: String {
        String(decoding: fileBytes(outputPath) ?? Data(), as: UTF8.self)
    }

    /// Everything written to standard error so far.
    public var errorOutput: String {
        String(decoding: fileBytes(errorPath) ?? Data(), as: UTF8.self)
    }

    /// Writes `text` to the process's standard input (a pipe: see `init`).
    public func send(_ text: String) throws {
        try input?.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Closes standard input: the process reads the end of its input.
    public func closeInput() throws {
        try input?.fileHandleForWriting.close()
    }

    /// Sends SIGKILL: the process ends at once, wherever it is, without cleaning up.
    public func kill() {
        sendKill(pid)
    }

    /// Waits until the process has ended and returns what it left behind.
    public func wait() -> ProcessResult {
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: output,
            stderr: errorOutput,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        )
    }

    /// Waits for the process to end by itself, up to `seconds`; past that it is taken to
    /// hang, killed, and nil is returned.
    ///
    /// The limit only keeps a hanging program from stalling the suite; it is generous.
    public func waitOrKill(after seconds: Double) -> ProcessResult? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        guard !process.isRunning else {
            kill()
            _ = wait()
            return nil
        }
        return wait()
    }

    /// Waits until standard output contains `text`, up to `seconds`; whether it did.
    ///
    /// The limit only keeps a broken program from hanging the suite; it is generous.
    public func waitForOutput(containing text: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            if !process.isRunning { return output.contains(text) }
            usleep(5_000)
        }
        return false
    }
}

/// kill(2) with SIGKILL; a free function, as `kill` inside the class names its own method.
private func sendKill(_ pid: Int32) {
    _ = kill(pid, SIGKILL)
}
