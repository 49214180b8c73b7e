import Testing

@testable import HomebookCore

@Suite struct CSVReaderTests {
    /// Every record (or syntax error) of `text`.
    func read(_ text: String) throws -> [Result<CSVRecord, CSVSyntaxError>] {
        let reader = CSVReader(TextLineSource(text))
        var results: [Result<CSVRecord, CSVSyntaxError>] = []
        while let next = try reader.next() { results.append(next) }
        return results
    }

    func records(_ text: String) throws -> [CSVRecord] {
        try read(text).compactMap { try? $0.get() }
    }

    @Test func readsPlainFieldsWithLFOrCRLFLineEnds() throws {
        let expected = [
            CSVRecord(line: 1, fields: ["a", "b", "c"]),
            CSVRecord(line: 2, fields: ["1", "", "3"]),
        ]
        #expect(try records("a,b,c\n1,,3\n") == expected)
        #expect(try records("a,b,c\r\n1,,3\r\n") == expected)
        #expect(try records("a,b,c\r\n1,,3") == expected)
    }

    @Test func keepsTrailingEmptyFields() throws {
        #expect(try records("a,,\n") == [CSVRecord(line: 1, fields: ["a", "", ""])])
        #expect(try records("a,") == [CSVRecord(line: 1, fields: ["a", ""])])
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaksExactly() throws {
        let text = "\"a,b\",\"say \"\"hi\"\"\",\"one\r\ntwo\nthree\"\r\nnext,\"\",x\r\n"
        #expect(
            try records(text) == [
                CSVRecord(line: 1, fields: ["a,b", "say \"hi\"", "one\r\ntwo\nthree"]),
                CSVRecord(line: 4, fields: ["next", "", "x"]),
            ]
        )
    }

    @Test func skipsBlankLinesAndAByteOrderMark() throws {
        #expect(
            try records("\u{FEFF}a,b\n\n\r\nc,d\n") == [
                CSVRecord(line: 1, fields: ["a", "b"]),
                CSVRecord(line: 4, fields: ["c", "d"]),
            ]
        )
    }

    @Test func keepsUnicodeText() throws {
        #expect(
            try records("caf\u{E9},\u{1F35E},\u{5E9}\u{5DC}\u{5D5}\u{5DD}\n")[0].fields == [
                "café", "🍞", "שלום",
            ]
        )
    }

    @Test func reportsSyntaxErrorsAndGoesOnWithTheNextLine() throws {
        let results = try read(
            "ok,1\nbad\"quote,2\n\"closed\"junk,3\nfine,4\n\"never closed,5\nmore\n"
        )
        #expect(results.count == 5)
        #expect(try results[0].get() == CSVRecord(line: 1, fields: ["ok", "1"]))
        #expect(throws: CSVSyntaxError.self) { try results[1].get() }
        #expect(throws: CSVSyntaxError.self) { try results[2].get() }
        #expect(try results[3].get() == CSVRecord(line: 4, fields: ["fine", "4"]))
        guard case .failure(let unclosed) = results[4] else {
            Issue.record("an unclosed quote must be an error")
            return
        }
        #expect(unclosed == CSVSyntaxError(line: 5, message: "a quoted field is never closed"))
    }

    @Test func refusesTextThatIsNotUTF8() throws {
        let bytes: [UInt8] = [0x61, 0x2C, 0xFF, 0x0A]
        let reader = CSVReader(BytesSource(bytes))
        let first = try reader.next()
        guard case .failure(let error)? = first else {
            Issue.record("invalid UTF-8 must be an error")
            return
        }
        #expect(error.message.contains("UTF-8"))
    }

    @Test func writerQuotesOnlyWhenNeeded() {
        #expect(CSVWriter.field("plain text") == "plain text")
        #expect(CSVWriter.field(" spaced ") == " spaced ")
        #expect(CSVWriter.field("a,b") == "\"a,b\"")
        #expect(CSVWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVWriter.field("one\ntwo") == "\"one\ntwo\"")
        #expect(CSVWriter.field("one\rtwo") == "\"one\rtwo\"")
        #expect(CSVWriter.record(["a", "b,c", ""]) == "a,\"b,c\",\r\n")
    }

    @Test func writerAndReaderRoundTripAwkwardFields() throws {
        let fields = ["", ",", "\"", "\"\"", "a\r\nb", "\n", " x ", "é🍞", "a,\"b\"\nc"]
        let text = CSVWriter.record(fields) + CSVWriter.record(["end"])
        #expect(try records(text).map(\.fields) == [fields, ["end"]])
    }
}

/// A line source over raw bytes, for input that is not valid text.
final class BytesSource: LineSource {
    private var lines: [[UInt8]]
    private var current = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    init(_ bytes: [UInt8]) {
        lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            Array($0) + [0x0A]
        }
        lines.reverse()
    }

    deinit {
        current.deallocate()
    }

    func nextLine() -> UnsafeBufferPointer<UInt8>? {
        guard let line = lines.popLast(), line != [0x0A] || !lines.isEmpty else { return nil }
        current.deallocate()
        current = .allocate(capacity: line.count)
        _ = current.initialize(from: line)
        return UnsafeBufferPointer(current)
    }
}
