import HomebookCore

/// The unit converter screen: convert a value to every unit of a category, save, see history.
struct ConverterScreen: MenuScreen {
    let key: Character = "u"
    let title = "Unit converter"

    /// Runs the converter menu until `b`.
    func run(_ session: MenuSession) throws(EndOfInput) {
        // Per-visit state: the last conversion (for `s`) and the last category (the default).
        let state = ConverterState()
        let items = [
            MenuItem(key: "c", label: "Convert") { try convert(session, state) },
            MenuItem(key: "s", label: "Save last") { try save(session, state) },
            MenuItem(key: "h", label: "History") { try history(session, state) },
        ]
        try MenuLoop(session: session, title: title, items: items, exitKey: "b", exitLabel: "Back")
            .run()
    }

    /// Asks a category, then a value and unit, and shows it in every unit of the category.
    private func convert(_ session: MenuSession, _ state: ConverterState) throws {
        guard let category = try CategoryPrompt.ask(session, default: state.category) else {
            return
        }
        state.category = category
        guard let quantity = try askQuantity(session, in: category) else {
            session.say("Nothing converted.")
            return
        }
        let conversion = try session.store.converter().convert(quantity)
        state.last = quantity
        state.lastIsSaved = false
        for line in ConversionText.lines(conversion) {
            session.say(line)
        }
        session.say("s) saves this conversion.")
    }

    /// Asks "value unit" (or a bare number, then its unit) until it is valid for `category`;
    /// nil when the answer is empty.
    private func askQuantity(
        _ session: MenuSession,
        in category: UnitCategory
    ) throws(EndOfInput) -> Quantity? {
        let units = category.units.map(\.symbol).joined(separator: ", ")
        let example = category.units.first.map { "1 \($0.symbol)" } ?? ""
        let prompt =
            "\(CategoryPrompt.title(of: category)) value and unit (\(units)),"
            + " e.g. \(example):"
        while true {
            let answer = try session.ask(prompt).trimmingWhitespace()
            if answer.isEmpty { return nil }
            do {
                return try Quantity.parse(answer, in: category)
            } catch .missingUnit {
                // A bare number: ask for its unit rather than reject it. Outside temperature
                // a value is valid in every unit or in none, so check it before asking.
                if category != .temperature, let unit = category.units.first {
                    do {
                        _ = try Quantity.parse(value: answer, unit: unit.rawValue)
                    } catch {
                        session.show(error)
                        continue
                    }
                }
                if let quantity = try askUnit(session, for: answer, in: category) {
                    return quantity
                }
            } catch {
                session.show(error)
            }
        }
    }

    /// Asks the unit of a bare number until the pair is valid; nil when the answer is empty
    /// (the value is then asked again).
    private func askUnit(
        _ session: MenuSession,
        for value: String,
        in category: UnitCategory
    ) throws(EndOfInput) -> Quantity? {
        let units = category.units.map(\.symbol).joined(separator: ", ")
        while true {
            let unit = try session.ask("Unit (\(units)):").trimmingWhitespace()
            if unit.isEmpty { return nil }
            do {
                return try Quantity.parse(value: value, unit: unit, in: category)
            } catch let error where error.isAboutTheUnit {
                session.show(error)
            } catch {
                // The value itself is wrong (e.g. negative weight): say so and ask it again.
                session.show(error)
                return nil
            }
        }
    }

    /// Saves the last conversion, once.
    private func save(_ session: MenuSession, _ state: ConverterState) throws {
        guard let last = state.last else {
            session.warn("Nothing to save yet: convert something first (c).")
            return
        }
        guard !state.lastIsSaved else {
            session.warn("\(last) is already saved.")
            return
        }
        try session.store.conversions.save(last)
        state.lastIsSaved = true
        session.say(
            "Saved \(last) to the \(last.unit.category.displayName) history"
                + " (it keeps the last \(ConversionHistory.keptPerCategory))."
        )
    }

    /// Asks a category and shows its saved conversions at the current precision.
    private func history(_ session: MenuSession, _ state: ConverterState) throws {
        guard let category = try CategoryPrompt.ask(session, default: state.category) else {
            return
        }
        state.category = category
        let report = try session.store.conversions.report(category: category)
        for problem in report.unreadable {
            session.warn("Warning: \(problem)")
        }
        guard !report.entries.isEmpty else {
            session.say("No saved \(category.displayName) conversions.")
            return
        }
        session.say("\(CategoryPrompt.title(of: category)) history, newest first:")
        for line in ConversionText.history(report.entries) {
            session.say(line)
        }
    }
}

/// What the converter screen remembers between its menu choices.
private final class ConverterState {
    /// The category chosen last, offered as the default next time.
    var category: UnitCategory?
    /// The last quantity converted, which `s` saves.
    var last: Quantity?
    /// Whether `last` was saved already, so a second `s` does not save it twice.
    var lastIsSaved = false
}

extension ConversionError {
    /// Whether the error is about the unit (so the unit is asked again, not the value).
    fileprivate var isAboutTheUnit: Bool {
        switch self {
        case .unknownUnit, .unitNotInCategory: true
        default: false
        }
    }
}
