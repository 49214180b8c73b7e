import Testing

@testable import HomebookCore

/// The `--json` shapes of conversions and saved conversions.
@Suite struct ConversionJSONTests {
    @Test func aConversionHasCategoryInputAndEveryResultAsStrings() throws {
        let conversion = try UnitConverter(precision: 2).convert(Quantity.parse("100 °C"))
        #expect(
            conversion.json.rendered
                == #"{"category":"temperature","input":{"value":"100","unit":"C"},"#
                + #""results":[{"unit":"C","value":"100.00"},{"unit":"F","value":"212.00"},"#
                + #"{"unit":"K","value":"373.15"}]}"#
        )
    }

    @Test func stonesAndPoundsKeepTheirPairAsValue() throws {
        let conversion = try UnitConverter(precision: 3).convert(
            Quantity.parse("11 st 8 lb"),
            to: .pound
        )
        #expect(
            conversion.json.rendered
                == #"{"category":"weight","input":{"value":"11 st 8 lb","unit":"st"},"#
                + #""results":[{"unit":"lb","value":"162.000"}]}"#
        )
    }

    @Test func aHistoryEntryAddsSavedAt() throws {
        let quantity = try Quantity.parse("1 kn")
        let conversion = try UnitConverter(precision: 4).convert(quantity, to: .kilometresPerHour)
        let entry = HistoryEntry(
            saved: SavedConversion(id: 1, quantity: quantity, savedAt: "2026-11-22T10:00:00Z"),
            conversion: conversion
        )
        #expect(
            entry.json.rendered
                == #"{"category":"speed","input":{"value":"1","unit":"kn"},"#
                + #""results":[{"unit":"km/h","value":"1.8520"}],"savedAt":"2026-11-22T10:00:00Z"}"#
        )
    }
}
