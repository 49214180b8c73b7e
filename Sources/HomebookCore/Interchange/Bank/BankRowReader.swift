/// Turns one record of a bank statement into a ledger item, with the mapping's columns
/// resolved against the file's header once.
struct BankRowReader {
    /// Why an amount field was refused.
    private struct Reason: Error {
        let text: String
    }

    private enum AmountIndexes {
        case signed(Int)
        case debitCredit(debit: Int, credit: Int)
    }

    private let mapping: BankMapping
    private let currency: String
    private let date: Int
    private let name: Int
    private let amounts: AmountIndexes
    private let category: Int?
    /// How many fields every row must have: as many as the header (a row with more is
    /// misaligned, e.g. a decimal comma in an unquoted field of a comma-separated file).
    private let needed: Int

    /// Resolves the mapping's columns in `header`.
    ///
    /// - Throws: ``BankMappingError/columnNotFound(_:header:)``.
    init(mapping: BankMapping, header: [String], currency: String) throws(BankMappingError) {
        func find(_ column: BankColumn) throws(BankMappingError) -> Int {
            guard let index = column.index(in: header) else {
                throw .columnNotFound(column, header: header)
            }
            return index
        }
        self.mapping = mapping
        self.currency = currency
        date = try find(mapping.date)
        name = try find(mapping.name)
        switch mapping.amounts {
        case .signed(let column):
            amounts = .signed(try find(column))
        case .debitCredit(let debit, let credit):
            amounts = .debitCredit(debit: try find(debit), credit: try find(credit))
        }
        category = try mapping.category.map { column throws(BankMappingError) in try find(column) }
        needed = header.count
    }

    /// The item a record holds and its line (counting skipped lines), or every reason it
    /// is refused.
    func item(
        _ record: CSVRecord,
        lineOffset: Int
    ) -> Result<(NewLedgerItem, line: Int), ImportProblem> {
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
            itemName = try LedgerRules.name(fields[name])
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
        guard let day, let itemName, let signed else {
            return .failure(ImportProblem(line: line, reason: reasons.joined(separator: "; ")))
        }
        let item = NewLedgerItem(
            kind: signed.negative ? .expense : .income,
            name: itemName,
            amount: signed.amount,
            date: day,
            category: LedgerRules.category(category.map { fields[$0] })
        )
        return .success((item, line))
    }

    /// The row's direction and amount, from the signed column or the debit/credit pair.
    private func amount(_ fields: [String]) -> Result<BankAmount.Signed, Reason> {
        func read(_ text: String) -> Result<BankAmount.Signed, Reason> {
            do {
                return .success(
                    try BankAmount.signed(
                        text,
                        decimalComma: mapping.decimalComma,
                        currency: currency
                    )
                )
            } catch {
                return .failure(Reason(text: error.description))
            }
        }
        switch amounts {
        case .signed(let index):
            return read(fields[index])
        case .debitCredit(let debitIndex, let creditIndex):
            let debitText = fields[debitIndex].quicklyTrimmed()
            let creditText = fields[creditIndex].quicklyTrimmed()
            switch (debitText.isEmpty, creditText.isEmpty) {
            case (true, true):
                return .failure(Reason(text: "both the debit and the credit are empty"))
            case (false, false):
                return .failure(Reason(text: "both the debit and the credit are filled in"))
            case (false, true):
                // A debit is money out whatever sign the bank writes it with.
                return read(debitText).map { BankAmount.Signed(negative: true, amount: $0.amount) }
            case (true, false):
                return read(creditText)
            }
        }
    }
}
