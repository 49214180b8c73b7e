import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's planner import (Planner `i`), food aisles (Recipes `g`) and saved
/// weather places (Settings `l`) (docs/manual.md#menu), scripted through standard input.
@Suite struct MenuListsTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//test//EN\r
        BEGIN:VEVENT\r
        UID:brunch-1\r
        DTSTAMP:20261101T000000Z\r
        DTSTART:20261130T100000Z\r
        SUMMARY:Brunch\r
        END:VEVENT\r
        BEGIN:VTODO\r
        UID:todo-1\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Buy milk\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func plannerImportSaysTheCountAndWhatWasLeftOut() throws {
        try withTemporaryDirectory { folder in
            let file = folder + "/brunch.ics"
            try Self.calendar.write(toFile: file, atomically: true, encoding: .utf8)
            let output = try runMenu(
                ["p", "i", folder + "/missing.ics", "i", file, "i", file, "i", "", "b", "q"],
                in: folder
            ).output
            #expect(!output.contains("Unknown choice"))
            #expect(output.contains("Imported 1 event."))
            #expect(output.contains("Note: skipped a VTODO"))
            #expect(output.contains("Imported 0 events (1 already in the planner, skipped)."))
            try withStore(at: folder + "/menu.sqlite") { store throws in
                #expect(try store.planner.count() == 1)
            }
        }
    }

    @Test func aislesAreSetThroughTheFormAskerAndRemoved() throws {
        try withTemporaryDirectory { folder in
            let output = try runMenu(
                [
                    "r", "g", "a", "Eggs", "", "Dairy", "a", "milk", "dairy", "x",
                    "d", "bread", "d", "eggs", "", "b", "q",
                ],
                in: folder
            ).output
            #expect(output.contains("No aisles set."))
            // The empty aisle is asked again with the core's words.
            #expect(output.contains("Error: the aisle must not be empty"))
            #expect(output.contains("\"egg\" is in the aisle \"Dairy\"."))
            // An aisle in use keeps its first spelling.
            #expect(output.contains("\"milk\" is in the aisle \"Dairy\"."))
            #expect(output.contains("Error: type a, d, or press Enter to go back"))
            #expect(output.contains("Error: \"bread\" has no aisle"))
            #expect(output.contains("“egg” has no aisle now (was “Dairy”)."))
            try withStore(at: folder + "/menu.sqlite") { store throws in
                #expect(try store.planner.aisles() == [FoodAisle(food: "milk", aisle: "Dairy")])
            }
        }
    }

    @Test func anAisleFormEndedHalfWaySavesNothing() throws {
        try withTemporaryDirectory { folder in
            let output = try runMenu(["r", "g", "a", "eggs"], in: folder).output
            #expect(output.contains("Aisle"))
            try withStore(at: folder + "/menu.sqlite") { store throws in
                #expect(try store.planner.aisles().isEmpty)
            }
        }
    }

    @Test func weatherPlacesAreSavedThroughTheFormAskerAndRemoved() throws {
        try withTemporaryDirectory { folder in
            let output = try runMenu(
                [
                    "s", "l", "a", "1234", "Lisbon", "Portugal", "pt", "y",
                    "a", "Porto", "", "n", "d", "Paris", "d", "porto", "", "z", "b", "q",
                ],
                in: folder
            ).output
            #expect(output.contains("No saved places."))
            // The same words as `weather place add`.
            #expect(output.contains("Error: \"1234\" is not a place name: it has no letters"))
            #expect(
                output.contains(
                    "Error: \"Portugal\" is not a place name: a country is a two-letter code"
                )
            )
            #expect(output.contains("Saved “Lisbon” (default)."))
            #expect(output.contains("Lisbon, PT  (default)"))
            #expect(output.contains("Saved “Porto”."))
            #expect(output.contains("Error: no saved place"))
            #expect(output.contains("Removed “porto”."))
            // z in the Settings menu undoes the removal: one step, named in words.
            #expect(output.contains("Undid: remove weather place \"porto\""))
            try withStore(at: folder + "/menu.sqlite") { store throws in
                let places = try store.weather.places()
                #expect(
                    places.map(\.name) == ["Lisbon", "Porto"] && places.first?.isDefault == true
                )
            }
        }
    }
}
