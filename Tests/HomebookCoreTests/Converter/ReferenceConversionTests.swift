import Testing

@testable import HomebookCore

/// One input line with its hand-computed results, in table order, at precisions 2, 3 and 4.
struct ReferenceRow: Sendable, CustomTestStringConvertible {
    let line: String
    let atTwo: [String]
    let atThree: [String]
    let atFour: [String]

    var testDescription: String { line }

    func expected(precision: Int) -> [String] {
        switch precision {
        case 2: atTwo
        case 3: atThree
        default: atFour
        }
    }
}

// References come from the definitions, worked by hand (and checked with Python's `fractions`,
// an independent exact implementation), never from this converter's output.
private let oneGallon = ReferenceRow(
    line: "1 gal",  // 1 gal = 4.54609 l = 8 pt = 160 fl oz = 4546.09 ml
    atTwo: [
        "1.00", "4.55", "8.00", "160.00", "4546.09", "909.22", "303.07", "18.18", "1.20",
        "9.61", "19.22", "153.72",
    ],
    atThree: [
        "1.000", "4.546", "8.000", "160.000", "4546.090", "909.218", "303.073", "18.184",
        "1.201", "9.608", "19.215", "153.722",
    ],
    atFour: [
        "1.0000", "4.5461", "8.0000", "160.0000", "4546.0900", "909.2180", "303.0727",
        "18.1844", "1.2009", "9.6076", "19.2152", "153.7216",
    ]
)

