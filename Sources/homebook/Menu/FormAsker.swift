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
    /// In a `new` form, an empty answer to the first field that opened empty (the name,
    /// the title) goes back, saving nothing, as every menu entry's first question does.
    ///
    /// - Returns: what the save did, or nil when nothing was saved (a refused question or
    ///   save, whose reason is shown).
    /// - Throws: ``EndOfInput`` when input ends (nothing is saved).
    func ask(_ form: inout FormSession, new: Bool = false) throws(EndOfInput) -> FormSaved? {
        session.say("\(form.title): Enter keeps the value in [ ], - empties it.")
        let back =
            new
            ? form.fields.indices.first { form.text($0).isEmpty && !form.fields[$0].isMultiline }
            : nil
        for index in form.fields.indices {
            if try askField(index, of: &form, mayGoBack: index == back) {
                session.say("Nothing saved.")
                return nil
            }
        }
        // A problem that shows only once later fields are in (an end before its start):
        // those fields are asked again.
        while let index = form.problems().keys.min() {
            if let reason = form.problems()[index] { session.show(MenuAnswerError(reason)) }
            _ = try askField(index, of: &form, mayGoBack: false)
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
        } catch FormSaveError.changedElsewhere(let deleted) {
            // The form now holds the record as it is: saving again saves over it.
            session.show(FormSaveError.changedElsewhere(deleted: deleted))
            if deleted { session.say("It was deleted, so your answers cannot be saved to it.") }
            guard !deleted,
                try session.confirm("Your answers are kept. Save them over it as it is now?")
            else { return nil }
            do { return try form.save() } catch {
                session.show(error)
                return nil
            }
        } catch {
            session.show(error)
            return nil
        }
    }

    /// Asks one field until the core finds no problem with it.
    ///
    /// - Returns: true when `mayGoBack` and the field, empty, is answered empty (go back).
    private func askField(
        _ index: Int,
        of form: inout FormSession,
        mayGoBack: Bool
    ) throws(EndOfInput) -> Bool {
        let field = form.fields[index]
        repeat {
            let current = form.text(index)
            var prompt = field.label
            if let words = Self.words(of: field.kind) {
                prompt += " (\(words.joined(separator: "/")))"
            }
            if !current.isEmpty, !field.isMultiline, !field.isSecret {
                prompt += " [\(DisplayText.singleLine(current))]"
            }
            if field.isSecret {
                // Never echoed, never offered back in brackets (docs/manual.md#passwords).
                form.set(index, try session.askSecret("\(field.label) (hidden; \(field.hint)):"))
            } else if field.isMultiline {
                if !current.isEmpty {
                    session.say(
                        RecipeText.block("\(field.label) now:", current).joined(separator: "\n")
                    )
                }
                session.say("\(field.label), one per line (an empty line ends; - empties):")
                if let text = try lines() { form.set(index, text) }
            } else {
                let answer = try session.ask(prompt + ":")
                if mayGoBack, current.isEmpty, answer.trimmingWhitespace().isEmpty { return true }
                if let text = EditAnswer.parse(answer) { form.set(index, expanded(text, field)) }
            }
            guard var reason = form.problems()[index] else { return false }
            // The save's question (the 0.00 one) is asked at the field that raises it: Enter
            // answers yes and keeps the answer, another answer is checked again.
            while let question = form.question {
                session.warn(reason + ": " + question)
                let again = try session.ask(field.label + ":")
                if again.trimmingWhitespace().isEmpty {
                    form.confirm()
                    return false
                }
                form.set(index, expanded(again, field))
                guard let next = form.problems()[index] else { return false }
                reason = next
            }
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

    /// A choice answered by its first letters becomes the whole word. A name is taken as
    /// typed: the menu offers no completions (the full-screen form does, with Tab).
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
