import HomebookCore

/// The calculator screen: one expression per line, keypad-style continuation.
struct CalculatorScreen: MenuScreen {
    let key: Character = "c"
    let title = "Calculator"

    func run(_ session: MenuSession) throws(EndOfInput) {
        session.say()
        session.say(session.style.bold(title))
        session.say("Integers only. A line starting with an operator continues from the result")
        session.say("(* 3; -7 starts afresh, - 7 continues), ans is the last result, c clears.")
        session.say("An empty line goes back, q quits.")
        var calculator = CalculatorSession()
        while true {
            let line = try session.ask("=")
            switch line.trimmingWhitespace().lowercased() {
            case "": return
            case "q": throw EndOfInput(quit: true)
            default: break
            }
            do {
                if let result = try calculator.enter(line) {
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
