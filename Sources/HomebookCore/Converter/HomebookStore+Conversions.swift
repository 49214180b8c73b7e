extension HomebookStore {
    /// The saved conversions of this database.
    public var conversions: ConversionHistory {
        ConversionHistory(database: connection)
    }

    /// A converter rounding to the precision setting (2, 3 or 4 decimals).
    public func converter() throws -> UnitConverter {
        try UnitConverter(precision: settings.precision())
    }
}
