import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The saved weather place and food aisle forms (docs/manual.md#forms): the command line
/// fills them through its one option helper, so its refusals read as the forms' own.
@Suite(.tags(.process), .skippedByTag) struct PlaceAndAisleFormsTests {
    @Test func weatherPlaceAddRefusesInTheFormsWords() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            let cases: [([String], String, WeatherPlaceForm.Field)] = [
                (["1234"], "1234", .name),
                (["Lisbon", "--country", "Portugal"], "Portugal", .country),
            ]
            for (arguments, typed, field) in cases {
                let result = try homebook(database, ["weather", "place", "add"] + arguments)
                #expect(result.status == 1)
                try withStore(at: database) { store throws in
                    var form = WeatherPlaceForm(weather: store.weather)
                    form.name = arguments[0]
                    form[field] = typed
                    let reason = try #require(FormSession(form).problems()[field.rawValue])
                    #expect(result.stderr.hasSuffix("Error: \(reason)\n"), "\(result.stderr)")
                    #expect(try store.weather.places().isEmpty)
                }
            }
            let saved = try homebook(database, "weather", "place", "add", "Lisbon", "--default")
            #expect(saved.stdout == "Saved Lisbon (default)\n")
            // Each is one undo step, named in words (docs/manual.md#undo).
            #expect(try homebook(database, "weather", "place", "remove", "Lisbon").status == 0)
            let undone = try homebook(database, "undo")
            #expect(undone.stdout == "Undid: remove weather place \"Lisbon\"\n")
            #expect(
                try homebook(database, "weather", "place", "list").stdout == "Lisbon  (default)\n"
            )
            let first = try homebook(database, "undo")
            #expect(first.stdout == "Undid: save weather place \"Lisbon\" as the default\n")
            #expect(
                try homebook(database, "weather", "place", "list").stdout == "No saved places.\n"
            )
        }
    }

    @Test func recipeAisleRefusesInTheFormsWordsAndSavesThroughIt() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            let refused = try homebook(database, "recipe", "aisle", "eggs", " ")
            #expect(refused.status == 1)
            try withStore(at: database) { store throws in
                let form = AisleForm(planner: store.planner, food: "eggs", aisle: " ")
                let reason = try #require(FormSession(form).problems()[1])
                #expect(refused.stderr.hasSuffix("Error: \(reason)\n"), "\(refused.stderr)")
            }
            let set = try homebook(database, "recipe", "aisle", "Eggs", "Dairy")
            #expect(set.stdout == "\"egg\" is in the aisle \"Dairy\"\n")
            let joined = try homebook(database, "recipe", "aisle", "milk", "dairy")
            #expect(joined.stdout == "\"milk\" is in the aisle \"Dairy\"\n")
        }
    }
}
