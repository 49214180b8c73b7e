import HomebookCore

/// The calculator screen: one expression per line, keypad-style continuation.
///
/// The one screen that is a prompt rather than a list of entries, so it has no items of its
/// own and replaces ``MenuModule/run(_:)``; `z` and `y` still undo and redo, as everywhere.
struct CalculatorMenu: MenuModule {
    let key: Character = "c"
    let title = "Calculator"

    func items(_ session: MenuSession) -> [MenuItem] { [] }

    func run(_ session: MenuSession) throws(EndOfInput) {
        session.say()
        session.say(session.style.bold(title))
        session.say("Integers only. A line starting with an operator continues from the result")
        session.say("(* 3; -7 starts afresh, - 7 continues), ans is the last result, c clears.")
        session.say("An empty line goes back, z undoes the last change, y redoes, q quits.")
        let undoAndRedo = MenuItem.undoAndRedo(session)
        var calculator = CalculatorSession()
        while true {
            let line = try session.ask("=")
            let answer = line.trimmingWhitespace().lowercased()
            switch answer {
            case "": return
            case "q": throw EndOfInput(quit: true)
            default: break
            }
            do {
                if answer.count == 1,
                    let item = undoAndRedo.first(where: { $0.key == answer.first })
                {
                    try item.action()
                } else if let result = try calculator.enter(line) {
                    session.say(session.style.green(String(result)))
                } else {
                    session.say("Cleared.")
                }
            } catch {
                session.show(error)
            }
        }
    }
}
