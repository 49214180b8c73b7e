import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// Every input line has a limit (docs/manual.md#storage): lines come out whole up to it, with their
/// endings, and a longer one is an error naming its line instead of an ever-growing buffer.
@Suite struct BoundedLineReaderTests {
    /// The lines of a file holding `bytes`, read with `limit`, as text; or the failure.
    func lines(_ bytes: [UInt8], limit: Int) throws -> Result<[String], BoundedLineReader.Failure> {
        try withTemporaryDirectory { folder in
            let path = folder + "/input"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let reader = BoundedLineReader(
                descriptor: open(path, O_RDONLY),
                owns: true,
                limit: limit
            )
            var lines: [String] = []
            do throws(BoundedLineReader.Failure) {
                while let line = try reader.nextLine() {
                    lines.append(String(decoding: line, as: UTF8.self))
                }
            } catch {
                return .failure(error)
            }
            return .success(lines)
        }
    }

    @Test func linesUpToTheLimitComeOutWholeWithTheirEndings() throws {
        let text = "abcd\nefgh\r\n\nij"
        #expect(
            try lines(Array(text.utf8), limit: 4) == .success(["abcd\n", "efgh\r\n", "\n", "ij"])
        )
    }

    @Test func aLineOneByteOverTheLimitIsRefusedWithItsNumber() throws {
        #expect(try lines(Array("abcd\nefghi\nj\n".utf8), limit: 4) == .failure(.tooLong(line: 2)))
        #expect(try lines(Array("abcd\nefghi".utf8), limit: 4) == .failure(.tooLong(line: 2)))
    }

    @Test func linesLongerThanTheReadChunkArriveWhole() throws {
        let long = String(repeating: "x", count: 200_000)
        let text = long + "\n" + long + "y\n"
        let result = try lines(Array(text.utf8), limit: 200_001)
        #expect(result == .success([long + "\n", long + "y\n"]))
    }

    @Test func anEndlessLineStopsAtTheDefaultLimit() throws {
        let reader = BoundedLineReader(descriptor: open("/dev/zero", O_RDONLY), owns: true)
        #expect(throws: BoundedLineReader.Failure.tooLong(line: 1)) { try reader.nextLine() }
        #expect(InputLimit.lineBytes >= 1 << 20)
    }

    @Test func anImportOfAnEndlessLineIsAClearErrorAndSavesNothing() throws {
        try withTemporaryStore { store, _ in
            #expect(throws: FileError.lineTooLong(path: "/dev/zero", line: 1)) {
                try store.ledger.importCSV(path: "/dev/zero")
            }
            let count = try store.ledger.totals().count
            #expect(count == 0)
        }
    }

    @Test func aQuotedFieldLongerThanTheLimitIsARowError() throws {
        let line = String(repeating: "x", count: 1 << 20) + "\n"
        let text =
            "date,kind,name,amount,category,note\n2024-01-01,income,A,1,,\""
            + String(repeating: line, count: 5)
        let reader = CSVReader(TextLineSource(text))
        _ = try reader.next()
        let row = try #require(try reader.next())
        #expect(throws: CSVSyntaxError.self) { try row.get() }
    }
}
