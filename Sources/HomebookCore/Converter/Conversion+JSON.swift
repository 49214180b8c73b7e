/// The `--json` shapes (docs/manual.md#json) of conversions and saved conversions.
///
/// Units are written as their canonical ASCII symbols (`kg`, `C`, `floz`, `km/h`), which
/// `MeasurementUnit.parse` reads back; categories as `weight`, `temperature`, `length`,
/// `speed` and `volume` (liquid volume); values as strings at the conversion's precision.
extension Conversion {
    /// `{"category", "input": {"value", "unit"}, "results": [{"unit", "value"}]}`.
    public var json: JSONValue {
        .object(members)
    }

    /// The members of the conversion object, in the documented order.
    var members: [(String, JSONValue)] {
        [
            ("category", .string(category.rawValue)),
            (
                "input",
                .object([
                    ("value", .string(input.valueText)),
                    ("unit", .string(input.unit.rawValue)),
                ])
            ),
            (
                "results",
                .array(
                    results.map { result in
                        .object([
                            ("unit", .string(result.unit.rawValue)),
                            ("value", .string(result.text)),
                        ])
                    }
                )
            ),
        ]
    }
}

extension HistoryEntry {
    /// The conversion object with `"savedAt"` (ISO 8601) added after the results.
    public var json: JSONValue {
        .object(conversion.members + [("savedAt", .string(saved.savedAt))])
    }
}
