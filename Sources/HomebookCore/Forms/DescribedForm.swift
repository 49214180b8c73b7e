/// A form described once, in the core: its fields, its problem check keyed by field, an
/// optional confirmation step and one save (docs/manual.md#forms).
///
/// Every front drives a described form through ``FormSession``: the full-screen app's form
/// screen, the line menu's asker and the command line's option helper. None of them names a
/// field, so a field added here appears in all three.
public protocol DescribedForm {
    /// The form's fields, in the order forms show them.
    associatedtype Field: CaseIterable & Hashable & Sendable
    /// What a field's check refuses.
    associatedtype Problem: Error & Sendable

    /// What the form is called (`Add item`, `Edit recipe`).
    var title: String { get }
    /// The fields this form shows, in order: every field unless one has nothing to ask (the
    /// item form's account while the book has one account). Fixed once the form is made.
    var shownFields: [Field] { get }
    /// How `field` is asked for.
    static func describe(_ field: Field) -> FormField
    /// The text of a field as typed.
    subscript(field: Field) -> String { get set }
    /// Every problem of the form as typed, keyed by field.
    func problems() -> FormProblems<Field, Problem>
    /// The words shown beside a field for `problem`.
    func reason(_ problem: Problem) -> String
    /// The question a save must have answered first (the 0.00 question), or nil.
    var question: String? { get }
    /// Answers ``question`` yes: the next save goes ahead.
    mutating func confirm()
    /// Saves the form as one transaction and one undoable change, after running the check.
    ///
    /// - Throws: the first problem, ``FormSaveError``, or a storage error; nothing is saved.
    mutating func save() throws -> FormSaved
    /// The completions of `typed` for `field` from its source, at most `limit`.
    func completions(_ field: Field, typed: String, limit: Int) -> [String]
    /// What Tab makes of `typed` in `field`: ``NameCompletion/complete(_:in:)`` over every
    /// completion, or nil when Tab adds nothing.
    func completion(_ field: Field, typed: String) -> String?
}

extension DescribedForm {
    /// Every field by default.
    public var shownFields: [Field] { Array(Field.allCases) }
    /// No confirmation step by default.
    public var question: String? { nil }
    /// No confirmation step by default.
    public mutating func confirm() {}
    /// No completions by default.
    public func completions(_ field: Field, typed: String, limit: Int) -> [String] { [] }
    /// The rule over every completion by default (a source read whole).
    public func completion(_ field: Field, typed: String) -> String? {
        NameCompletion.complete(typed, in: completions(field, typed: typed, limit: .max))
    }
    /// A problem's own description by default.
    public func reason(_ problem: Problem) -> String { "\(problem)" }
}

/// Any described form, driven by index: what the fronts' engines hold.
public struct FormSession {
    private var form: any DescribedForm
    /// The fields, in order.
    public let fields: [FormField]
    /// The texts the form opened with, so a front can tell whether anything was typed.
    public private(set) var opening: [String]

    /// Starts driving `form`.
    public init(_ form: some DescribedForm) {
        self.form = form
        fields = form.shownFields.map { type(of: form).describe($0) }
        opening = form.texts
    }

    /// The form's title.
    public var title: String { form.title }
    /// The text of the field at `index`.
    public func text(_ index: Int) -> String { form.text(at: index) }
    /// Every field's text, in order.
    public var texts: [String] { form.texts }
    /// Whether any field differs from what the form opened with.
    public var isChanged: Bool { texts != opening }
    /// Takes the texts as they are now as the opening ones, after a save that stays open.
    public mutating func markSaved() { opening = texts }
    /// Types `text` into the field at `index`.
    public mutating func set(_ index: Int, _ text: String) { form.setText(text, at: index) }
    /// The reason beside each field that has a problem, by index.
    public func problems() -> [Int: String] { form.reasons() }
    /// The question a save asks first, or nil.
    public var question: String? { form.question }
    /// Answers the question yes.
    public mutating func confirm() { form.confirm() }
    /// Saves (see ``DescribedForm/save()``).
    public mutating func save() throws -> FormSaved { try form.save() }
    /// The index of the field whose key is `key`, or nil.
    public func index(of key: String) -> Int? { fields.firstIndex { $0.key == key } }
    /// The completions of the field at `index` as typed now, at most `limit`.
    public func completions(_ index: Int, limit: Int = 8) -> [String] {
        form.completions(at: index, limit: limit)
    }
    /// What Tab makes of the field at `index` as typed now (the longest beginning all its
    /// completions share, when that says more), or nil when Tab adds nothing.
    public func completion(_ index: Int) -> String? { form.completion(at: index) }
}

extension DescribedForm {
    fileprivate var texts: [String] { shownFields.map { self[$0] } }

    fileprivate func text(at index: Int) -> String { self[shownFields[index]] }

    fileprivate mutating func setText(_ text: String, at index: Int) {
        self[shownFields[index]] = text
    }

    fileprivate func reasons() -> [Int: String] {
        let problems = problems()
        var reasons: [Int: String] = [:]
        for (index, field) in shownFields.enumerated() {
            if let problem = problems[field] { reasons[index] = reason(problem) }
        }
        return reasons
    }

    fileprivate func completions(at index: Int, limit: Int) -> [String] {
        let field = shownFields[index]
        return completions(field, typed: self[field], limit: limit)
    }

    fileprivate func completion(at index: Int) -> String? {
        let field = shownFields[index]
        return completion(field, typed: self[field])
    }
}
