import HomebookCore

/// Asks for a converter category by one key (`w`, `t`, `l`, `s`, `v`) or by name.
enum CategoryPrompt {
    /// The key that picks each category, in table order.
    static func key(of category: UnitCategory) -> Character {
        switch category {
        case .weight: "w"
        case .temperature: "t"
        case .length: "l"
        case .speed: "s"
        case .volume: "v"
        }
    }

    /// The category's name as a title, e.g. "Liquid volume".
    static func title(of category: UnitCategory) -> String {
        category.displayName.prefix(1).uppercased() + category.displayName.dropFirst()
    }

    /// The choices line, e.g. `w) Weight   t) Temperature   …   v) Liquid volume`.
    static var choices: String {
        UnitCategory.allCases.map { "\(key(of: $0))) \(title(of: $0))" }
            .joined(separator: "   ")
    }

    /// Shows the choices and asks until one is picked; an empty answer takes `default`,
    /// or goes back (nil) when there is none, so the entry can always be left.
    static func ask(
        _ session: MenuSession,
        default fallback: UnitCategory?
    ) throws(EndOfInput) -> UnitCategory? {
        session.say(choices)
        let prompt =
            "Category" + (fallback.map { " [\(key(of: $0))]" } ?? " (Enter goes back)") + ":"
        while true {
            let answer = try session.ask(prompt).trimmingWhitespace().lowercased()
            if answer.isEmpty { return fallback }
            if answer.count == 1,
                let category = UnitCategory.allCases.first(where: { key(of: $0) == answer.first })
            {
                return category
            }
            if let category = try? UnitCategory.parse(answer) { return category }
            let keys = UnitCategory.allCases.map { String(key(of: $0)) }.joined(separator: ", ")
            session.warn(
                "Unknown category \"\(DisplayText.singleLine(answer))\": type one of \(keys)"
                    + " and press Enter."
            )
        }
    }
}
