import HomebookCore

/// The command line's one form helper (docs/manual.md#forms): a command's options fill the
/// described form's fields by their keys, and the core's one save checks and writes them, so
/// every option's refusal reads as the same form's refusal in the full-screen app and the
/// line menu.
enum FormOptions {
    /// Fills `form` from `options` (a field's key and its text; a key the form lacks is
    /// ignored) and saves it.
    ///
    /// - Throws: the core's first problem in the form's order; nothing is saved.
    static func save(
        _ form: some DescribedForm,
        _ options: [(key: String, text: String)]
    ) throws
        -> FormSaved
    {
        var session = FormSession(form)
        for (key, text) in options {
            if let index = session.index(of: key) { session.set(index, text) }
        }
        return try session.save()
    }
}
