internal import SQLiteWrapper

/// The bank import's work (docs/manual.md#interchange): reading the statement through its
/// mapping, matching what is there already, and writing the rows, in one transaction.
extension Ledger {
    /// Reads `source` through its mapping and imports it, as the public
    /// ``importBankCSV(path:mapping:currency:account:savingAs:progress:)`` describes.
    func importBankCSV(
        from source: any LineSource,
        mapping typedMapping: BankMapping,
        currency: String,
        account accountName: String?,
        origin: String?,
        savingAs name: String?,
        progress: ((Int) -> Void)?
    ) throws -> BankImportResult {
        let (mapping, account) = try bankImportTarget(typedMapping, account: accountName)
        if !mapping.hasHeader, let named = mapping.allColumns.first(where: \.isNamed) {
            throw BankMappingError.namedColumnWithoutHeader(named)
        }
        let skipping = SkippingLineSource(
            TranscodingLineSource(source, encoding: mapping.encoding),
            skipping: mapping.skipLines
        )
        let reader = CSVReader(skipping, delimiter: mapping.delimiter)
        let first = try reader.next()
        // The lines really skipped: at most the file's length, so line numbers cannot overflow.
        let lineOffset = skipping.skipped
        if skipping.ranOut {
            throw BankMappingError.skippedEverything(
                lines: skipping.skipped,
                asked: mapping.skipLines
            )
        }
        guard case .success(let header)? = first else {
            var reason = mapping.hasHeader ? "there is no readable header line" : "no data"
            if case .failure(let error)? = first { reason += ": " + Self.hinted(error.message) }
            throw LedgerImportError.badRows(
                [ImportProblem(line: lineOffset + 1, reason: reason)],
                total: 1
            )
        }
        let row = try BankRowReader(
            mapping: mapping,
            header: header.fields,
            currency: currency,
            account: account,
            symbolCodes: try Self.currencySymbols(database)
        )
        // The default account's rows keep the fingerprints they always had; another's are
        // made with the name it had when first made or renamed, never its current one.
        let fingerprintAccount = try Accounts(database: database).fingerprintName(of: account)
        // A first line that is data: no header at all, or columns by number and a date where
        // the date column is (docs/manual.md#interchange). It is never dropped silently.
        let firstLineIsData =
            mapping.hasHeader && mapping.usesNumbersOnly
            && row.looksLikeData(header.fields)
        let firstRecord: CSVRecord? = !mapping.hasHeader || firstLineIsData ? header : nil
        // Columns by number and a first line read as a header: said, so that a data row with
        // a bad date is never dropped unnoticed.
        let headerDateText =
            mapping.hasHeader && mapping.usesNumbersOnly && !firstLineIsData
            ? row.dateText(header.fields) : nil
        return try database.write { db in
            // Saved first, while the session still records row by row (one small row).
            if let name { try saveMapping(mapping, as: name) }
            // The rules saved with the mapping (or with the name it is being saved under).
            let rules = try (mapping.savedName ?? name).map { BankRuleSet(try self.rules(for: $0)) }
            // Its transfer rules, tried first (docs/manual.md#transfers): between the
            // statement's account and the rule's.
            let transferRules = try (mapping.savedName ?? name).map {
                BankTransferRuleSet(try self.transferRules(for: $0), statementAccount: account.id)
            }
            var transferred = 0
            // One undoable change, recorded compactly: the items as a rowid range, the
            // remembered rows as their keys (see UndoRecorder).
            try UndoRecorder.beginBulkInsert(into: "budget_items", in: db)
            var totals = try Self.storedTotals(db)
            var cells = CategoryTotalsChange()
            var speller = CategorySpeller()
            var scheduled = try ScheduledPayments(db)
            // Items go in 64 at a time: one statement run per row cost a fifth of the
            // import's instructions in starting and ending statements (callgrind), which
            // sqlite3's own `INSERT … SELECT` pays once.
            let batchRows = 64
            let insert = try db.cachedStatement(Self.bankInsertSQL(rows: batchRows))
            var batch: [DatabaseValue] = []
            batch.reserveCapacity(batchRows * 7)
            let seen = try db.cachedStatement(
                "SELECT 1 FROM imported_bank_rows WHERE fingerprint = ?"
            )
            // A first import has nothing to skip: no look-up per row then.
            let anyImported = try db.fetchOne("SELECT 1 FROM imported_bank_rows LIMIT 1") != nil
            // Remembered at the end in key order: sorted inserts fill B-tree pages in turn
            // instead of splitting random ones (profiled: half the cost of remembering).
            var fingerprints: [Int64] = []
            var problems: [ImportProblem] = []
            var problemCount = 0
            var imported = 0
            var skipped = 0
            var repeats: [UInt64: UInt32] = [:]
            // The first currency written with an amount other than the book's, and its line.
            var statementCurrency: (code: String, line: Int)?
            var rows = 0
            var pending = firstRecord.map { Result<CSVRecord, CSVSyntaxError>.success($0) }
            while let next = try pending ?? reader.next() {
                pending = nil
                rows &+= 1
                if rows % Self.progressInterval == 0 { progress?(rows) }
                var item: NewLedgerItem
                let line: Int
                switch next.map({ row.item($0, lineOffset: lineOffset) }) {
                case .failure(let error):
                    line = error.line + lineOffset
                    problemCount += 1
                    if problems.count < LedgerImportError.reportedLimit {
                        problems.append(
                            ImportProblem(line: line, reason: Self.hinted(error.message))
                        )
                    }
                    continue
                case .success(.failure(let problem)):
                    problemCount += 1
                    if problems.count < LedgerImportError.reportedLimit {
                        problems.append(problem)
                    }
                    continue
                case .success(.success(let valid)):
                    (item, line) = (valid.0, valid.line)
                    // A statement is in one currency: rows in two (`5.00 EUR`, `100 JPY`)
                    // would be added up as the book's money (docs/manual.md#interchange).
                    if let written = valid.currency {
                        if let first = statementCurrency, first.code != written {
                            problemCount += 1
                            if problems.count < LedgerImportError.reportedLimit {
                                problems.append(
                                    Self.mixedCurrencies(written, line: line, first: first)
                                )
                            }
                            continue
                        }
                        statementCurrency = statementCurrency ?? (written, line)
                    }
                }
                // After the first bad row nothing will be kept: only check the rest.
                guard problemCount == 0 else { continue }
                let fingerprint = BankRowFingerprint(
                    date: item.date,
                    kind: item.kind,
                    cents: item.amount.cents,
                    name: item.name,
                    account: fingerprintAccount
                )
                // The k-th row with the same date, kind, amount and name is repeat k, in the
                // file's order, so the same statement gives the same keys on every machine.
                let number = repeats[fingerprint.base, default: 0]
                repeats[fingerprint.base] = number + 1
                let stored = fingerprint.stored(repeat: number)
                if anyImported, try seen.fetchOne([.integer(stored)]) != nil {
                    skipped += 1
                    continue
                }
                fingerprints.append(stored)
                if let transferRules, let rule = transferRules.rule(for: item.name),
                    try BankTransferRuleSet.store(
                        item,
                        rule,
                        from: transferRules.statementAccount,
                        db
                    )
                {
                    transferred += 1
                    continue
                }
                // After the fingerprint, which keeps the bank's own name: changing a rule
                // never makes an imported row look new.
                if let rule = rules?.rule(for: item.name) {
                    item.category = rule.category
                    if let name = rule.name { item.name = name }
                }
                item.category = try speller.spell(item.category, db)
                // Remembered as imported above, so a second import skips it as usual.
                if !scheduled.isEmpty, scheduled.match(item, account: account.id) { continue }
                do {
                    totals = try totals.replacing(nil, with: (item.kind, item.amount))
                } catch LedgerError.totalOverflow(let kind) {
                    throw LedgerImportError.totalOverflow(kind, line: line)
                }
                try cells.record(
                    item.kind,
                    item.amount,
                    on: item.date,
                    category: item.category,
                    account: account.id,
                    adding: true
                )
                batch += [
                    .text(item.kind.rawValue), .text(item.name), .integer(item.amount.cents),
                    .text(item.date.description), item.category.databaseValue,
                    // Its global id from its key: the same statement imported on two
                    // machines of a household gives one item, not two
                    // (docs/manual.md#household-sync).
                    .blob(GlobalID.bankRow(fingerprint: stored).bytes), .integer(account.id),
                ]
                if batch.count == batchRows * 7 {
                    try insert.execute(batch)
                    batch.removeAll(keepingCapacity: true)
                }
                imported += 1
            }
            guard problemCount == 0 else {
                throw LedgerImportError.badRows(problems, total: problemCount)
            }
            if !batch.isEmpty {
                try db.prepare(Self.bankInsertSQL(rows: batch.count / 7)).execute(batch)
            }
            if imported > 0 {
                try Self.saveTotals(totals, db)
                try cells.save(db)
            }
            try scheduled.save(db)
            fingerprints.sort()
            let remember = try db.cachedStatement(
                "INSERT INTO imported_bank_rows (fingerprint) VALUES (?) ON CONFLICT DO NOTHING"
            )
            // The keys actually inserted (a 64-bit collision with an earlier row would not
            // be), kept at the front of the same array for the undo record.
            var remembered = 0
            for stored in fingerprints {
                try remember.execute([.integer(stored)])
                if db.changes == 1 {
                    fingerprints[remembered] = stored
                    remembered += 1
                }
            }
            fingerprints.removeLast(fingerprints.count - remembered)
            UndoRecorder.recordKeyInsertions(
                into: "imported_bank_rows",
                keys: fingerprints,
                in: db
            )
            UndoRecorder.describe(UndoDescription.importOf(imported, from: origin), in: db)
            var result = BankImportResult(
                imported: imported,
                skipped: skipped,
                matched: scheduled.matched.count,
                firstLineIsData: firstLineIsData,
                headerDateText: headerDateText
            )
            result.transfers = transferred
            return result
        }
    }

