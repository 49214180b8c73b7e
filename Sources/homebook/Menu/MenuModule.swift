/// A module's screen, reachable from the main menu by one key (docs/manual.md#menu).
///
/// Every screen has one shape: a key and a title, and its entries built for one visit by
/// ``items(_:)`` from the screen's `…MenuActions` (which ask, call one core function, print).
/// ``run(_:)`` shows them in a ``MenuLoop`` with `z) Undo`, `y) Redo`, `b) Back` and `q) Quit`.
protocol MenuModule: Sendable {
    /// The main-menu key, e.g. `r`.
    var key: Character { get }
    /// Old main-menu keys that still open the screen, not shown (see ``MenuItem/aliases``).
    var aliases: [Character] { get }
    /// The main-menu label and the screen's title, e.g. `Recipes`.
    var title: String { get }
    /// The screen's own entries for one visit, in menu order.
    func items(_ session: MenuSession) -> [MenuItem]
    /// Runs the screen until the person goes back.
    func run(_ session: MenuSession) throws(EndOfInput)
}

extension MenuModule {
    /// Most screens have no old key.
    var aliases: [Character] { [] }

    /// Shows the entries, then undo and redo, until `b` (back), `q` or the end of input.
    func run(_ session: MenuSession) throws(EndOfInput) {
        try MenuLoop(
            session: session,
            title: title,
            items: items(session) + MenuItem.undoAndRedo(session),
            exitKey: "b",
            exitLabel: "Back"
        ).run()
    }
}
