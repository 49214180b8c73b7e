/// Turns one record of a bank statement into a ledger item, with the mapping's columns
/// resolved against the file's header once.
struct BankRowReader {
    /// Why an amount field was refused.
    struct Reason: Error {
        let text: String
    }

    private enum AmountIndexes {
        case signed(Int)
        case debitCredit(debit: Int, credit: Int)
    }

    private let mapping: BankMapping
    /// The currency symbol amounts are read with (the book's).
    let currency: String
    /// The account the rows go into: its currency's decimals read the amounts, and a row in
    /// another currency is refused (docs/manual.md#interchange).
    let account: Account?
    /// The column of each row's currency code.
    private let currencyIndex: Int?
    /// The code each known currency symbol stands for (`£` → `GBP`), by ``markerKey(_:)``:
    /// `£ 7.90` and `-5.00 GBP` are one currency.
    let symbolCodes: [String: String]
    private let date: Int
    /// The name column, then its fallbacks for a row whose name is empty.
    private let names: [Int]
    private let amounts: AmountIndexes
    /// Columns added to the signed amount.
    private let addends: [Int]
    private let category: Int?
    /// The column whose word gives the direction, and its words.
    private let sign: (index: Int, words: BankSign)?
    /// How many fields every row must have: as many as the header (a row with more is
    /// misaligned, e.g. a decimal comma in an unquoted field of a comma-separated file).
    private let needed: Int

    /// Resolves the mapping's columns in `header` (for a file without one, its first row:
    /// only its width counts).
    ///
    /// - Throws: ``BankMappingError/columnNotFound(_:header:)``.
    init(
        mapping: BankMapping,
        header: [String],
        currency: String,
        account: Account? = nil,
        symbolCodes: [String: String] = [:]
    ) throws(BankMappingError) {
        func find(_ column: BankColumn) throws(BankMappingError) -> Int {
            guard let index = column.index(in: header) else {
                throw .columnNotFound(column, header: header)
            }
            return index
        }
        self.mapping = mapping
        self.currency = currency
        self.account = account
        self.symbolCodes = symbolCodes
        currencyIndex = try mapping.currencyColumn.map { column throws(BankMappingError) in
            try find(column)
        }
        date = try find(mapping.date)
        names = try ([mapping.name] + mapping.nameFallbacks).map {
            column throws(BankMappingError) in try find(column)
        }
        addends = try mapping.amountAddends.map { column throws(BankMappingError) in
            try find(column)
        }
        switch mapping.amounts {
        case .signed(let column):
            amounts = .signed(try find(column))
        case .debitCredit(let debit, let credit):
            amounts = .debitCredit(debit: try find(debit), credit: try find(credit))
        }
        category = try mapping.category.map { column throws(BankMappingError) in try find(column) }
        sign = try mapping.sign.map { sign throws(BankMappingError) in
            (try find(sign.column), sign)
        }
        needed = header.count
    }

    /// Whether a first line read as a header is really a row: its date column holds a date.
    func looksLikeData(_ fields: [String]) -> Bool {
        date < fields.count && mapping.dateFormat.date(fields[date]) != nil
    }

    /// The text of the date column of `fields` (empty when the line is too short).
    func dateText(_ fields: [String]) -> String {
        date < fields.count ? fields[date] : ""
    }

    /// The item a record holds and its line (counting skipped lines), or every reason it
    /// is refused.
    ///
    /// `currency` is the currency written with the amount when it is not the account's own
    /// (`EUR` of `-12.50 EUR` in a book whose currency is unnamed), which the import checks
    /// is the same on every row.
    func item(
        _ record: CSVRecord,
        lineOffset: Int
    ) -> Result<(NewLedgerItem, line: Int, currency: String?), ImportProblem> {
        let line = record.line + lineOffset
        let fields = record.fields
        guard fields.count == needed else {
            return .failure(
                ImportProblem(
                    line: line,
                    reason: "expected \(needed) fields as in the header, found \(fields.count)"
                )
            )
        }
        var reasons: [String] = []
        let day = mapping.dateFormat.date(fields[date])
        if day == nil {
            reasons.append(
                "\"\(DisplayText.singleLine(fields[date]))\" is not a date in the form"
                    + " \(mapping.dateFormat) (a real calendar day)"
            )
        }
        var itemName: String?
        do {
            // The first column that is not blank: a fallback stands in for an empty name.
            let text =
                names.lazy.map { fields[$0] }.first { !$0.quicklyTrimmed().isEmpty }
                ?? fields[names[0]]
            itemName = try LedgerRules.name(text)
        } catch .emptyName {
            reasons.append("the name is empty")
        } catch .nameHasNUL {
            reasons.append("the name may not contain a NUL character (\\x00)")
        } catch {
            reasons.append("the name may not contain a line break")
        }
        var signed: BankAmount.Signed?
        switch amount(fields) {
        case .success(let value): signed = value
        case .failure(let reason): reasons.append(reason.text)
        }
        // A sign column gives the direction; the amount column only the size, whatever
        // sign it is written with (as a debit column's amount is money out).
        if let sign {
            if let isOut = sign.words.isOut(fields[sign.index]) {
                signed?.negative = isOut
            } else {
                let words = sign.words.outWords + sign.words.inWords
                reasons.append(
                    "\"\(DisplayText.singleLine(fields[sign.index]))\" in the sign column is"
                        + " none of "
                        + words.map { "\"\(DisplayText.singleLine($0))\"" }.joined(separator: ", ")
                )
                signed = nil
            }
        }
        if let currencyIndex, let reason = currencyReason(fields[currencyIndex]) {
            reasons.append(reason)
        }
        guard let day, let itemName, let signed, reasons.isEmpty else {
            return .failure(ImportProblem(line: line, reason: reasons.joined(separator: "; ")))
        }
        let item = NewLedgerItem(
            kind: signed.negative != mapping.negate ? .expense : .income,
            name: itemName,
            amount: signed.amount,
            date: day,
            category: LedgerRules.category(category.map { fields[$0] })
        )
        return .success((item, line, signed.marker.flatMap(foreignMarker)))
    }