private let references: [ReferenceRow] = [
    oneGallon,
    ReferenceRow(
        line: "160 floz",
        atTwo: oneGallon.atTwo,
        atThree: oneGallon.atThree,
        atFour: oneGallon.atFour
    ),
    ReferenceRow(
        line: "8 pt",
        atTwo: oneGallon.atTwo,
        atThree: oneGallon.atThree,
        atFour: oneGallon.atFour
    ),
    ReferenceRow(
        line: "4546.09 ml",
        atTwo: oneGallon.atTwo,
        atThree: oneGallon.atThree,
        atFour: oneGallon.atFour
    ),
    ReferenceRow(
        // 1000 / 4546.09 = 0.21996924829... gal, × 8 = 1.7597539... pt, × 160 = 35.19507... fl oz
        line: "1 l",
        atTwo: [
            "0.22", "1.00", "1.76", "35.20", "1000.00", "200.00", "66.67", "4.00", "0.26", "2.11",
            "4.23", "33.81",
        ],
        atThree: [
            "0.220", "1.000", "1.760", "35.195", "1000.000", "200.000", "66.667", "4.000", "0.264",
            "2.113", "4.227", "33.814",
        ],
        atFour: [
            "0.2200", "1.0000", "1.7598", "35.1951", "1000.0000", "200.0000", "66.6667", "4.0000",
            "0.2642", "2.1134", "4.2268", "33.8140",
        ],
    ),
    ReferenceRow(
        // 3.785411784 l = 3785.411784 ml = 8 US pt = 16 US cup = 128 US fl oz
        line: "1 usgal",
        atTwo: [
            "0.83", "3.79", "6.66", "133.23", "3785.41", "757.08", "252.36", "15.14", "1.00",
            "8.00", "16.00", "128.00",
        ],
        atThree: [
            "0.833", "3.785", "6.661", "133.228", "3785.412", "757.082", "252.361", "15.142",
            "1.000", "8.000", "16.000", "128.000",
        ],
        atFour: [
            "0.8327", "3.7854", "6.6614", "133.2279", "3785.4118", "757.0824", "252.3608",
            "15.1416", "1.0000", "8.0000", "16.0000", "128.0000",
        ]
    ),
    ReferenceRow(
        // 128 × 3785.411784 / 128 ml: exactly one US gallon
        line: "128 usfloz",
        atTwo: [
            "0.83", "3.79", "6.66", "133.23", "3785.41", "757.08", "252.36", "15.14", "1.00",
            "8.00", "16.00", "128.00",
        ],
        atThree: [
            "0.833", "3.785", "6.661", "133.228", "3785.412", "757.082", "252.361", "15.142",
            "1.000", "8.000", "16.000", "128.000",
        ],
        atFour: [
            "0.8327", "3.7854", "6.6614", "133.2279", "3785.4118", "757.0824", "252.3608",
            "15.1416", "1.0000", "8.0000", "16.0000", "128.0000",
        ]
    ),
    ReferenceRow(
        // 250 ml = 250 / 568.26125 = 0.43994... UK pt = 50 tsp = 16.666... tbsp
        line: "1 cup",
        atTwo: [
            "0.05", "0.25", "0.44", "8.80", "250.00", "50.00", "16.67", "1.00", "0.07", "0.53",
            "1.06", "8.45",
        ],
        atThree: [
            "0.055", "0.250", "0.440", "8.799", "250.000", "50.000", "16.667", "1.000", "0.066",
            "0.528", "1.057", "8.454",
        ],
        atFour: [
            "0.0550", "0.2500", "0.4399", "8.7988", "250.0000", "50.0000", "16.6667", "1.0000",
            "0.0660", "0.5283", "1.0567", "8.4535",
        ]
    ),
    ReferenceRow(
        // 5 ml; 5 / 29.5735295625 = 0.16907... US fl oz
        line: "1 tsp",
        atTwo: [
            "0.00", "0.01", "0.01", "0.18", "5.00", "1.00", "0.33", "0.02", "0.00", "0.01", "0.02",
            "0.17",
        ],
        atThree: [
            "0.001", "0.005", "0.009", "0.176", "5.000", "1.000", "0.333", "0.020", "0.001",
            "0.011", "0.021", "0.169",
        ],
        atFour: [
            "0.0011", "0.0050", "0.0088", "0.1760", "5.0000", "1.0000", "0.3333", "0.0200",
            "0.0013", "0.0106", "0.0211", "0.1691",
        ]
    ),
    ReferenceRow(
        // 3785.411784 / 16 = 236.5882365 ml = 0.94635... cup
        line: "1 uscup",
        atTwo: [
            "0.05", "0.24", "0.42", "8.33", "236.59", "47.32", "15.77", "0.95", "0.06", "0.50",
            "1.00", "8.00",
        ],
        atThree: [
            "0.052", "0.237", "0.416", "8.327", "236.588", "47.318", "15.773", "0.946", "0.063",
            "0.500", "1.000", "8.000",
        ],
        atFour: [
            "0.0520", "0.2366", "0.4163", "8.3267", "236.5882", "47.3176", "15.7725", "0.9464",
            "0.0625", "0.5000", "1.0000", "8.0000",
        ]
    ),
    ReferenceRow(
        // 3785.411784 / 128 = 29.5735295625 ml = 1.04084... UK fl oz
        line: "1 usfloz",
        atTwo: [
            "0.01", "0.03", "0.05", "1.04", "29.57", "5.91", "1.97", "0.12", "0.01", "0.06", "0.13",
            "1.00",
        ],
        atThree: [
            "0.007", "0.030", "0.052", "1.041", "29.574", "5.915", "1.972", "0.118", "0.008",
            "0.063", "0.125", "1.000",
        ],
        atFour: [
            "0.0065", "0.0296", "0.0520", "1.0408", "29.5735", "5.9147", "1.9716", "0.1183",
            "0.0078", "0.0625", "0.1250", "1.0000",
        ]
    ),
    ReferenceRow(
        // 4546.09 / 160 = 28.4130625 ml = 0.96076... US fl oz
        line: "1 floz",
        atTwo: [
            "0.01", "0.03", "0.05", "1.00", "28.41", "5.68", "1.89", "0.11", "0.01", "0.06", "0.12",
            "0.96",
        ],
        atThree: [
            "0.006", "0.028", "0.050", "1.000", "28.413", "5.683", "1.894", "0.114", "0.008",
            "0.060", "0.120", "0.961",
        ],
        atFour: [
            "0.0063", "0.0284", "0.0500", "1.0000", "28.4131", "5.6826", "1.8942", "0.1137",
            "0.0075", "0.0600", "0.1201", "0.9608",
        ]
    ),
    ReferenceRow(
        line: "100 C",  // 100 × 9/5 + 32 = 212; 100 + 273.15
        atTwo: ["100.00", "212.00", "373.15"],
        atThree: ["100.000", "212.000", "373.150"],
        atFour: ["100.0000", "212.0000", "373.1500"]
    ),
    ReferenceRow(
        line: "212 F",
        atTwo: ["100.00", "212.00", "373.15"],
        atThree: ["100.000", "212.000", "373.150"],
        atFour: ["100.0000", "212.0000", "373.1500"]
    ),
    ReferenceRow(
        line: "-40 C",  // -40 × 9/5 + 32 = -40
        atTwo: ["-40.00", "-40.00", "233.15"],
        atThree: ["-40.000", "-40.000", "233.150"],
        atFour: ["-40.0000", "-40.0000", "233.1500"]
    ),
    ReferenceRow(
        line: "-40 F",
        atTwo: ["-40.00", "-40.00", "233.15"],
        atThree: ["-40.000", "-40.000", "233.150"],
        atFour: ["-40.0000", "-40.0000", "233.1500"]
    ),
    ReferenceRow(
        line: "0 K",  // -273.15 × 9/5 + 32 = -459.67
        atTwo: ["-273.15", "-459.67", "0.00"],
        atThree: ["-273.150", "-459.670", "0.000"],
        atFour: ["-273.1500", "-459.6700", "0.0000"]
    ),
    ReferenceRow(
        line: "1 F",  // (1 - 32) × 5/9 = -155/9 = -17.2222...; + 273.15 = 255.92777...
        atTwo: ["-17.22", "1.00", "255.93"],
        atThree: ["-17.222", "1.000", "255.928"],
        atFour: ["-17.2222", "1.0000", "255.9278"]
    ),
    ReferenceRow(
        line: "1 mi",  // 1609.344 m; 1609.344 / 0.9144 = 1760 yd; / 0.0254 = 63360 in
        atTwo: [
            "1609.34", "1.61", "1.00", "160934.40", "1609344.00", "1760.00", "5280.00", "63360.00",
        ],
        atThree: [
            "1609.344", "1.609", "1.000", "160934.400", "1609344.000", "1760.000", "5280.000",
            "63360.000",
        ],
        atFour: [
            "1609.3440", "1.6093", "1.0000", "160934.4000", "1609344.0000", "1760.0000",
            "5280.0000", "63360.0000",
        ],
    ),
    ReferenceRow(
        line: "1 in",  // 0.0254 m; 1/63360 mi = 0.0000157...; 1/36 yd = 0.02777...
        atTwo: ["0.03", "0.00", "0.00", "2.54", "25.40", "0.03", "0.08", "1.00"],
        atThree: ["0.025", "0.000", "0.000", "2.540", "25.400", "0.028", "0.083", "1.000"],
        atFour: ["0.0254", "0.0000", "0.0000", "2.5400", "25.4000", "0.0278", "0.0833", "1.0000"],
    ),
    ReferenceRow(
        line: "1 yd",  // 0.9144 m; 1/1760 mi = 0.000568...; 36 in
        atTwo: ["0.91", "0.00", "0.00", "91.44", "914.40", "1.00", "3.00", "36.00"],
        atThree: ["0.914", "0.001", "0.001", "91.440", "914.400", "1.000", "3.000", "36.000"],
        atFour: [
            "0.9144", "0.0009", "0.0006", "91.4400", "914.4000", "1.0000", "3.0000", "36.0000",
        ],
    ),
    ReferenceRow(
        line: "1 m",  // 1/1609.344 = 0.00062137 mi; 1/0.9144 = 1.09361 yd; 1/0.0254 = 39.37007 in
        atTwo: ["1.00", "0.00", "0.00", "100.00", "1000.00", "1.09", "3.28", "39.37"],
        atThree: ["1.000", "0.001", "0.001", "100.000", "1000.000", "1.094", "3.281", "39.370"],
        atFour: [
            "1.0000", "0.0010", "0.0006", "100.0000", "1000.0000", "1.0936", "3.2808", "39.3701",
        ],
    ),
    ReferenceRow(
        // 12 × 0.0254 = 0.3048 m; 1/3 yd; 1/5280 mi = 0.000189...
        line: "1 ft",
        atTwo: ["0.30", "0.00", "0.00", "30.48", "304.80", "0.33", "1.00", "12.00"],
        atThree: ["0.305", "0.000", "0.000", "30.480", "304.800", "0.333", "1.000", "12.000"],
        atFour: [
            "0.3048", "0.0003", "0.0002", "30.4800", "304.8000", "0.3333", "1.0000", "12.0000",
        ]
    ),
    ReferenceRow(
        // 5280 × 0.3048 = 1609.344 m: exactly one mile
        line: "5280 ft",
        atTwo: [
            "1609.34", "1.61", "1.00", "160934.40", "1609344.00", "1760.00", "5280.00", "63360.00",
        ],
        atThree: [
            "1609.344", "1.609", "1.000", "160934.400", "1609344.000", "1760.000", "5280.000",
            "63360.000",
        ],
        atFour: [
            "1609.3440", "1.6093", "1.0000", "160934.4000", "1609344.0000", "1760.0000",
            "5280.0000", "63360.0000",
        ]
    ),
    ReferenceRow(
        line: "1 kn",  // 1852 m/h = 0.51444 m/s = 1.852 km/h; 1852 / 1609.344 = 1.150779 mph
        atTwo: ["0.51", "1.85", "1.15", "1.00"],
        atThree: ["0.514", "1.852", "1.151", "1.000"],
        atFour: ["0.5144", "1.8520", "1.1508", "1.0000"]
    ),
    ReferenceRow(
        line: "1 m/s",  // 3.6 km/h; 3600 / 1609.344 = 2.236936 mph; 3600 / 1852 = 1.943844 kn
        atTwo: ["1.00", "3.60", "2.24", "1.94"],
        atThree: ["1.000", "3.600", "2.237", "1.944"],
        atFour: ["1.0000", "3.6000", "2.2369", "1.9438"]
    ),
    ReferenceRow(
        line: "1 mph",  // 1609.344 m/h = 0.44704 m/s; 1609.344 / 1852 = 0.868976 kn
        atTwo: ["0.45", "1.61", "1.00", "0.87"],
        atThree: ["0.447", "1.609", "1.000", "0.869"],
        atFour: ["0.4470", "1.6093", "1.0000", "0.8690"]
    ),
    ReferenceRow(
        line: "1 lb",  // 0.45359237 kg = 16 oz
        atTwo: ["0.45", "453.59", "16.00", "1.00", "0 st 1 lb"],
        atThree: ["0.454", "453.592", "16.000", "1.000", "0 st 1 lb"],
        atFour: ["0.4536", "453.5924", "16.0000", "1.0000", "0 st 1 lb"]
    ),
    ReferenceRow(
        line: "16 oz",
        atTwo: ["0.45", "453.59", "16.00", "1.00", "0 st 1 lb"],
        atThree: ["0.454", "453.592", "16.000", "1.000", "0 st 1 lb"],
        atFour: ["0.4536", "453.5924", "16.0000", "1.0000", "0 st 1 lb"]
    ),
    ReferenceRow(
        line: "1 kg",  // 1 / 0.45359237 = 2.2046226 lb = 35.273962 oz
        atTwo: ["1.00", "1000.00", "35.27", "2.20", "0 st 2.2 lb"],
        atThree: ["1.000", "1000.000", "35.274", "2.205", "0 st 2.205 lb"],
        atFour: ["1.0000", "1000.0000", "35.2740", "2.2046", "0 st 2.2046 lb"]
    ),
    ReferenceRow(
        line: "162 lb",  // 162 × 0.45359237 = 73.48196394 kg; 162 = 11 × 14 + 8
        atTwo: ["73.48", "73481.96", "2592.00", "162.00", "11 st 8 lb"],
        atThree: ["73.482", "73481.964", "2592.000", "162.000", "11 st 8 lb"],
        atFour: ["73.4820", "73481.9639", "2592.0000", "162.0000", "11 st 8 lb"]
    ),
    ReferenceRow(
        line: "1 st",  // 14 lb = 6.35029318 kg = 224 oz
        atTwo: ["6.35", "6350.29", "224.00", "14.00", "1 st 0 lb"],
        atThree: ["6.350", "6350.293", "224.000", "14.000", "1 st 0 lb"],
        atFour: ["6.3503", "6350.2932", "224.0000", "14.0000", "1 st 0 lb"]
    ),
]

