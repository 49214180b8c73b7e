import HomebookCore

/// The settings screen: shows the settings and changes one; the saved weather places.
struct SettingsMenu: MenuModule {
    let key: Character = "s"
    let title = "Settings"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = SettingsMenuActions(session: session)
        return [
            MenuItem(key: "v", label: "View") { try actions.show() },
            MenuItem(key: "e", label: "Edit all") { try actions.editAll() },
            MenuItem(key: "p", label: "Precision") { try actions.change(.precision) },
            MenuItem(key: "c", label: "Currency") { try actions.change(.currency) },
            MenuItem(key: "a", label: "Base currency") { try actions.baseCurrency() },
            MenuItem(key: "d", label: "Decimal comma") { try actions.change(.decimalComma) },
            MenuItem(key: "w", label: "Week start") { try actions.change(.weekStart) },
            MenuItem(key: "k", label: "Default calendar") { try actions.change(.defaultCalendar) },
            MenuItem(key: "m", label: "Kitchen measures") { try actions.change(.kitchenMeasures) },
            MenuItem(key: "r", label: "Post repeating items on open") {
                try actions.change(.postSchedules)
            },
            MenuItem(key: "l", label: "Saved weather places") {
                try ListsMenuActions(session: session).weatherPlaces()
            },
        ]
    }
}

/// What each key of the Settings screen does: ask, call one ``Settings`` method, print.
struct SettingsMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// `v`: every setting with its value and meaning.
    func show() throws {
        for (key, value) in try session.store.settings.all() {
            session.say("\(key.rawValue) = \(DisplayText.singleLine(value))  (\(key.summary))")
        }
    }

    /// `a`: names the base currency (docs/manual.md#currencies); Enter keeps it.
    func baseCurrency() throws {
        let current = try session.store.currencies.base()?.code ?? "not set"
        let prompt = "base-currency — the code reports are in [\(current)]:"
        let base = try session.ask(prompt) { answer -> Currency? in
            answer.trimmingWhitespace().isEmpty
                ? nil : try session.store.currencies.setBase(answer)
        }
        session.say(base.map { "base-currency = \($0.code)" } ?? "Unchanged.")
    }

    /// `e`: every setting asked in turn by the form asker, saved as one change.
    func editAll() throws {
        var form = FormSession(SettingsForm(store: session.store))
        guard let saved = try FormAsker(session: session).ask(&form) else { return }
        session.say(saved.note == "saved" ? "Settings saved." : "Nothing changed.")
    }

    /// `p`, `c`, `d`, `w`, `k`, `m`, `r`: asks a new value; Enter keeps the current one.
    func change(_ key: SettingKey) throws {
        let current = try session.store.settings.value(of: key)
        let prompt = "\(key.rawValue) — \(key.summary) [\(DisplayText.singleLine(current))]:"
        // An empty answer keeps the current value, as in every edit.
        let value = try session.ask(prompt) { answer -> String? in
            answer.trimmingWhitespace().isEmpty ? nil : try key.validate(answer)
        }
        guard let value else {
            session.say("Unchanged.")
            return
        }
        let stored = try session.store.settings.set(key, to: value)
        session.say("\(key.rawValue) = \(DisplayText.singleLine(stored))")
    }
}
