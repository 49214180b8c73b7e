import Foundation
import HomebookCore
import TestSupport
import Testing

/// The input line limit is one number (docs/manual.md#storage, **Limits**): the program
/// reads a line of exactly that many bytes and refuses one byte more, and the manual, the
/// man page and the README state that number.
@Suite(.tags(.process), .skippedByTag) struct InputLimitTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The menu fed one line of `length` bytes (ending `ending`), then `q`.
    func menu(lineOf length: Int, ending: String = "\n") throws -> ProcessResult {
        try withTemporaryDirectory { folder in
            var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
            bytes += Array((ending + "q\n").utf8)
            return try HomebookProcess.run(["--db", folder + "/h.sqlite"], inputBytes: bytes)
        }
    }

    @Test func aLineOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let limit = InputLimit.lineBytes
        for ending in ["\n", "\r\n"] {
            let atLimit = try menu(lineOf: limit, ending: ending)
            #expect(atLimit.status == 0, "\(atLimit.stderr)")
            #expect(atLimit.stderr.isEmpty)
            #expect(atLimit.stdout.contains("Unknown choice \"xxx"))
        }
        let past = try menu(lineOf: limit + 1)
        #expect(past.status == 1)
        #expect(past.stderr == "Error: standard input: line 1 is longer than 4 MiB\n")
    }

    @Test func theManualTheManPageAndTheReadmeStateTheLimitTheCodeUses() throws {
        let text = InputLimit.lineBytesText
        #expect(text == "\(InputLimit.lineBytes >> 20) MiB")
        #expect(InputLimit.lineBytes == (InputLimit.lineBytes >> 20) << 20)
        let manual = try String(
            contentsOf: Self.package.appendingPathComponent("docs/manual.md"),
            encoding: .utf8
        )
        #expect(
            manual.contains(
                "**Limits.** Every input line (menu, CSV, calculator) may be up to \(text)"
            )
        )
        let page = try String(
            contentsOf: Self.package.appendingPathComponent("docs/homebook.1"),
            encoding: .utf8
        )
        #expect(page.contains("may be up to \(text)"))
        let readme = try String(
            contentsOf: Self.package.appendingPathComponent("README.md"),
            encoding: .utf8
        )
        #expect(readme.contains("Every input line (menu, CSV) is limited to \(text)"))
    }
}
