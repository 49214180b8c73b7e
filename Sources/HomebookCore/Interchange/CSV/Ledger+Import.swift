internal import SQLiteWrapper

extension Ledger {
    /// Imports a CSV file (RFC 4180, header `date,kind,name,amount,category,note`) in one
    /// transaction: all of it, or nothing.
    ///
    /// The file is read as a stream with one cached prepared insert, so memory does not
    /// grow with its size. Rows are strict: an ISO date, `income` or `expense`, a name, and
    /// an amount that parses exactly (no 0.00 fallback, no truncation). Any bad row rejects
    /// the whole file, reporting the first ``LedgerImportError/reportedLimit`` bad lines.
    ///
    /// `progress`, when given, is called with the number of rows read so far every
    /// ``Ledger/progressInterval`` rows (for a count on a terminal); it changes nothing.
    ///
    /// - Returns: how many items were imported.
    /// - Throws: ``LedgerImportError``, ``FileError`` or a database error; nothing is saved.
    @discardableResult
    public func importCSV(
        path: String,
        currency: String = "$",
        progress: ((Int) -> Void)? = nil
    ) throws -> Int {
        try importCSV(
            from: FileLineReader(path: path),
            currency: currency,
            origin: path,
            progress: progress
        )
    }

    /// Imports CSV given as text (see ``importCSV(path:currency:)``).
    @discardableResult
    public func importCSV(text: String, currency: String = "$") throws -> Int {
        try importCSV(from: TextLineSource(text), currency: currency, origin: nil, progress: nil)
    }

    /// Imports the records of `source` in one transaction (see ``importCSV(path:currency:)``).
    private func importCSV(
        from source: any LineSource,
        currency: String,
        origin: String?,
        progress: ((Int) -> Void)?
    ) throws -> Int {
        let reader = CSVReader(source)
        guard case .success(let header)? = try reader.next(),
            header.fields.map({ $0.trimmingWhitespace().lowercased() }) == CSVWriter.ledgerHeader
        else { throw LedgerImportError.missingHeader }
        return try database.write { db in
            try UndoRecorder.beginBulkInsert(into: "budget_items", in: db)
            var totals = try Self.storedTotals(db)
            var cells = CategoryTotalsChange()
            var speller = CategorySpeller()
            let insert = try db.cachedStatement(Self.insertSQL)
            var problems: [ImportProblem] = []
            var problemCount = 0
            var imported = 0
            var rows = 0
            while let next = try reader.next() {
                rows &+= 1
                if rows % Self.progressInterval == 0 { progress?(rows) }
                let item: NewLedgerItem
                let dateText: String
                let line: Int
                switch next {
                case .failure(let error):
                    line = error.line
                    problemCount += 1
                    if problems.count < LedgerImportError.reportedLimit {
                        problems.append(ImportProblem(line: error.line, reason: error.message))
                    }
                    continue
                case .success(let record):
                    line = record.line
                    switch Self.validatedItem(from: record, currency: currency) {
                    case .success(let valid):
                        (item, dateText) = valid
                    case .failure(let problem):
                        problemCount += 1
                        if problems.count < LedgerImportError.reportedLimit {
                            problems.append(problem)
                        }
                        continue
                    }
                }
                // After the first bad row nothing will be kept: only check the rest.
                guard problemCount == 0 else { continue }
                do {
                    totals = try totals.replacing(nil, with: (item.kind, item.amount))
                } catch LedgerError.totalOverflow(let kind) {
                    throw LedgerImportError.totalOverflow(kind, line: line)
                }
                let category = try speller.spell(item.category, db)
                try cells.record(
                    item.kind,
                    item.amount,
                    on: item.date,
                    category: category,
                    // A CSV row goes into the default account (the column's default).
                    account: Account.defaultID,
                    adding: true
                )
                try insert.execute([
                    .text(item.kind.rawValue), .text(item.name), .integer(item.amount.cents),
                    .text(dateText), category.databaseValue, item.note.databaseValue,
                ])
                imported += 1
            }
            guard problemCount == 0 else {
                throw LedgerImportError.badRows(problems, total: problemCount)
            }
            if imported > 0 {
                try Self.saveTotals(totals, db)
                try cells.save(db)
            }
            UndoRecorder.describe(UndoDescription.importOf(imported, from: origin), in: db)
            return imported
        }
    }

    /// Checks one record against the rules, collecting every reason it is refused.
    ///
    /// - Returns: the item, and its date as text: a valid date field is already in the
    ///   canonical `YYYY-MM-DD` form, so it is stored as read.
    private static func validatedItem(
        from record: CSVRecord,
        currency: String
    ) -> Result<(NewLedgerItem, String), ImportProblem> {
        // Undo the export's formula guard (CSVWriter's rule) before any other rule.
        let fields = record.fields.map(CSVWriter.formulaRestored)
        guard fields.count == CSVWriter.ledgerHeader.count else {
            return .failure(
                ImportProblem(
                    line: record.line,
                    reason: "expected 6 fields (date,kind,name,amount,category,note),"
                        + " found \(fields.count)"
                )
            )
        }
        var reasons: [String] = []
        let dateText = fields[0].quicklyTrimmed()
        let date = CalendarDate(iso: dateText)
        if date == nil {
            reasons.append(
                "\"\(DisplayText.singleLine(fields[0]))\" is not a date: use YYYY-MM-DD"
                    + " (a real calendar day)"
            )
        }
        let kind =
            LedgerKind(rawValue: fields[1])
            ?? LedgerKind(rawValue: fields[1].quicklyTrimmed().lowercased())
        if kind == nil {
            reasons.append(LedgerError.invalidKind(fields[1]).description)
        }
        var name: String?
        do {
            name = try LedgerRules.name(fields[2])
        } catch .emptyName {
            reasons.append("the name is empty")
        } catch .nameHasNUL {
            reasons.append("the name may not contain a NUL character (\\x00)")
        } catch {
            reasons.append("the name may not contain a line break")
        }
        var amount: Money?
        do {
            amount = try AmountParser.parseExact(fields[3], currency: currency)
        } catch {
            reasons.append(error.description)
        }
        guard let date, let kind, let name, let amount else {
            return .failure(
                ImportProblem(line: record.line, reason: reasons.joined(separator: "; "))
            )
        }
        let item = NewLedgerItem(
            kind: kind,
            name: name,
            amount: amount,
            date: date,
            category: LedgerRules.category(fields[4]),
            note: LedgerRules.note(fields[5])
        )
        return .success((item, dateText))
    }
}
