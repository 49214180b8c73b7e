import HomebookCore

/// The line menu's one form engine (docs/manual.md#menu): it asks any form the core
/// describes, field by field, showing the core's problem with an answer and asking that
/// field again. Enter keeps the value shown in brackets, `-` empties it; a several-line
/// field reads lines until an empty one. Nothing is saved until every answer is in, so
/// input that ends half-way saves nothing.
struct FormAsker {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// Asks every field of `form`, then saves it with the core's one save.
    ///
    /// - Returns: what the save did, or nil when nothing was saved (a refused question or
    ///   save, whose reason is shown).
    /// - Throws: ``EndOfInput`` when input ends (nothing is saved).
    func ask(_ form: inout FormSession) throws(EndOfInput) -> FormSaved? {
        session.say("\(form.title): Enter keeps the value in [ ], - empties it.")
        for index in form.fields.indices { try askField(index, of: &form) }
        // A problem that shows only once later fields are in (an end before its start):
        // those fields are asked again.
        while let index = form.problems().keys.min() {
            if let reason = form.problems()[index] { session.show(MenuAnswerError(reason)) }
            try askField(index, of: &form, checked: false)
        }
        if let question = form.question {
            guard try session.confirm(question.replacing("press Enter", with: "answer y")) else {
                session.say("Nothing saved.")
                return nil
            }
            form.confirm()
        }
        do {
            return try form.save()
        } catch {
            session.show(error)
            return nil
        }
    }

    /// Asks one field until the core finds no problem with it.
    private func askField(
        _ index: Int,
        of form: inout FormSession,
        checked: Bool = true
    ) throws(EndOfInput) {
        let field = form.fields[index]
        repeat {
            let current = form.text(index)
            var prompt = field.label
            if let words = Self.words(of: field.kind) {
                prompt += " (\(words.joined(separator: "/")))"
            }
            if !current.isEmpty, !field.isMultiline {
                prompt += " [\(DisplayText.singleLine(current))]"
            }
            if field.isMultiline {
                if !current.isEmpty {
                    session.say(
                        RecipeText.block("\(field.label) now:", current).joined(separator: "\n")
                    )
                }
                session.say("\(field.label), one per line (an empty line ends; - empties):")
                if let text = try lines() { form.set(index, text) }
            } else {
                let answer = try session.ask(prompt + ":")
                if let text = EditAnswer.parse(answer) { form.set(index, expanded(text, field)) }
            }
            guard let reason = form.problems()[index] else { return }
            session.show(MenuAnswerError(reason))
            // The refused answer is not offered as the one to keep.
            form.set(index, current)
        } while true
    }

    /// Reads lines until an empty one: nil keeps the field (nothing typed), `""` empties it.
    private func lines() throws(EndOfInput) -> String? {
        var lines: [String] = []
        while true {
            let line = try session.ask("  +")
            if line.trimmingWhitespace().isEmpty { break }
            if lines.isEmpty, line.trimmingWhitespace() == "-" { return "" }
            lines.append(line)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// A choice answered by its first letters, or a name by the start of one of the
    /// field's completions, becomes the whole word.
    private func expanded(_ text: String, _ field: FormField) -> String {
        let typed = text.trimmingWhitespace().lowercased()
        if let words = Self.words(of: field.kind), !typed.isEmpty {
            return words.first { $0.lowercased().hasPrefix(typed) } ?? text
        }
        return text
    }

    /// The words a choice or on/off field takes, or nil for other fields.
    private static func words(of kind: FormFieldKind) -> [String]? {
        switch kind {
        case .choice(let words): words
        case .toggle(let on, let off): [on, off]
        default: nil
        }
    }
}
