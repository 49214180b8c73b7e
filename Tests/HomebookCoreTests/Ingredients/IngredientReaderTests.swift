import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// The ingredient reader's rules (docs/manual.md#ingredients), one row per form a cook writes.
@Suite struct IngredientReaderTests {
    /// (line, quantity as shown, unit code, food).
    static let rows: [(String, String, String, String)] = [
        ("2 eggs", "2", "", "eggs"),
        ("200 g flour", "200", "m:g", "flour"),
        ("200g flour", "200", "m:g", "flour"),
        ("1.5 kg potatoes", "1 ½", "m:kg", "potatoes"),
        ("1,5 l milk", "1 ½", "m:l", "milk"),
        ("1/2 cup sugar", "½", "k:cup", "sugar"),
        ("1 1/2 cups flour", "1 ½", "k:cup", "flour"),
        ("1½ cups flour", "1 ½", "k:cup", "flour"),
        ("1 ½ cups flour", "1 ½", "k:cup", "flour"),
        ("¾ tsp salt", "¾", "m:tsp", "salt"),
        ("⅓ cup oil", "⅓", "k:cup", "oil"),
        ("2-3 tbsp olive oil, plus more", "2–3", "m:tbsp", "olive oil"),
        ("2 to 3 Tablespoons butter", "2–3", "m:tbsp", "butter"),
        ("3 cloves garlic, minced", "3", "n:clove", "garlic"),
        ("3 garlic cloves", "3", "n:clove", "garlic"),
        ("2 large cloves garlic", "2", "n:clove", "garlic"),
        ("1 (400 g) can tomatoes", "1", "n:can", "tomatoes"),
        ("1 14-ounce can coconut milk", "1", "n:can", "coconut milk"),
        ("a pinch of salt", "1", "n:pinch", "salt"),
        ("pinch of nutmeg", "1", "n:pinch", "nutmeg"),
        ("4 fl oz cream", "4", "k:floz", "cream"),
        ("1 US cup rice", "1", "m:uscup", "rice"),
        ("2 lbs. beef", "2", "m:lb", "beef"),
        ("8 oz cheddar", "8", "m:oz", "cheddar"),
        ("salt, to taste", "to taste", "", "salt"),
        ("salt and pepper to taste", "to taste", "", "salt and pepper"),
        ("fresh parsley", "", "", "fresh parsley"),
        ("2 bay leaves", "2", "", "bay leaves"),
        ("0.25 tsp chilli", "¼", "m:tsp", "chilli"),
        ("1/3 tsp x", "⅓", "m:tsp", "x"),
        ("7/9 cup odd", "0.78", "k:cup", "odd"),
    ]

    @Test(arguments: rows)
    func readsTheLine(_ row: (String, String, String, String)) throws {
        let line = try #require(IngredientReader.read(line: row.0))
        #expect(line.text == row.0)
        #expect(line.quantityText == row.1)
        #expect(line.unitCode == row.2)
        #expect(line.food == row.3)
    }

    @Test(arguments: ["For the sauce:", "2", "  ", "3 cups"])
    func leavesAHeadingOrABareQuantityAsText(_ text: String) {
        #expect(IngredientReader.read(line: text) == nil)
    }

    @Test func keepsTheWordsAfterTheQuantityAsWritten() throws {
        let line = try #require(IngredientReader.read(line: "1 1/2 cups flour (sifted)"))
        #expect(line.rest == " flour (sifted)")
        #expect(line.foodKey == "flour")
        #expect(IngredientReader.read(line: "3 Eggs")?.foodKey == "egg")
        #expect(IngredientReader.read(line: "2 tomatoes")?.foodKey == "tomato")
    }

    @Test func storesTheReadingWhenARecipeIsSavedAndEdited() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Pancakes", ingredients: "200 g flour\n\nFor the top:\n2 eggs"),
                today: recipeToday
            )
            let stored: String? = try store.database.fetchOne(
                "SELECT ingredient_parse FROM recipes WHERE id = ?",
                [.integer(id)]
            )?.get(0)
            #expect(stored?.hasPrefix("v1\n") == true)
            let lines = try book.ingredientLines(of: id)
            #expect(lines.map { $0?.food } == ["flour", nil, "eggs"])
            _ = try book.update(id, with: RecipeChanges(ingredients: "3 eggs"), today: recipeToday)
            #expect(try book.ingredientLines(of: id).map { $0?.quantityText } == ["3"])
        }
    }

    @Test func aRecipeWithoutAStoredReadingIsReadWhenNeeded() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Soup", ingredients: "1 l stock"),
                today: recipeToday
            )
            // An older writer: the ingredients change, the reading does not.
            try store.database.execute(
                "UPDATE recipes SET ingredients = '2 l stock' WHERE id = ?",
                [.integer(id)]
            )
            let cleared: Int64? = try store.database.fetchOne(
                "SELECT ingredient_parse IS NULL FROM recipes WHERE id = ?",
                [.integer(id)]
            )?.get(0)
            #expect(cleared == 1)
            #expect(try book.ingredientLines(of: id).map { $0?.quantityText } == ["2"])
        }
    }

    @Test func decodesWhatItStored() {
        let text = "1 ½ cups flour\nsalt, to taste\nFor the top:\n2-3 cloves garlic"
        let read = IngredientReader.read(text)
        #expect(IngredientParse.lines(text, stored: IngredientParse.encode(read)) == read)
        // A reading that does not match the text is read afresh.
        #expect(IngredientParse.lines(text, stored: "v1\n") == read)
    }
}
