/// A conversion as typed: a value and the unit it is in, with the decimal mark the settings
/// name (docs/manual.md#converter).
public struct ConversionDraft: Sendable, Equatable {
    /// The value as typed: `1.5`, `-40`, `11 8` (stones and pounds).
    public var value: String
    /// The unit the value is in, as typed or chosen: `kg`, `°C`, `st`.
    public var unit: String
    /// Whether `,` is the decimal mark (the decimal-comma setting).
    public var decimalComma: Bool

    /// Creates a draft.
    public init(value: String, unit: String, decimalComma: Bool = false) {
        self.value = value
        self.unit = unit
        self.decimalComma = decimalComma
    }

    /// The fields of a conversion, in the order forms show them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case value, unit
    }
}

extension ConversionError {
    /// The field of a conversion this refusal is about, or nil when it is about the whole
    /// converter (its precision setting).
    public var field: ConversionDraft.Field? {
        switch self {
        case .unknownUnit, .missingUnit, .incompatibleUnits, .unknownCategory,
            .unitNotInCategory:
            .unit
        case .unsupportedPrecision: nil
        default: .value
        }
    }
}

/// The converter's form contract: one call reads, checks and converts a draft, so every
/// front (the command line, the line menu, the full-screen keypad) applies the same rules.
extension UnitConverter {
    /// The draft converted into every unit of its category.
    ///
    /// - Throws: the first problem: the unit, then the value (a sign where none is allowed,
    ///   a comma while the decimal comma is off, too many decimals).
    public func convert(_ draft: ConversionDraft) throws(ConversionError) -> Conversion {
        try convert(
            try Quantity.parse(
                value: draft.value,
                unit: draft.unit,
                decimalComma: draft.decimalComma
            )
        )
    }

    /// Every problem of a draft, keyed by field (an empty value is not a problem yet).
    public func problems(
        _ draft: ConversionDraft
    ) -> FormProblems<ConversionDraft.Field, ConversionError> {
        var problems = FormProblems<ConversionDraft.Field, ConversionError>()
        guard !draft.value.trimmingWhitespace().isEmpty else { return problems }
        do {
            _ = try convert(draft)
        } catch {
            problems[error.field ?? .value] = error
        }
        return problems
    }
}
