import HomebookCore

/// The settings screen: shows the settings and changes precision or currency.
struct SettingsScreen: MenuScreen {
    let key: Character = "s"
    let title = "Settings"

    func run(_ session: MenuSession) throws(EndOfInput) {
        let items = [
            MenuItem(key: "v", label: "View") { try show(session) },
            MenuItem(key: "p", label: "Precision") { try change(.precision, session) },
            MenuItem(key: "c", label: "Currency") { try change(.currency, session) },
        ]
        try MenuLoop(session: session, title: title, items: items, exitKey: "b", exitLabel: "Back")
            .run()
    }

    private func show(_ session: MenuSession) throws {
        for (key, value) in try session.store.settings.all() {
            session.say("\(key.rawValue) = \(DisplayText.singleLine(value))  (\(key.summary))")
        }
    }

    private func change(_ key: SettingKey, _ session: MenuSession) throws {
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
        try session.store.settings.set(key, to: value)
        session.say("\(key.rawValue) = \(DisplayText.singleLine(value))")
    }
}
