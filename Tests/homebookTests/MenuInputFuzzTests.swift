import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The menu reading arbitrary input: it never crashes or hangs, and the database stays sound.
@Suite(.tags(.process, .slow), .skippedByTag) struct MenuInputFuzzTests {
    /// 100,000 seeded lines, in 100 sessions, through every screen in-process.
    @Test func arbitraryLinesNeverBreakTheMenu() throws {
        try withTemporaryDirectory { folder in
            var random = SeededGenerator(seed: 0x3E_17)
            let path = folder + "/fuzz.sqlite"
            let keys =
                MainMenu.screens.map { String($0.key) } + ["q", "b", "a", "l", "s", "p", "c", "v"]
            for _ in 0..<100 {
                var lines: [String] = []
                for _ in 0..<1_000 {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: lines.append(keys[Int.random(in: 0..<keys.count, using: &random)])
                    case 1: lines.append(String(Int64.random(in: -99_999...99_999, using: &random)))
                    default:
                        let bytes = random.hostileBytes(
                            length: Int.random(in: 0...40, using: &random)
                        )
                        // Standard input is decoded the same way: invalid UTF-8 is repaired.
                        lines.append(String(decoding: bytes.filter { $0 != 0x0A }, as: UTF8.self))
                    }
                }
                try withStore(at: path) { store throws in
                    let terminal = ScriptedTerminal(lines)
                    MainMenu(session: MenuSession(terminal: terminal, store: store, style: .plain))
                        .run()
                    #expect(!terminal.output.unicodeScalars.contains("\u{1B}"))
                    #expect(!terminal.output.unicodeScalars.contains("\u{9B}"))
                    #expect(try store.check().isEmpty)
                }
            }
        }
    }

    /// Raw bytes through a real pipe: invalid UTF-8, NUL, escapes and a 1 MB line.
    @Test func rawBytesThroughAPipeExitCleanly() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/pipe.sqlite"
            var random = SeededGenerator(seed: 0xB17E5)
            let longLine = [UInt8](repeating: UInt8(ascii: "7"), count: 1_000_000) + [0x0A]
            let inputs: [[UInt8]] = [
                random.hostileBytes(length: 50_000),
                Array("c\n".utf8) + longLine + Array("1+1\n".utf8),
                Array("s\nc\n".utf8) + [0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]
                    + Array("b\nq\n".utf8),
                [0x00, 0x00, 0x0A, 0x71, 0x0A],
                Array("x\r\nq\r\n".utf8),
            ]
            for input in inputs {
                let result = try HomebookProcess.run(["--db", path], inputBytes: input)
                #expect(result.status == 0, "\(result.stderr)")
                // Not a terminal, so no colours: any ESC in the output would have come from input.
                #expect(!result.stdout.unicodeScalars.contains("\u{1B}"))
            }
            #expect(try HomebookProcess.run(["--db", path, "check"]).stdout == "ok\n")
        }
    }
}