    /// The items of a statement, `rows` at once: seven values each, in order, the last two
    /// the row's global id and the statement's account (a bank row has no note).
    static func bankInsertSQL(rows: Int) -> String {
        "INSERT INTO budget_items (kind, name, amount_cents, date, category, gid, account_id)"
            + " VALUES "
            + Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: max(1, rows))
            .joined(separator: ", ")
    }

    /// The code each known currency symbol stands for (`£` → `GBP`), keyed as a statement's
    /// amounts are compared (``BankRowReader/markerKey(_:)``).
    static func currencySymbols(_ database: StoreConnection) throws -> [String: String] {
        var codes: [String: String] = [:]
        let sql = "SELECT symbol, code FROM currencies WHERE symbol IS NOT NULL ORDER BY code"
        for row in try database.fetchAll(sql) {
            let key = BankRowReader.markerKey(try row.get(0))
            if codes[key] == nil { codes[key] = try row.get(1) as String }
        }
        return codes
    }

    /// A row whose amount is written in another currency than an earlier row's.
    static func mixedCurrencies(
        _ written: String,
        line: Int,
        first: (code: String, line: Int)
    ) -> ImportProblem {
        let code = DisplayText.singleLine(written)
        let earlier = DisplayText.singleLine(first.code)
        return ImportProblem(
            line: line,
            reason: "the amount is in \(code), but line \(first.line)'s is in \(earlier): a"
                + " statement goes into one account, in one currency; import the \(code) rows"
                + " into an account in \(code) (budget account add NAME --currency \(code),"
                + " then --account NAME)"
        )
    }

    /// A CSV syntax message, with the way out when the text is not UTF-8.
    private static func hinted(_ message: String) -> String {
        guard message == CSVReader.invalidUTF8 else { return message }
        return message
            + " (if the bank writes another encoding, try --encoding windows-1252 or iso-8859-1)"
    }
}