    /// The decimals amounts are read with: the account's currency's.
    private var decimals: Int {
        account?.currency.decimals ?? 2
    }

    /// The row's direction and amount, from the signed column (plus its addends) or the
    /// debit/credit pair.
    private func amount(_ fields: [String]) -> Result<BankAmount.Signed, Reason> {
        switch amounts {
        case .signed(let index):
            guard !addends.isEmpty else { return read(fields[index]) }
            // A sum of columns: each read as a signed amount, added with overflow checked;
            // an empty addend counts as zero (a fee column left blank, or the amount column
            // when the fees hold it), but all of them empty is a missing amount.
            let columns = [index] + addends
            guard columns.contains(where: { !fields[$0].quicklyTrimmed().isEmpty }) else {
                return read(fields[index])
            }
            var cents: Int64 = 0
            for column in columns {
                let text = fields[column]
                if text.quicklyTrimmed().isEmpty { continue }
                switch read(text) {
                case .failure(let reason): return .failure(reason)
                case .success(let part):
                    let value = part.negative ? -part.amount.cents : part.amount.cents
                    let (sum, overflow) = cents.addingReportingOverflow(value)
                    guard !overflow else { return .failure(Self.overflowReason) }
                    cents = sum
                }
            }
            guard cents != .min else { return .failure(Self.overflowReason) }
            return .success(
                BankAmount.Signed(negative: cents < 0, amount: Money(cents: abs(cents)))
            )
        case .debitCredit(let debitIndex, let creditIndex):
            var debit = fields[debitIndex].quicklyTrimmed()
            var credit = fields[creditIndex].quicklyTrimmed()
            // A bank that writes 0.00 in the unused column: the other one is the amount.
            if !debit.isEmpty, !credit.isEmpty {
                if case .success(let value) = read(credit), value.amount == .zero {
                    credit = ""
                } else if case .success(let value) = read(debit), value.amount == .zero {
                    debit = ""
                }
            }
            switch (debit.isEmpty, credit.isEmpty) {
            case (true, true):
                return .failure(Reason(text: "both the debit and the credit are empty"))
            case (false, false):
                return .failure(Reason(text: "both the debit and the credit are filled in"))
            case (false, true):
                // A debit is money out whatever sign the bank writes it with.
                return read(debit).map { BankAmount.Signed(negative: true, amount: $0.amount) }
            case (true, false):
                return read(credit)
            }
        }
    }

    private static let overflowReason = Reason(
        text: "the sum of the amount columns is larger than \(Money.maximum.grouped),"
            + " the largest amount"
    )

    /// One amount field, read strictly.
    private func read(_ text: String) -> Result<BankAmount.Signed, Reason> {
        do {
            let signed = try BankAmount.signed(
                text,
                decimalComma: mapping.decimalComma,
                currency: currency,
                decimals: decimals
            )
            if let marker = signed.marker, let reason = markerReason(marker, in: text) {
                return .failure(reason)
            }
            return .success(signed)
        } catch .moreThanTwoDecimals(let input) where decimals != 2 {
            let code = account?.currency.code ?? ""
            return .failure(
                Reason(
                    text: "\"\(DisplayText.singleLine(input))\" has more decimals than \(code)"
                        + " (\(decimals)); nothing is rounded"
                )
            )
        } catch {
            return .failure(Reason(text: error.description))
        }
    }
}
