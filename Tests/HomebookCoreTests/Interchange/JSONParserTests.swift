import Foundation
import Testing

@testable import HomebookCore

/// The core's JSON parser: strict RFC 8259, errors that name their line.
@Suite struct JSONParserTests {
    @Test func valuesOfEveryKindAreRead() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null],"b":"é\u00e9\ud83c\udf5c\n\"","a":{}}"#
        let value = try JSONParser.parse(text)
        #expect(
            value
                == .object([
                    (
                        "a",
                        .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
                    ),
                    ("b", .string("éé🍜\n\"")),
                    ("a", .object([])),
                ])
        )
        #expect(value["b"]?.string == "éé🍜\n\"")
    }

    @Test(arguments: [
        ("{\n\"a\": 1,\n}", 3, "an object key must be a string in double quotes"),
        ("[1,\n2\n3]", 3, "expected ',' or ']' in an array"),
        ("\n\n\"abc", 3, "a string is never closed"),
        ("[01]", 1, "a number may not start with 0"),
        ("{\"a\":1} x", 1, "text after the JSON value"),
        ("[\"\\ud800\"]", 1, "a lone UTF-16 surrogate in a \\u escape"),
        ("[\"a\tb\"]", 1, "a control character inside a string must be escaped"),
        ("[\n'single']", 2, "unexpected ''' where a value should be"),
        ("", 1, "the JSON ends too early"),
    ])
    func syntaxErrorsNameTheirLine(text: String, line: Int, reason: String) {
        #expect(throws: JSONSyntaxError(line: line, reason: reason)) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func itAgreesWithFoundationOnGeneratedDocuments() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let strings = (0..<5).map { _ in
                String(
                    (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                        Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                    }
                )
            }
            let object: [String: Any] = ["s": strings, "n": [1, 2, 3], "t": true]
            let data = try JSONSerialization.data(withJSONObject: object)
            let parsed = try JSONParser.parse(Array(data))
            #expect(parsed["s"]?.list.compactMap(\.string) == strings)
            #expect(parsed["t"] == .bool(true))
        }
    }
}
