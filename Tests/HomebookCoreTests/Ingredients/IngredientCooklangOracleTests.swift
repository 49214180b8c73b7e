import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// The quantities and units homebook reads from an imported Cooklang file, against cooklang-rs
/// (PyPI's `cooklang-bindings`, installed by CI): every quantity it gives as a number must
/// be homebook's exact quantity, and its unit must be the unit homebook reads.
@Suite struct IngredientCooklangOracleTests {
    /// Quantities as Cooklang writes them, crossed with units below.
    static let quantities = ["1", "2", "12", "0.5", "1.25", "1/2", "3/4", "1 1/2", "2 1/3", "250"]
    static let units = [
        "g", "kg", "ml", "l", "tsp", "tbsp", "cup", "cups", "oz", "lb", "pinch", "",
    ]

    /// Prints, per ingredient, cooklang-rs's numeric value (or null) and its unit.
    static let script = """
        import cooklang, json, sys
        r = cooklang.parse(open(sys.argv[1], encoding="utf-8").read())
        out = []
        for i in r.ingredients:
            q = i.quantity
            value = q.value if q is not None and isinstance(q.value, (int, float)) else None
            out.append([i.name, value, (q.unit or "") if q is not None else ""])
        print(json.dumps(out))
        """

    @Test(.enabled(if: CooklangOracleTests.hasCooklang))
    func importedQuantitiesAgreeWithCooklangRs() throws {
        var lines = ["---", "servings: 4", "---", ""]
        var index = 0
        for quantity in Self.quantities {
            for unit in Self.units {
                index += 1
                let amount = unit.isEmpty ? quantity : "\(quantity)%\(unit)"
                lines.append("Add @food\(index){\(amount)}.")
            }
        }
        try withTemporaryDirectory { folder in
            let path = folder + "/oracle.cook"
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let result = try HomebookProcess.run(
                ["python3", "-c", Self.script, path],
                executable: "/usr/bin/env"
            )
            #expect(result.status == 0, "\(result.stderr)")
            let oracle = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]]
            )
            let draft = try #require(try RecipeFileReader.drafts(path: path).first)
            #expect(draft.servings == "4")
            let read = IngredientReader.read(draft.ingredients)
            #expect(read.count == oracle.count)
            for (line, entry) in zip(read, oracle) {
                let line = try #require(line)
                #expect(line.food == entry[0] as? String)
                let value = try #require(entry[1] as? Double, "cooklang-rs gave no number")
                guard case .exact(let exact) = line.amount else {
                    Issue.record("\(line.text): no exact quantity")
                    continue
                }
                #expect(abs(exact.doubleValue - value) < 1e-9, "\(line.text)")
                let unit = entry[2] as? String ?? ""
                let expected = unit.isEmpty ? nil : KitchenVocabulary.table[unit.lowercased()]
                #expect(line.unit == expected, "\(line.text)")
            }
        }
    }
}
