import HomebookCore
import TestSupport

@testable import homebook

/// Runs the main menu in-process on a fresh database with scripted input.
///
/// - Returns: the transcript and the store's path (the store is closed again).
func runMenu(
    _ input: [String],
    today: CalendarDate = CalendarDate(year: 2026, month: 11, day: 22)!,
    in folder: String
) throws -> (output: String, databasePath: String) {
    let path = folder + "/menu.sqlite"
    let terminal = ScriptedTerminal(input)
    try withStore(at: path) { store throws in
        let session = MenuSession(terminal: terminal, store: store, style: .plain, today: { today })
        MainMenu(session: session).run()
    }
    return (terminal.output, path)
}
