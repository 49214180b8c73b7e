import HomebookCore

/// One entry of a menu: the key to type, its label, and what it does.
struct MenuItem {
    let key: Character
    let label: String
    /// Keys that also choose the entry without being shown: an entry's old key, kept so
    /// scripts written for it still work (docs/manual.md#menu).
    var aliases: [Character] = []
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

    /// The widest a menu line may be (docs/manual.md#menu).
    static let columns = 80

    /// The keys that leave: this menu's exit key, and `q`, which quits from any menu.
    var exitKeys: [Character] {
        exitKey == Self.quitKey ? [exitKey] : [exitKey, Self.quitKey]
    }

    /// `q` quits the program from every menu.
    static let quitKey: Character = "q"

    /// The menu as lines of at most 80 columns, e.g. `a) Add  l) List  b) Back  q) Quit`.
    var menuLines: [String] {
        var choices = items.map { "\($0.key)) \($0.label)" } + ["\(exitKey)) \(exitLabel)"]
        if exitKey != Self.quitKey { choices.append("\(Self.quitKey)) Quit") }
        var lines: [String] = []
        var line = ""
        for choice in choices {
            if line.isEmpty {
                line = choice
            } else if line.count + 2 + choice.count <= Self.columns {
                line += "  " + choice
            } else {
                lines.append(line)
                line = choice
            }
        }
        return lines + [line]
    }

    func run() throws(EndOfInput) {
        var showMenu = true
        while true {
            if showMenu {
                session.say()
                session.say(session.style.bold(title))
                for line in menuLines { session.say(line) }
            }
            showMenu = true
            let answer = try session.ask(">").trimmingWhitespace().lowercased()
            if answer.isEmpty {
                continue
            }
            if answer.count == 1, answer.first == exitKey {
                return
            }
            if answer.count == 1, answer.first == Self.quitKey {
                throw EndOfInput(quit: true)
            }
            guard answer.count == 1,
                let item = items.first(where: {
                    $0.key == answer.first || $0.aliases.contains(answer.first ?? " ")
                })
            else {
                let keys = (items.map(\.key) + exitKeys).map(String.init).joined(separator: ", ")
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
