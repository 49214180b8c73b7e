import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Saving conversions: the last five per category, newest first, recomputed at the precision.
@Suite struct ConversionHistoryTests {
    /// A timestamp for the n-th save of a test, one minute apart.
    static func time(_ minute: Int) -> String {
        "2026-11-22T10:\(minute < 10 ? "0" : "")\(minute):00Z"
    }

    /// Opens a fresh store in a temporary folder for `body`, and closes it.
    static func withHistoryStore(_ body: (HomebookStore, String) throws -> Void) throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            let path = folder + "/h.sqlite"
            try body(store, path)
        }
    }

    @Test func sevenSavesKeepTheLastFiveNewestFirstAndLeaveOtherCategoriesAlone() throws {
        try Self.withHistoryStore { store, path in
            try store.conversions.save(Quantity.parse("100 C"), at: Self.time(0))
            for value in 1...7 {
                try store.conversions.save(Quantity.parse("\(value) lb"), at: Self.time(value))
            }
            try store.conversions.save(Quantity.parse("2 mi"), at: Self.time(8))
            let weights = try store.conversions.history(category: .weight)
            #expect(
                weights.map(\.quantity.description) == ["7 lb", "6 lb", "5 lb", "4 lb", "3 lb"]
            )
            #expect(weights.map(\.savedAt) == (3...7).reversed().map(Self.time))
            #expect(try store.conversions.history(category: .temperature).count == 1)
            #expect(try store.conversions.history(category: .length).count == 1)
            #expect(try store.conversions.history(category: .speed).isEmpty)
            let all = try store.conversions.history()
            #expect(all.map(\.quantity.description).first == "2 mi")
            #expect(all.map(\.quantity.description).last == "100 °C")
            #expect(all.count == 7)

            // Persistent: a new connection sees the same history.
            try withStore(at: path) { again throws in
                #expect(try again.conversions.history(category: .weight) == weights)
            }
        }
    }

    @Test func manySavesInEveryCategoryNeverKeepMoreThanFive() throws {
        try Self.withHistoryStore { store, _ in
            let lines = ["1 kg", "1 C", "1 m", "1 mph", "1 l"]
            for round in 0..<12 {
                for line in lines {
                    try store.conversions.save(Quantity.parse(line), at: Self.time(round))
                }
                for category in UnitCategory.allCases {
                    let count = try store.conversions.history(category: category).count
                    #expect(count == min(round + 1, ConversionHistory.keptPerCategory))
                }
            }
            let rows: Int64? = try store.database.fetchOne("SELECT count(*) FROM conversions")?
                .get(0)
            #expect(rows == 25)
        }
    }

    @Test func historyIsShownAtTheCurrentPrecision() throws {
        try Self.withHistoryStore { store, _ in
            try store.conversions.save(Quantity.parse("1 gal"), at: Self.time(1))
            try store.conversions.save(Quantity.parse("162 lb"), at: Self.time(2))
            let atTwo = try store.conversions.report(category: .volume)
            #expect(
                atTwo.entries.first?.conversion.results.map(\.text)
                    == [
                        "1.00", "4.55", "8.00", "160.00", "4546.09", "909.22", "303.07", "18.18",
                        "1.20", "9.61", "19.22", "153.72",
                    ]
            )
            try store.settings.set(.precision, to: "4")
            let atFour = try store.conversions.report(category: .volume)
            #expect(
                atFour.entries.first?.conversion.results.map(\.text)
                    == [
                        "1.0000", "4.5461", "8.0000", "160.0000", "4546.0900", "909.2180",
                        "303.0727", "18.1844", "1.2009", "9.6076", "19.2152", "153.7216",
                    ]
            )
            try store.settings.set(.precision, to: "3")
            let weight = try store.conversions.report(category: .weight).entries.first
            #expect(
                weight?.conversion.results.map(\.text)
                    == ["73.482", "73481.964", "2592.000", "162.000", "11 st 8 lb"]
            )
            #expect(weight?.conversion.precision == 3)
        }
    }

    @Test func theRawInputIsStoredNotARoundedResult() throws {
        try Self.withHistoryStore { store, _ in
            let saved = try store.conversions.save(
                Quantity.parse("11 st 8.25 lb"),
                at: Self.time(1)
            )
            try store.conversions.save(Quantity.parse("-40 F"), at: Self.time(2))
            try store.conversions.save(Quantity.parse("0.123456 km"), at: Self.time(3))
            let rows = try store.database.fetchAll(
                "SELECT category, value_text, unit FROM conversions ORDER BY id"
            ).map { row -> String in
                let parts: [String] = try (0..<3).map { try row.get($0) }
                return parts.joined(separator: "|")
            }
            #expect(rows == ["weight|11 st 8.25 lb|st", "temperature|-40|F", "length|0.123456|km"])
            #expect(try store.conversions.history(category: .weight) == [saved])
        }
    }

    @Test func handEditedRowsAreReportedAndSkippedNeverFatal() throws {
        try Self.withHistoryStore { store, _ in
            try store.conversions.save(Quantity.parse("5 kg"), at: Self.time(1))
            let insert =
                "INSERT INTO conversions (category, value_text, unit, saved_at)"
                + " VALUES (?, ?, ?, ?)"
            for (category, value, unit) in [
                ("weight", "abc", "kg"), ("weight", "5", "parsec"), ("weight", "5", "C"),
                ("temperature", "-500", "C"), ("weight", "-3", "kg"),
            ] {
                try store.database.execute(
                    insert,
                    [.text(category), .text(value), .text(unit), .text(Self.time(2))]
                )
            }
            let report = try store.conversions.report()
            #expect(report.entries.map(\.saved.quantity.description) == ["5 kg"])
            #expect(report.unreadable.count == 5)
            #expect(report.unreadable.map(\.id) == [6, 5, 4, 3, 2])
            let reasons = report.unreadable.map(\.description).joined(separator: "\n")
            for expected in [
                "not a number: 'abc'", "unknown unit 'parsec'", "°C is not a unit of weight",
                "below absolute zero", "cannot be negative",
            ] {
                #expect(reasons.contains(expected), "missing \(expected) in \(reasons)")
            }
            #expect(try store.conversions.history(category: .weight).count == 1)
        }
    }

    @Test func theTableRefusesBadCategoriesAndTimestamps() throws {
        try Self.withHistoryStore { store, _ in
            #expect(throws: (any Error).self) {
                try store.database.execute(
                    "INSERT INTO conversions (category, value_text, unit, saved_at)"
                        + " VALUES ('money', '1', 'kg', '2026-11-22T10:00:00Z')"
                )
            }
            #expect(throws: (any Error).self) {
                try store.conversions.save(Quantity.parse("1 kg"), at: "yesterday")
            }
            let history = try store.conversions.history()
            #expect(history.isEmpty)
        }
    }

    @Test func aFailedSaveLeavesTheHistoryAsItWas() throws {
        try Self.withHistoryStore { store, _ in
            for value in 1...5 {
                try store.conversions.save(Quantity.parse("\(value) m"), at: Self.time(value))
            }
            let before = try store.conversions.history(category: .length)
            // The bad timestamp makes the insert fail; nothing may have been pruned either.
            #expect(throws: (any Error).self) {
                try store.conversions.save(Quantity.parse("6 m"), at: "2026-11-22 10:06")
            }
            #expect(try store.conversions.history(category: .length) == before)
        }
    }

    @Test func savingStampsTheCurrentTimeInISO8601() throws {
        try Self.withHistoryStore { store, _ in
            let saved = try store.conversions.save(Quantity.parse("3 kn"))
            let pattern = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/
            #expect(saved.savedAt.wholeMatch(of: pattern) != nil)
            #expect(try store.conversions.history().first?.savedAt == saved.savedAt)
        }
    }

    @Test(arguments: [
        ("weight", UnitCategory.weight), ("Temperature", .temperature), (" length ", .length),
        ("SPEED", .speed), ("volume", .volume), ("liquid volume", .volume),
        ("liquid-volume", .volume), ("Liquid_Volume", .volume),
    ])
    func categoryNamesAreReadAsTyped(_ text: String, _ category: UnitCategory) throws {
        #expect(try UnitCategory.parse(text) == category)
    }

    @Test func unknownCategoriesListTheKnownOnes() {
        #expect(throws: ConversionError.unknownCategory("money")) {
            try UnitCategory.parse("money")
        }
        let message = "\(ConversionError.unknownCategory("\u{1B}[2J"))"
        #expect(
            message == "unknown category '\\x1B[2J': choose one of weight, temperature,"
                + " length, speed, volume"
        )
    }
}
