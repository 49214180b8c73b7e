/// One unfolded content line: `NAME;PARAM=value:VALUE`, with the line it started on.
struct ICalendarLine {
    /// The property name, upper-cased.
    var name: String
    /// The parameters, names upper-cased, values unquoted.
    var parameters: [String: String]
    /// The raw value (TEXT still escaped).
    var value: String
    /// The 1-based physical line number where the content line starts.
    var number: Int

    /// Parses one content line; nil when it has no name or no colon.
    static func parse(_ text: String, number: Int) -> ICalendarLine? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            ("A"..."Z").contains(scalar)
                || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        func readName() -> String {
            var name = ""
            while index < scalars.count, isNameCharacter(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return name.uppercased()
        }
        let name = readName()
        guard !name.isEmpty else { return nil }
        var parameters: [String: String] = [:]
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            let key = readName()
            guard !key.isEmpty, index < scalars.count, scalars[index] == "=" else { return nil }
            index += 1
            var value = ""
            var quoted = false
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\"" {
                    quoted.toggle()
                } else if !quoted && (scalar == ";" || scalar == ":") {
                    break
                } else {
                    value.unicodeScalars.append(scalar)
                }
                index += 1
            }
            parameters[key] = value
        }
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        var value = ""
        value.unicodeScalars.append(contentsOf: scalars[(index + 1)...])
        return ICalendarLine(name: name, parameters: parameters, value: value, number: number)
    }
}

/// An iCalendar file that cannot be imported, with every problem found and its line.
public struct ICalendarImportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// One problem on one line.
    public struct Problem: Equatable, Sendable {
        /// The 1-based line number.
        public let line: Int
        /// What is wrong, phrased to follow "line N: ".
        public let message: String
    }

    /// The problems, in file order.
    public let problems: [Problem]

    /// `nothing was imported: line 12: RRULE BYSETPOS cannot be represented; …` (the first 20).
    ///
    /// Messages quote the file's text, so each goes through ``DisplayText`` here, the one
    /// place every calendar refusal passes: a file can never drive the terminal.
    public var description: String {
        let shown = problems.prefix(20).map {
            "line \($0.line): \(DisplayText.singleLine($0.message))"
        }
        let more = problems.count > 20 ? "; and \(problems.count - 20) more" : ""
        return "nothing was imported: " + shown.joined(separator: "; ") + more
    }
}
