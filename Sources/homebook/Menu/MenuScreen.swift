/// A module's screen, reachable from the main menu by one key.
protocol MenuScreen: Sendable {
    /// The main-menu key, e.g. `r`.
    var key: Character { get }
    /// The main-menu label, e.g. `Recipes`.
    var title: String { get }
    /// Runs the screen until the person goes back.
    func run(_ session: MenuSession) throws(EndOfInput)
}
