import Foundation
import TestSupport
import Testing

/// The summed shopping list (docs/manual.md#shopping) against an independent sum: generated
/// recipes and meal plans go into homebook, and Python's exact `fractions` adds up what the
/// same plan needs from the generator's own numbers; `plan shopping --json` must give
/// exactly that in grams, millilitres and counts.
@Suite struct ShoppingSumOracleTests {
    /// (food, unit as written, base units per unit as a Python fraction, dimension).
    static let measures: [(String, String, String, String)] = [
        ("flour", "g", "1", "g"), ("flour", "kg", "1000", "g"),
        ("flour", "oz", "45359237/1600000", "g"),
        ("butter", "lb", "45359237/100000", "g"), ("butter", "g", "1", "g"),
        ("milk", "ml", "1", "ml"), ("milk", "l", "1000", "ml"), ("milk", "cup", "250", "ml"),
        ("oil", "tbsp", "15", "ml"), ("oil", "tsp", "5", "ml"),
        ("eggs", "", "1", ""), ("garlic", "cloves", "1", "clove"),
    ]
    static let quantities: [(String, String)] = [
        ("1", "1"), ("2", "2"), ("1.5", "3/2"), ("1/2", "1/2"), ("1 1/2", "3/2"), ("¾", "3/4"),
        ("250", "250"), ("0,25", "1/4"), ("⅓", "1/3"),
    ]

    static let script = """
        import json, sys
        from fractions import Fraction as F
        spec = json.load(open(sys.argv[1])); got = json.load(open(sys.argv[2]))
        want = {}
        for meal in spec["meals"]:
            recipe = spec["recipes"][meal["recipe"]]
            factor = F(meal["times"])
            if meal["servings"]: factor *= F(meal["servings"], recipe["servings"])
            for food, qty, per, dim in recipe["lines"]:
                key = (food.rstrip("s"), dim)
                want[key] = want.get(key, F(0)) + factor * F(qty) * F(per)
        have = {}
        for item in got["items"]:
            for total in item["totals"]:
                assert total["low"] == total["high"], total
                have[(item["key"], total["unit"])] = F(total["low"])
        if want != have:
            print("want", sorted((k, str(v)) for k, v in want.items()))
            print("have", sorted((k, str(v)) for k, v in have.items()))
            sys.exit(1)
        print(len(want))
        """

    @Test(arguments: [1, 2, 3])
    func theListAddsUpAsAnIndependentSumDoes(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var recipes: [[String: Any]] = []
        var meals: [[String: Any]] = []
        try withTemporaryDirectory { folder in
            let db = folder + "/shop.sqlite"
            for number in 0..<6 {
                var lines: [[String]] = []
                var text: [String] = []
                for _ in 0..<Int.random(in: 2...5, using: &random) {
                    let (food, unit, per, dim) = Self.measures.randomElement(using: &random)!
                    let (written, exact) = Self.quantities.randomElement(using: &random)!
                    text.append(
                        [written, unit, food].filter { !$0.isEmpty }.joined(separator: " ")
                    )
                    lines.append([food, exact, per, dim])
                }
                let servings = Int.random(in: 1...6, using: &random)
                recipes.append(["servings": servings, "lines": lines])
                let add = try homebook(
                    db,
                    "recipe",
                    "add",
                    "R\(number)",
                    "--servings",
                    "\(servings)",
                    "--ingredients",
                    text.joined(separator: "\n") + "\nsalt, to taste"
                )
                #expect(add.status == 0, "\(add.stderr)")
            }
            for meal in 0..<8 {
                let recipe = Int.random(in: 0..<6, using: &random)
                let servings =
                    Bool.random(using: &random) ? Int.random(in: 1...8, using: &random) : 0
                let repeats = meal == 0 ? 3 : 1
                var arguments = [
                    "plan", "add", "Meal \(meal)", "--start", "2026-12-0\(1 + meal % 5) 19:00",
                    "--recipe", "R\(recipe)",
                ]
                if servings > 0 { arguments += ["--servings", "\(servings)"] }
                if repeats > 1 { arguments += ["--repeat", "daily", "--count", "\(repeats)"] }
                let add = try HomebookProcess.run(["--db", db] + arguments)
                #expect(add.status == 0, "\(add.stderr)")
                meals.append(["recipe": recipe, "servings": servings, "times": repeats])
            }
            let list = try homebook(
                db,
                "plan",
                "shopping",
                "--from",
                "2026-12-01",
                "--to",
                "2026-12-07",
                "--json"
            )
            #expect(list.status == 0)
            let specPath = folder + "/spec.json"
            let listPath = folder + "/list.json"
            let spec = try JSONSerialization.data(withJSONObject: [
                "recipes": recipes, "meals": meals,
            ])
            try spec.write(to: URL(fileURLWithPath: specPath))
            try list.stdout.write(toFile: listPath, atomically: true, encoding: .utf8)
            let check = try HomebookProcess.run(
                ["python3", "-c", Self.script, specPath, listPath],
                executable: "/usr/bin/env"
            )
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(list.stdout.contains(#""unsummed":["salt, to taste"]"#))
        }
    }
}
