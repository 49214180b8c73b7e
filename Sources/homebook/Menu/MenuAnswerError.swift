import HomebookCore

/// An answer the menu itself refuses, with the reason to show before asking again.
///
/// Rules about the data are the core's (its errors are shown the same way); these are
/// about the conversation: a number out of a list, a field that cannot be cleared.
struct MenuAnswerError: Error, CustomStringConvertible {
    /// The reason, phrased for the person at the keyboard.
    let description: String

    /// Creates the error with its reason.
    init(_ description: String) {
        self.description = description
    }

    /// A `-` typed for a field that must keep a value.
    static let cannotClear = MenuAnswerError(
        "this field cannot be cleared: type a new value, or press Enter to keep it"
    )
}
