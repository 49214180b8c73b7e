import Foundation
import TestSupport
import Testing

/// Error and warning messages that quote what they were given (an amount, a CSV field, a
/// database path) show escape sequences made visible, on one line.
@Suite(.tags(.process), .skippedByTag) struct EscapedErrorMessageTests {
    static let osc = "\u{1B}]0;pwned\u{07}"

    @Test func messagesQuotingHostileTextShowItEscaped() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            let csv = folder + "/bad.csv"
            try "date,kind,name,amount,category,note\n2024-01-01,\(Self.osc),Milk,1\u{9B}2J,,\n"
                .write(toFile: csv, atomically: false, encoding: .utf8)
            // A folder named with an escape sequence, given as the database.
            let hostileFolder = folder + "/" + Self.osc + "\u{9B}2J"
            try FileManager.default.createDirectory(
                atPath: hostileFolder,
                withIntermediateDirectories: false
            )
            let cases: [(arguments: [String], status: Int32, shown: String)] = [
                (
                    ["--db", database, "budget", "add", "expense", "Milk", "1" + Self.osc], 0,
                    "\"1\\x1B]0;pwned\\x07\" is not an amount"
                ),
                (
                    ["--db", database, "budget", "import", csv], 1,
                    "\"\\x1B]0;pwned\\x07\" is not a kind"
                ),
                (["--db", hostileFolder, "check"], 1, "\\x1B]0;pwned\\x07\\x9B2J is a folder"),
            ]
            for (arguments, status, shown) in cases {
                let result = try HomebookProcess.run(arguments)
                #expect(result.status == status, "\(arguments): \(result)")
                #expect(rawControls(result.stderr).isEmpty, "\(result.stderr)")
                #expect(result.stderr.contains(shown), "\(result.stderr)")
            }
        }
    }
}