@Suite("Conversions against hand-computed references")
struct ReferenceConversionTests {
    @Test(arguments: references, [2, 3, 4])
    func everyUnitMatchesItsReference(row: ReferenceRow, precision: Int) throws {
        #expect(
            try ConverterFixtures.texts(row.line, precision: precision)
                == row.expected(precision: precision)
        )
    }

    @Test func resultsListEveryUnitOfTheCategoryInTableOrder() throws {
        let converter = try UnitConverter(precision: 2)
        let expected: [String: [String]] = [
            "1 kg": ["kg", "g", "oz", "lb", "st"],
            "1 C": ["C", "F", "K"],
            "1 m": ["m", "km", "mi", "cm", "mm", "yd", "ft", "in"],
            "1 kn": ["m/s", "km/h", "mph", "kn"],
            "1 ml": [
                "gal", "l", "pt", "floz", "ml", "tsp", "tbsp", "cup", "usgal", "uspt", "uscup",
                "usfloz",
            ],
        ]
        for (line, units) in expected {
            let conversion = try converter.convert(Quantity.parse(line))
            #expect(conversion.results.map(\.unit.rawValue) == units, "\(line)")
        }
    }

    @Test func theNewUnitsAreExactDefinitionsNotApproximations() throws {
        // 1 US gal is exactly 3785.411784 ml: visible at 4 decimals only if no Double is used.
        #expect(try ConverterFixtures.text("1 usgal", to: .millilitre, precision: 4) == "3785.4118")
        #expect(
            try ConverterFixtures.text("1000 usgal", to: .millilitre, precision: 2) == "3785411.78"
        )
        #expect(
            try ConverterFixtures.text("1000000 usgal", to: .litre, precision: 4) == "3785411.7840"
        )
        // 250 ml / 568.26125 ml = 0.43994 UK pt (the brief's "0.88" is two cups).
        #expect(try ConverterFixtures.text("1 cup", to: .pint, precision: 2) == "0.44")
        #expect(try ConverterFixtures.text("2 cup", to: .pint, precision: 2) == "0.88")
        #expect(try ConverterFixtures.text("3 tsp", to: .tablespoon, precision: 2) == "1.00")
        #expect(try ConverterFixtures.text("10000 ft", to: .metre, precision: 4) == "3048.0000")
        #expect(try ConverterFixtures.text("1 ft", to: .inch, precision: 2) == "12.00")
    }

    @Test func aTargetUnitGivesOnlyThatUnit() throws {
        let converter = try UnitConverter(precision: 3)
        let conversion = try converter.convert(Quantity.parse("1 mi"), to: .kilometre)
        #expect(conversion.results.map(\.unit) == [.kilometre])
        #expect(conversion.results.map(\.text) == ["1.609"])
        #expect(conversion.category == .length)
        #expect(conversion.precision == 3)
        #expect(conversion.input.description == "1 mi")
    }

    @Test func aTargetInAnotherCategoryIsAnError() throws {
        let converter = try UnitConverter(precision: 2)
        let error = ConversionError.incompatibleUnits(from: .kilogram, to: .metre)
        #expect(throws: error) { try converter.convert(Quantity.parse("1 kg"), to: .metre) }
        #expect(error.description == "cannot convert weight (kg) to length (m)")
        let toVolume = ConversionError.incompatibleUnits(from: .celsius, to: .litre)
        #expect(throws: toVolume) { try converter.convert(Quantity.parse("5 C"), to: .litre) }
        #expect(toVolume.description == "cannot convert temperature (°C) to liquid volume (l)")
    }

    @Test func resultsWithUnitsUseTheDisplaySymbols() throws {
        let converter = try UnitConverter(precision: 2)
        let temperatures = try converter.convert(Quantity.parse("100 C")).results
        #expect(temperatures.map(\.textWithUnit) == ["100.00 °C", "212.00 °F", "373.15 K"])
        let ounces = try converter.convert(Quantity.parse("1 gal"), to: .fluidOunce).results
        #expect(ounces.map(\.textWithUnit) == ["160.00 fl oz"])
        let usOunces = try converter.convert(Quantity.parse("1 usgal"), to: .usFluidOunce)
        #expect(usOunces.results.map(\.textWithUnit) == ["128.00 US fl oz"])
        let us = try converter.convert(Quantity.parse("2 uscup")).results.suffix(4)
        #expect(
            us.map(\.textWithUnit) == [
                "0.13 US gal", "1.00 US pt", "2.00 US cup", "16.00 US fl oz",
            ]
        )
        let stones = try converter.convert(Quantity.parse("162 lb"), to: .stone).results
        #expect(stones.map(\.textWithUnit) == ["11 st 8 lb"])
    }

    @Test func theApproximateValueIsCloseToTheExactOne() throws {
        let converter = try UnitConverter(precision: 2)
        let result = try converter.convert(Quantity.parse("1 gal"), to: .litre).results
        #expect(result.map(\.approximateValue) == [4.54609])
        let stones = try converter.convert(Quantity.parse("161 lb"), to: .stone).results
        #expect(stones.map(\.approximateValue) == [11.5])
    }

    @Test func onlyPrecisionsTwoThreeAndFourAreAccepted() throws {
        for precision in [2, 3, 4] {
            #expect(try UnitConverter(precision: precision).precision == precision)
        }
        for precision in [-1, 0, 1, 5, 10] {
            #expect(throws: ConversionError.unsupportedPrecision(precision)) {
                try UnitConverter(precision: precision)
            }
        }
        #expect(UnitConverter.supportedPrecisions == 2...4)
        #expect(
            ConversionError.unsupportedPrecision(5).description
                == "unsupported precision 5: choose 2, 3 or 4 decimals"
        )
    }
}
