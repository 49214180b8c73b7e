import HomebookCore
import Testing

/// Reading a quantity for a chosen category, as the menu does.
@Suite struct CategoryParsingTests {
    @Test func aUnitOfTheCategoryIsAccepted() throws {
        #expect(try Quantity.parse("162 lb", in: .weight).description == "162 lb")
        #expect(try Quantity.parse("11 st 8 lb", in: .weight).description == "11 st 8 lb")
        #expect(
            try Quantity.parse(value: "-40", unit: "f", in: .temperature).description
                == "-40 °F"
        )
    }

    @Test func aUnitOfAnotherCategoryNamesBoth() {
        #expect(throws: ConversionError.unitNotInCategory(.celsius, .weight)) {
            try Quantity.parse("100 C", in: .weight)
        }
        #expect(
            "\(ConversionError.unitNotInCategory(.celsius, .weight))"
                == "°C is a temperature unit: weight units are kg, g, oz, lb, st"
        )
        #expect(throws: ConversionError.unitNotInCategory(.mile, .speed)) {
            try Quantity.parse(value: "3", unit: "miles", in: .speed)
        }
    }

    @Test func anUnknownUnitListsTheChosenCategory() {
        // "kgs" is nearest to weight, but the person is choosing among lengths.
        #expect(throws: ConversionError.unknownUnit("kgs", nearest: .length)) {
            try Quantity.parse("3 kgs", in: .length)
        }
    }

    @Test func valueErrorsStayValueErrors() {
        #expect(throws: ConversionError.negativeValue(.weight)) {
            try Quantity.parse("-5 kg", in: .weight)
        }
        #expect(throws: ConversionError.missingUnit("5")) {
            try Quantity.parse("5", in: .weight)
        }
    }
}
