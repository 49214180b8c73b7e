import HomebookCore
import TestSupport
import Testing

/// 100,000 seeded lines through the unit converter's reader (`Quantity.parse`): each is a
/// quantity that reads back the same from its own description, or a `ConversionError` whose
/// message is not empty and shows no control character raw.
@Suite struct QuantityParserFuzzTests {
    /// Four seeded batches of 25,000 lines (100,000 in all), so they run in parallel.
    static let batches: [UInt64] = [0, 1, 2, 3]
    static let linesPerBatch = 25_000

    static let units = [
        "kg", "g", "oz", "lb", "lbs", "st", "stone", "C", "°C", "F", "°f", "K", "m", "km", "mi",
        "cm", "mm", "yd", "in", "m/s", "km/h", "mph", "kn", "gal", "l", "pt", "floz", "fl oz",
        "fl.oz", "ml", "Pounds", "KG", "kgs", "lb.", "xyz",
    ]

    static let pieces = [
        "0", "1", "5", "9", "12", "162", "8", ".", ".", "-", "+", " ", " ", "\t", "e", "E", ",",
        "\u{0}", "\u{1B}", "\u{9B}", "\u{7}", "\u{1B}]0;pwned\u{7}", "\u{1B}[2J", "\u{301}",
        "\u{663}", "\u{FF11}", "\u{A0}", "\n", "\r\n", "\u{FFFD}", "🙂", "/", "°", "st", "lb",
        "999999999999", "0.0000001", "-273.15", "-459.67",
    ]

    @Test(arguments: batches)
    func everyLineIsAQuantityOrAClearError(_ batch: UInt64) {
        var random = SeededGenerator(seed: 0x0_0717 &+ batch)
        var problems: [String] = []
        var quantities = 0
        for index in 0..<Self.linesPerBatch {
            let line = Self.randomLine(using: &random)
            do {
                let quantity = try Quantity.parse(line)
                quantities += 1
                let again = try? Quantity.parse(quantity.description)
                if again != quantity {
                    problems.append(
                        "\(Self.label(batch, index, line)): \(quantity) reads back as"
                            + " \(String(describing: again))"
                    )
                }
            } catch {
                let message = error.description
                if !AmountParserFuzzTests.isSafeMessage(message) {
                    problems.append(
                        "\(Self.label(batch, index, line)): \(String(reflecting: message))"
                    )
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
        #expect(quantities > Self.linesPerBatch / 10)
    }

    /// Where a problem came from, to reproduce it.
    static func label(_ batch: UInt64, _ index: Int, _ line: String) -> String {
        "seed \(0x0_0717 &+ batch) #\(index) \(String(reflecting: line))"
    }

    /// A line shaped like "value unit" (sometimes stones and pounds), with hostile pieces
    /// mixed in; now and then a very long one.
    static func randomLine(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0:
            return String(repeating: pieces.randomElement(using: &random) ?? "", count: 500)
        case 1..<20:
            return soup(using: &random, count: Int.random(in: 0...8, using: &random))
        default:
            let sign = ["", "", "", "-", "+"].randomElement(using: &random) ?? ""
            let number = "\(Int.random(in: 0...2_000, using: &random))"
            let decimals =
                Bool.random(using: &random)
                ? "." + String(Int.random(in: 0...99_999, using: &random)) : ""
            let space = ["", " ", "  ", "\t"].randomElement(using: &random) ?? ""
            var line =
                sign + number + decimals + space + (units.randomElement(using: &random) ?? "")
            if Int.random(in: 0..<6, using: &random) == 0 {
                line =
                    "\(Int.random(in: 0...30, using: &random)) st "
                    + "\(Int.random(in: 0...16, using: &random))"
                    + (["", " lb", "lb", " pounds", " kg"].randomElement(using: &random) ?? "")
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                var characters = Array(line)
                let position = Int.random(in: 0...characters.count, using: &random)
                characters.insert(contentsOf: soup(using: &random, count: 1), at: position)
                line = String(characters)
            }
            return line
        }
    }

    /// `count` random pieces run together.
    static func soup(using random: inout SeededGenerator, count: Int) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }
}
