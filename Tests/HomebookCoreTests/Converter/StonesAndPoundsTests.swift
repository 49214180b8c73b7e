import Testing

@testable import HomebookCore

@Suite("Weights shown in stones and pounds")
struct StonesAndPoundsTests {
    @Test(arguments: [2, 3, 4])
    func wholePoundsShowNoDecimals(precision: Int) throws {
        // 162 = 11 × 14 + 8 and 154 = 11 × 14.
        #expect(
            try ConverterFixtures.text("162 lb", to: .stone, precision: precision)
                == "11 st 8 lb"
        )
        #expect(
            try ConverterFixtures.text("154 lb", to: .stone, precision: precision)
                == "11 st 0 lb"
        )
    }

    @Test func poundsWithDecimalsDropTrailingZeros() throws {
        // 163.5 lb = 11 st 9.5 lb; 162.25 lb = 11 st 8.25 lb.
        #expect(
            try ConverterFixtures.text("163.5 lb", to: .stone, precision: 4)
                == "11 st 9.5 lb"
        )
        #expect(
            try ConverterFixtures.text("162.25 lb", to: .stone, precision: 2)
                == "11 st 8.25 lb"
        )
        #expect(
            try ConverterFixtures.text("162.125 lb", to: .stone, precision: 2)
                == "11 st 8.13 lb"
        )
        #expect(
            try ConverterFixtures.text("162.125 lb", to: .stone, precision: 3)
                == "11 st 8.125 lb"
        )
    }

    @Test func poundsRoundingUpToFourteenCarryIntoTheStones() throws {
        // 167.995 lb = 11 st 13.995 lb: 14.00 at two decimals, so 12 st 0 lb.
        #expect(
            try ConverterFixtures.text("167.995 lb", to: .stone, precision: 2)
                == "12 st 0 lb"
        )
        #expect(
            try ConverterFixtures.text("167.995 lb", to: .stone, precision: 3)
                == "11 st 13.995 lb"
        )
        #expect(
            try ConverterFixtures.text("13.99999 lb", to: .stone, precision: 4)
                == "1 st 0 lb"
        )
    }

    @Test func smallWeightsShowZeroStones() throws {
        #expect(try ConverterFixtures.text("3 lb", to: .stone, precision: 2) == "0 st 3 lb")
        #expect(try ConverterFixtures.text("0 kg", to: .stone, precision: 2) == "0 st 0 lb")
        // 1 g = 0.00220462 lb: 0 at two decimals, 0.0022 at four.
        #expect(try ConverterFixtures.text("1 g", to: .stone, precision: 2) == "0 st 0 lb")
        #expect(try ConverterFixtures.text("1 g", to: .stone, precision: 4) == "0 st 0.0022 lb")
    }

    @Test func metricWeightsConvertToStonesAndPounds() throws {
        // 70 kg = 70 / 0.45359237 = 154.3235835 lb = 11 st 0.3236 lb.
        #expect(
            try ConverterFixtures.text("70 kg", to: .stone, precision: 4)
                == "11 st 0.3236 lb"
        )
        #expect(
            try ConverterFixtures.text("70 kg", to: .stone, precision: 2)
                == "11 st 0.32 lb"
        )
    }

    @Test func stonesAndPoundsInputEqualsItsPounds() throws {
        for line in ["11 st 8 lb", "11st 8lb", "11 stone 8 pounds", "11 ST 8 LBS", "11 st 8"] {
            let pounds = try ConverterFixtures.text(line, to: .pound, precision: 2)
            #expect(pounds == "162.00", "\(line)")
        }
        // 11 st 9.5 lb = 163.5 lb = 74.16235 kg (163.5 × 0.45359237 = 74.162352495).
        #expect(
            try ConverterFixtures.text("11 st 9.5 lb", to: .kilogram, precision: 4)
                == "74.1624"
        )
        #expect(try ConverterFixtures.text("0 st .5 lb", to: .ounce, precision: 2) == "8.00")
    }

    @Test func stonesAndPoundsInputIsShownCanonically() throws {
        #expect(try Quantity.parse("11st 8lb").description == "11 st 8 lb")
        #expect(try Quantity.parse("011 stones 08.50 pounds").description == "11 st 8.5 lb")
        #expect(try Quantity.parse("11 st 8").valueText == "11 st 8 lb")
        #expect(try Quantity.parse("11 st 8 lb").unit == .stone)
        #expect(
            try UnitConverter(precision: 2).convert(
                Quantity.parse("11 st 8 lb"),
                to: .stone
            ).results.map(\.text) == ["11 st 8 lb"]
        )
    }

    @Test(arguments: [
        "11.5 st 3 lb", "11 st 14 lb", "11 st 20 lb", "11 st -3 lb", "-11 st 3 lb",
        "5 kg 3 g", "11 st 3 kg", "11 st 3 lb 2", "11 lb 3 lb",
    ])
    func malformedStonesAndPoundsAreRejected(line: String) {
        #expect(throws: ConversionError.invalidStonesAndPounds(line)) {
            try Quantity.parse(line)
        }
    }

    @Test func theStonesAndPoundsMessageShowsTheExpectedForm() {
        #expect(
            ConversionError.invalidStonesAndPounds("11 st 14 lb").description
                == "cannot read '11 st 14 lb' as stones and pounds: expected whole stones and "
                + "fewer than 14 pounds, e.g. 11 st 8 lb"
        )
    }

    @Test func justUnderFourteenPoundsIsAccepted() throws {
        #expect(try Quantity.parse("11 st 13.999999 lb").valueText == "11 st 13.999999 lb")
    }
}
