import HomebookCore

/// The unit converter screen: convert a value to every unit of a category, save, see history.
struct ConverterMenu: MenuModule {
    /// `v`, as on the full-screen app's Home; `u` (its key before) still opens it, so
    /// scripts keep working, though the app's `u` is undo (docs/manual.md#menu).
    let key: Character = "v"
    let aliases: [Character] = ["u"]
    let title = "Unit converter"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = ConverterMenuActions(session: session)
        return [
            MenuItem(key: "c", label: "Convert") { try actions.convert() },
            MenuItem(key: "s", label: "Save last") { try actions.save() },
            MenuItem(key: "h", label: "History") { try actions.history() },
        ]
    }
}

/// What each key of the converter screen does: ask, call one core function, print.
struct ConverterMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession
    /// Per-visit state: the last conversion (for `s`) and the last category (the default).
    private let state = ConverterState()

    /// `c`: asks a category, then a value and unit, and shows it in every unit of the category.
    func convert() throws {
        guard let category = try CategoryPrompt.ask(session, default: state.category) else {
            return
        }
        state.category = category
        guard let quantity = try askQuantity(in: category) else {
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
                if let quantity = try askUnit(for: answer, in: category) {
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

    /// `s`: saves the last conversion, once.
    func save() throws {
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

    /// `h`: asks a category and shows its saved conversions at the current precision.
    func history() throws {
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
