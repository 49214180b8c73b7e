internal import SQLiteWrapper

/// The stored reading of a recipe's ingredients (the `ingredient_parse` column,
/// docs/manual.md#ingredients), so listing and shopping never read the lines again.
///
/// `v1`, then one line per non-empty ingredient line: empty when the line stays text, else
/// `amount<TAB>unit<TAB>quantityEnd<TAB>restOffset<TAB>food` (``IngredientAmount/stored``,
/// ``KitchenUnit/stored``, the character offsets of the text after the quantity and after
/// the unit, the food).
enum IngredientParse {
    /// The stored form of `ingredients`, read now.
    static func stored(_ ingredients: String) -> String {
        encode(IngredientReader.read(ingredients))
    }

    /// The stored form of lines already read.
    static func encode(_ lines: [IngredientLine?]) -> String {
        let records = lines.map { line -> String in
            guard let line else { return "" }
            return [
                line.amount.stored, line.unit?.stored ?? "", String(line.quantityEnd),
                String(line.restOffset), line.food,
            ].joined(separator: "\t")
        }
        return (["v1"] + records).joined(separator: "\n")
    }

    /// The lines of `ingredients` from their stored reading; read afresh when there is none
    /// (a recipe saved before readings were stored) or it does not match the text.
    static func lines(_ ingredients: String, stored: String?) -> [IngredientLine?] {
        guard let stored, let lines = decode(ingredients, stored) else {
            return IngredientReader.read(ingredients)
        }
        return lines
    }

    private static func decode(_ ingredients: String, _ stored: String) -> [IngredientLine?]? {
        let texts = ingredients.split(whereSeparator: \.isNewline).filter {
            !$0.trimmingWhitespace().isEmpty
        }
        var records = stored.split(separator: "\n", omittingEmptySubsequences: false)
        guard records.first == "v1" else { return nil }
        records.removeFirst()
        guard records.count == texts.count else { return nil }
        var lines: [IngredientLine?] = []
        for (text, record) in zip(texts, records) {
            if record.isEmpty {
                lines.append(nil)
                continue
            }
            let fields = record.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5, let amount = IngredientAmount(stored: fields[0]),
                let quantityEnd = Int(fields[2]), let offset = Int(fields[3]),
                0 <= quantityEnd, quantityEnd <= offset, offset <= text.count
            else { return nil }
            var unit: KitchenUnit?
            if !fields[1].isEmpty {
                guard let found = KitchenUnit(stored: fields[1]) else { return nil }
                unit = found
            }
            lines.append(
                IngredientLine(
                    text: String(text),
                    amount: amount,
                    unit: unit,
                    quantityEnd: quantityEnd,
                    restOffset: offset,
                    food: String(fields[4])
                )
            )
        }
        return lines
    }
}

extension RecipeBook {
    /// The recipe's ingredient lines as stored when it was saved (read now for a recipe saved
    /// before readings were stored); nil in the list where a line stays text.
    public func ingredientLines(of id: Int64) throws -> [IngredientLine?] {
        guard
            let row = try database.fetchOne(
                cached: "SELECT ingredients, ingredient_parse FROM recipes WHERE id = ?",
                [.integer(id)]
            )
        else { throw RecipeError.notFound(id) }
        return IngredientParse.lines(try row.get(0), stored: try row.get(1))
    }
}
