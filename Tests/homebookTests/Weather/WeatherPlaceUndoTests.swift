import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Saving and removing a weather place is one undo step, named in words, on every front
/// (docs/manual.md#undo).
@Suite struct WeatherPlaceUndoTests {
    @Test func theCoreNamesEachStepAndUndoRestoresIt() throws {
        try withTemporaryStore { store, _ throws in
            _ = try store.weather.addPlace(.named("Lisbon", country: "PT"), isDefault: true)
            _ = try store.weather.addPlace(.named("Porto", country: nil), isDefault: true)
            try store.weather.removePlace("lisbon")
            #expect(try store.weather.places().map(\.name) == ["Porto"])
            #expect(try store.undoLog.undo() == "remove weather place \"lisbon\"")
            #expect(try store.weather.places().map(\.name) == ["Porto", "Lisbon"])
            // Saving Porto as the default also took the mark from Lisbon: one step undoes both.
            #expect(try store.undoLog.undo() == "save weather place \"Porto\" as the default")
            let places = try store.weather.places()
            #expect(places.map(\.name) == ["Lisbon"] && places.first?.isDefault == true)
            #expect(try store.undoLog.undo() == "save weather place \"Lisbon\" as the default")
            #expect(try store.weather.places().isEmpty)
            #expect(try store.undoLog.redo() == "save weather place \"Lisbon\" as the default")
            #expect(try store.weather.places().map(\.name) == ["Lisbon"])
        }
    }

    @Test func theFullScreenPickerRemovesAndUUndoes() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/w.sqlite")
            defer { try? store.close() }
            // Not a default: the screen then shows its sample and fetches nothing.
            _ = try store.weather.addPlace(.named("London", country: nil), isDefault: false)
            _ = try store.weather.addPlace(.named("Paris", country: nil), isDefault: false)
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("w", into: &state)
            type("l", into: &state)
            type("\u{1B}[3~", into: &state)
            type("y", into: &state)
            #expect(screen(state).contains("removed the saved place “London”"))
            #expect(try store.weather.places().map(\.name) == ["Paris"])
            type("\u{1B}", into: &state)
            type("u", into: &state)
            #expect(screen(state).contains("Undid: remove weather place \"London\""))
            #expect(try store.weather.places().map(\.name) == ["London", "Paris"])
        }
    }
}
