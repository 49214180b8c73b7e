import HomebookCore

/// One entry of a menu: the key to type, its label, and what it does.
struct MenuItem {
    let key: Character
    let label: String
    let action: () throws -> Void
}

/// Runs a menu until the person chooses to leave it.
///
/// The menu line is shown, one key (plus Enter) is read, and the chosen action runs. An
/// unknown choice repeats the menu with a hint. An action's error is shown and the loop
/// goes on; only ``EndOfInput`` leaves at once.
struct MenuLoop {
    let session: MenuSession
    let title: String
    let items: [MenuItem]
    /// The key that leaves this menu, and its label (`b) Back`, or `q) Quit` at the top).
    let exitKey: Character
    let exitLabel: String

    /// The menu line, e.g. `a) Add   l) List   b) Back`.
    var menuLine: String {
        (items.map { "\($0.key)) \($0.label)" } + ["\(exitKey)) \(exitLabel)"])
            .joined(separator: "   ")
    }

    func run() throws(EndOfInput) {
        var showMenu = true
        while true {
            if showMenu {
                session.say()
                session.say(session.style.bold(title))
                session.say(menuLine)
            }
            showMenu = true
            let answer = try session.ask(">").trimmingWhitespace().lowercased()
            if answer.isEmpty {
                continue
            }
            if answer.count == 1, answer.first == exitKey {
                return
            }
            guard answer.count == 1, let item = items.first(where: { $0.key == answer.first })
            else {
                let keys = (items.map(\.key) + [exitKey]).map(String.init).joined(separator: ", ")
                session.warn(
                    "Unknown choice \"\(DisplayText.singleLine(answer))\": type one of \(keys)"
                        + " and press Enter."
                )
                continue
            }
            do {
                try item.action()
            } catch let end as EndOfInput {
                throw end
            } catch {
                session.show(error)
            }
        }
    }
}
