internal import SQLiteWrapper

/// What a price import did.
public struct PriceImport: Equatable, Sendable {
    /// How many prices were stored (new or replacing the day's).
    public let count: Int
    /// Columns of a central bank's file left out: currencies the book does not know.
    public let skippedCurrencies: [String]
}

extension Prices {
    /// The header of the plain format.
    static let plainHeader = ["date", "from", "to", "rate"]

    /// Imports a CSV of prices in one transaction, all or nothing (docs/manual.md#prices):
    /// either `date,from,to,rate`, or a central bank's reference rates, `Date,USD,JPY,…`,
    /// each cell how many units of that column's currency one `base` is worth (the ECB's
    /// files, with EUR as the base). In those, an empty or `N/A` cell is no price, and a
    /// column whose currency the book does not know is left out and named.
    ///
    /// - Throws: ``PriceError/badRows(_:count:)`` naming the bad lines, or
    ///   ``PriceError/missingHeader``; nothing is imported then.
    public func importCSV(path: String, base: String = "EUR") throws -> PriceImport {
        try importCSV(from: FileLineReader(path: path), base: base)
    }

    /// Imports CSV given as text (see ``importCSV(path:base:)``).
    public func importCSV(text: String, base: String = "EUR") throws -> PriceImport {
        try importCSV(from: TextLineSource(text), base: base)
    }

    private func importCSV(from source: any LineSource, base: String) throws -> PriceImport {
        let reader = CSVReader(source)
        guard case .success(let header)? = try reader.next() else {
            throw PriceError.missingHeader
        }
        let names = header.fields.map { $0.quicklyTrimmed() }
        let plain = names.map { $0.lowercased() } == Self.plainHeader
        guard plain || (names.first?.lowercased() == "date" && names.count > 1) else {
            throw PriceError.missingHeader
        }
        let known = Set(try Currencies(database: database).list().map(\.code))
        let baseCode = try Currencies(database: database).get(base).code
        // A central bank's columns: the currency of each, or nil to leave it out.
        var columns: [String?] = []
        var skipped: [String] = []
        if !plain {
            for name in names.dropFirst() {
                let code = name.uppercased()
                if name.isEmpty || code == baseCode {
                    columns.append(nil)
                } else if known.contains(code) {
                    columns.append(code)
                } else {
                    columns.append(nil)
                    skipped.append(DisplayText.singleLine(name))
                }
            }
        }
        var prices: [Price] = []
        var problems: [ImportProblem] = []
        var problemCount = 0
        func refuse(_ line: Int, _ reason: String) {
            problemCount += 1
            if problems.count < 10 { problems.append(ImportProblem(line: line, reason: reason)) }
        }
        while let next = try reader.next() {
            let record: CSVRecord
            switch next {
            case .success(let read): record = read
            case .failure(let error):
                refuse(error.line, error.message)
                continue
            }
            let fields = record.fields.map { $0.quicklyTrimmed() }
            if plain {
                guard fields.count == 4 else {
                    refuse(
                        record.line,
                        "expected 4 fields (date,from,to,rate), found \(fields.count)"
                    )
                    continue
                }
                do {
                    prices.append(
                        try Self.checked(
                            day: fields[0],
                            from: fields[1],
                            to: fields[2],
                            rate: fields[3],
                            database
                        )
                    )
                } catch {
                    refuse(record.line, "\(error)")
                }
                continue
            }
            guard let day = Self.day(fields.first ?? "") else {
                refuse(record.line, PriceError.invalidDate(fields.first ?? "").description)
                continue
            }
            for (index, code) in columns.enumerated() {
                guard let code, index + 1 < fields.count else { continue }
                let cell = fields[index + 1]
                if cell.isEmpty || cell.uppercased() == "N/A" { continue }
                do {
                    let rate = try PriceRate(parsing: cell)
                    prices.append(Price(day: day, from: baseCode, to: code, rate: rate))
                } catch {
                    refuse(record.line, "\(code): \(error)")
                }
            }
        }
        guard problemCount == 0 else { throw PriceError.badRows(problems, count: problemCount) }
        try database.write { db in
            for price in prices { try Self.insert(price, db) }
            UndoRecorder.describe("import \(prices.count) prices", in: db)
        }
        return PriceImport(count: prices.count, skippedCurrencies: skipped)
    }

    /// `2026-03-02`, or the ECB's daily file's `2 March 2026`.
    static func day(_ text: String) -> CalendarDate? {
        if let date = CalendarDate(iso: text) { return date }
        let parts = text.split(separator: " ")
        let months = [
            "january", "february", "march", "april", "may", "june", "july", "august",
            "september", "october", "november", "december",
        ]
        guard parts.count == 3, let day = Int(parts[0]), let year = Int(parts[2]),
            let month = months.firstIndex(of: parts[1].lowercased())
        else { return nil }
        return CalendarDate(year: year, month: month + 1, day: day)
    }
}
