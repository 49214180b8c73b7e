/// The form that renames a category or a branch (docs/manual.md#categories): the name as
/// it is and the new one; saved as one undoable change, as `budget category rename` does.
public struct CategoryRenameForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case old, new
    }

    let ledger: Ledger
    /// The category names a field completes from: those in use and their branches.
    private let categories: [String]
    /// The texts as typed.
    public private(set) var texts: [Field: String]

    /// A form renaming `category` (empty: typed in the form); the new name starts as it.
    public init(ledger: Ledger, category: String = "") {
        self.ledger = ledger
        categories = CategoryCompletion.names((try? ledger.categories()) ?? [])
        texts = [.old: category, .new: category]
    }

    public var title: String { "Rename category" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .old:
            FormField(
                "old",
                "Category",
                hint: "the category or branch as it is now",
                completion: .categories
            )
        case .new:
            FormField(
                "new",
                "New name",
                hint: "use : for a branch (food:groceries); an existing name merges",
                completion: .categories
            )
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, CategoryRenameError> {
        var problems = FormProblems<Field, CategoryRenameError>()
        let old = self[.old].quicklyTrimmed()
        if old.isEmpty { problems[.old] = .unknown(self[.old]) }
        if (try? OneLineName.check(self[.new])) == nil { problems[.new] = .badName(self[.new]) }
        return problems
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        return FormSaved(try ledger.renameCategory(self[.old], to: self[.new]).summary)
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        NameCompletion.matches(typed, in: categories, limit: limit)
    }
}
