/// The categorising rule form (docs/manual.md#interchange): a rule of a saved bank mapping,
/// its pattern, the category a matching item gets and, optionally, a cleaner name.
public struct RuleForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: CaseIterable, Hashable, Sendable {
        case mapping, pattern, category, name
    }

    let ledger: Ledger
    /// The saved mappings' names, read once when the form opens.
    public let mappings: [String]
    /// The category names a field completes from: those in use and their branches.
    private let categories: [String]
    private var texts: [Field: String] = [:]

    /// A form adding a rule; the mapping is filled in when only one is saved.
    public init(ledger: Ledger) {
        self.ledger = ledger
        mappings = (try? ledger.savedMappingNames()) ?? []
        categories = CategoryCompletion.names((try? ledger.categories()) ?? [])
        if mappings.count == 1 { texts[.mapping] = mappings[0] }
    }

    public var title: String { "Add rule" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .mapping:
            FormField(
                "mapping",
                "Mapping",
                hint: "the saved bank mapping it belongs to",
                completion: .mappings
            )
        case .pattern:
            FormField("pattern", "Pattern", hint: "text a name holds: TESCO, AMAZON*PRIME")
        case .category:
            FormField(
                "category",
                "Category",
                hint: "the category a matching item gets",
                completion: .categories
            )
        case .name: FormField("name", "Name", hint: "optional: a cleaner name, Pret")
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, BankRuleError> {
        var problems = FormProblems<Field, BankRuleError>()
        let mapping = self[.mapping].trimmingWhitespace()
        if !mappings.contains(mapping) {
            problems[.mapping] = .unknownMapping(mapping, saved: mappings)
        }
        problems.check(.pattern) { () throws(BankRuleError) in
            _ = try BankRuleInput.pattern(self[.pattern])
        }
        problems.check(.category) { () throws(BankRuleError) in
            _ = try BankRuleInput.category(self[.category])
        }
        problems.check(.name) { () throws(BankRuleError) in
            _ = try BankRuleInput.name(cleanerName)
        }
        return problems
    }

    /// The cleaner name, nil when the field is empty.
    private var cleanerName: String? {
        let name = self[.name]
        return name.trimmingWhitespace().isEmpty ? nil : name
    }

    public func reason(_ problem: BankRuleError) -> String { problem.description }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let id = try ledger.addRule(
            mapping: self[.mapping],
            pattern: self[.pattern],
            category: self[.category],
            name: cleanerName
        )
        let pattern = DisplayText.singleLine(self[.pattern].trimmingWhitespace())
        return FormSaved("added rule \(id): “\(pattern)”", id: id, added: true)
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        switch field {
        case .mapping: NameCompletion.matches(typed, in: mappings, limit: limit)
        case .category: NameCompletion.matches(typed, in: categories, limit: limit)
        default: []
        }
    }
}
