import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct SettingsTests {
    @Test func defaultsUntilSetAndThenPersisted() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/s.sqlite"
            try withStore(at: path) { store throws in
                #expect(try store.settings.precision() == 2)
                #expect(try store.settings.currency() == "$")
                try store.settings.set(.precision, to: " 4 ")
                try store.settings.set(.currency, to: "CHF")
            }
            try withStore(at: path) { reopened throws in
                #expect(try reopened.settings.precision() == 4)
                #expect(try reopened.settings.currency() == "CHF")
            }
        }
    }

    @Test(arguments: [
        (SettingKey.precision, "1"), (.precision, "5"), (.precision, "two"), (.precision, ""),
        (.currency, ""), (.currency, "DOLLAR"), (.currency, "1$"), (.currency, "$ $"),
        (.currency, "a b"),
        (.currency, "\u{1B}[31m"), (.currency, "."), (.currency, "-"),
    ])
    func invalidValuesAreRefusedAndChangeNothing(_ key: SettingKey, _ value: String) throws {
        try withTemporaryStore(named: "s.sqlite") { store, folder throws in
            #expect(throws: SettingsError.self) { try store.settings.set(key, to: value) }
            #expect(try store.settings.value(of: key) == key.defaultValue)
        }
    }

    @Test func theTableRefusesWhatTheRulesRefuse() throws {
        try withTemporaryStore(named: "s.sqlite") { store, folder throws in
            #expect(throws: (any Error).self) {
                try store.database.execute("INSERT INTO settings VALUES ('precision', '9')")
            }
            #expect(throws: (any Error).self) {
                try store.database.execute("INSERT INTO settings VALUES ('colour', 'red')")
            }
        }
    }

    @Test func unknownKeysListTheKnownOnes() throws {
        #expect(throws: SettingsError.unknownKey("colour")) { try SettingKey.parse("colour") }
        #expect("\(SettingsError.unknownKey("colour"))".contains("precision, currency"))
        #expect((try? SettingKey.parse(" Precision ")) == .precision)
    }
}
