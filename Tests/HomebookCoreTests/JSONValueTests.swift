import HomebookCore
import Testing

@Suite struct JSONValueTests {
    @Test func objectsKeepKeyOrderAndEscapeText() {
        let value = JSONValue.object([
            ("id", .integer(7)),
            ("name", .string("Say \"hi\"\\\n\t\u{1B}")),
            ("link", .null),
            ("ok", .bool(true)),
            ("list", .array([.integer(-1), .string("é")])),
        ])
        #expect(
            value.rendered
                == #"{"id":7,"name":"Say \"hi\"\\\n\t\u001b","link":null,"ok":true,"list":[-1,"é"]}"#
        )
    }

    @Test func arraysRenderOneElementPerLine() {
        #expect(JSONValue.renderLines([]) == "[]")
        #expect(JSONValue.renderLines([.integer(1), .integer(2)]) == "[\n1,\n2\n]")
    }

    @Test func textWithLeadBytesOfEscapedCharactersIsKeptOrEscapedExactly() {
        // ¢ and € share their first byte with C1 controls and U+2028: only the latter escape.
        let text = "¢5 €3 \u{85}next\u{2028}line\u{7F}"
        #expect(JSONValue.string(text).rendered == #""¢5 €3 \u0085next\u2028line\u007f""#)
        #expect(JSONValue.string("plain ascii, é and 日本").rendered == #""plain ascii, é and 日本""#)
    }

    @Test func integersAreWrittenAsSwiftPrintsThem() {
        // Digits are written by hand from the end of a buffer: the edges are the risk.
        let edges: [Int64] = [0, 7, -1, 9, 10, -10, 99, 100, 1_234_567, .max, .min, .min + 1]
        let numbers = edges + (0..<200).map { _ in Int64.random(in: .min ... .max) }
        let text = JSONWriter.text { json in
            json.array { json in for number in numbers { json.integer(number) } }
        }
        #expect(text == "[" + numbers.map { String($0) }.joined(separator: ",") + "]")
    }

    @Test func theWriterPlacesCommasAtEveryDepth() {
        let text = JSONWriter.text { json in
            json.object { json in
                json.key("empty")
                json.object { _ in }
                json.key("none")
                json.array { _ in }
                json.key("nested")
                json.array { json in
                    json.integer(1)
                    json.object { json in
                        json.key("a")
                        json.null()
                        json.key("b")
                        json.string(nil as String?)
                    }
                    json.array { json in json.bool(false) }
                    json.string("x")
                }
                json.key("last")
                json.bool(true)
            }
        }
        #expect(
            text
                == #"{"empty":{},"none":[],"nested":[1,{"a":null,"b":null},[false],"x"],"last":true}"#
        )
    }

    @Test func theWriterWritesLinesAsTheTreeDoes() {
        let values: [JSONValue] = [.object([("a", .integer(1))]), .array([]), .string("q\"")]
        let written = JSONWriter.lines(values) { json, value in value.write(to: &json) }
        #expect(String(decoding: written, as: UTF8.self) == "[\n{\"a\":1},\n[],\n\"q\\\"\"\n]")
        #expect(
            JSONWriter.lines([Int]()) { json, number in json.integer(Int64(number)) }
                == Array("[]".utf8)
        )
    }

    @Test func linesWrittenInSmallPiecesAreTheSameBytes() {
        let values: [JSONValue] = (0..<50).map {
            .object([("n", .integer(Int64($0))), ("t", .string("é\n\($0)"))])
        }
        let whole = JSONWriter.lines(values) { json, value in value.write(to: &json) }
        for piece in [1, 7, 64, 100_000] {
            var pieces: [[UInt8]] = []
            JSONWriter.writeLines(values, piece: piece, to: { pieces.append(Array($0)) }) {
                json,
                value in
                value.write(to: &json)
            }
            #expect(pieces.joined().elementsEqual(whole))
            // Small pieces really are handed over as they fill, not all at the end.
            #expect(piece > 1_000 || pieces.count > 10)
        }
    }
}
