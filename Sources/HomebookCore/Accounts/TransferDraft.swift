/// A transfer as typed (docs/manual.md#transfers): every field text, as the command line,
/// the line menu and the full-screen form take it.
public struct TransferDraft: Equatable, Sendable {
    /// The fields, in the order forms show them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case from, to, amount, toAmount, date, note
    }

    /// The account the money leaves.
    public var from: String
    /// The account the money reaches.
    public var to: String
    /// What leaves FROM, in its currency.
    public var amount: String
    /// What reaches TO, in its currency; empty within one currency.
    public var toAmount: String
    /// The day: `YYYY-MM-DD`, `today`, `yesterday`.
    public var date: String
    /// An optional note.
    public var note: String

    /// Creates a draft; the day is today unless given.
    public init(
        from: String = "",
        to: String = "",
        amount: String = "",
        toAmount: String = "",
        date: String = "today",
        note: String = ""
    ) {
        self.from = from
        self.to = to
        self.amount = amount
        self.toAmount = toAmount
        self.date = date
        self.note = note
    }

    /// The text of `field`.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .from: from
            case .to: to
            case .amount: amount
            case .toAmount: toAmount
            case .date: date
            case .note: note
            }
        }
        set {
            switch field {
            case .from: from = newValue
            case .to: to = newValue
            case .amount: amount = newValue
            case .toAmount: toAmount = newValue
            case .date: date = newValue
            case .note: note = newValue
            }
        }
    }
}

/// A draft that passed every check: what is stored.
struct CheckedTransfer {
    let from: Account
    let to: Account
    let fromAmount: Int64
    let toAmount: Int64
    let date: CalendarDate
    let note: String?
}

extension Transfers {
    /// Every problem of `draft`, keyed by field, and the transfer to store when there is
    /// none. `editing`: the transfer being edited, whose accounts may be closed since.
    func check(
        _ draft: TransferDraft,
        today: CalendarDate,
        editing: AccountTransfer? = nil
    ) -> (FormProblems<TransferDraft.Field, TransferError>, CheckedTransfer?) {
        var problems = FormProblems<TransferDraft.Field, TransferError>()
        let accounts = Accounts(database: database)
        let decimalComma = (try? Settings(database: database).decimalComma()) ?? false
        func account(_ typed: String, kept: Account?) throws(TransferError) -> Account {
            do {
                let found = try accounts.get(typed)
                // An edit may keep an account closed since; no new money enters a closed one.
                guard !found.closed || found.id == kept?.id else {
                    throw AccountError.closed(found.name)
                }
                return found
            } catch let error as AccountError {
                throw .account(error)
            } catch {
                throw .account(.unknown(typed, known: []))
            }
        }
        var from: Account?
        var to: Account?
        problems.check(.from) { () throws(TransferError) in
            from = try account(draft.from, kept: editing?.from)
        }
        problems.check(.to) { () throws(TransferError) in
            to = try account(draft.to, kept: editing?.to)
            if let from, let to, from.id == to.id { throw .sameAccount(to.name) }
        }
        func amount(_ text: String, in currency: Currency) throws(TransferError) -> Int64 {
            let minor: Int64
            do throws(CurrencyError) {
                minor = try currency.parse(text, decimalComma: decimalComma)
            } catch {
                throw .amount(error)
            }
            guard minor > 0 else { throw .zeroAmount }
            return minor
        }
        var fromAmount: Int64?
        var toAmount: Int64?
        problems.check(.amount) { () throws(TransferError) in
            fromAmount = try amount(draft.amount, in: from?.currency ?? .unnamed(symbol: ""))
        }
        problems.check(.toAmount) { () throws(TransferError) in
            guard let from, let to else { return }
            let typed = draft.toAmount.quicklyTrimmed()
            if from.currency == to.currency {
                guard !typed.isEmpty else {
                    toAmount = fromAmount
                    return
                }
                let other = try amount(typed, in: to.currency)
                guard other == fromAmount || fromAmount == nil else {
                    throw .toAmountDiffers(Self.name(to.currency))
                }
                toAmount = other
                return
            }
            guard !typed.isEmpty else {
                throw .toAmountNeeded(from: Self.name(from.currency), to: Self.name(to.currency))
            }
            toAmount = try amount(typed, in: to.currency)
        }
        var date: CalendarDate?
        problems.check(.date) { () throws(TransferError) in
            do throws(LedgerError) {
                date = try LedgerInput.date(draft.date, today: today)
            } catch {
                throw .date(error)
            }
        }
        guard problems.isEmpty, let from, let to, let fromAmount, let toAmount, let date else {
            return (problems, nil)
        }
        let checked = CheckedTransfer(
            from: from,
            to: to,
            fromAmount: fromAmount,
            toAmount: toAmount,
            date: date,
            note: LedgerRules.note(draft.note)
        )
        return (problems, checked)
    }

    /// A currency as messages name it.
    static func name(_ currency: Currency) -> String {
        currency.isUnnamed ? "the book's currency" : currency.code
    }
}

extension AccountTransfer {
    /// The transfer as a draft, for an edit: amounts in each account's currency.
    public var draft: TransferDraft {
        TransferDraft(
            from: from.name,
            to: to.name,
            amount: from.currency.plain(fromAmount),
            toAmount: isExchange ? to.currency.plain(toAmount) : "",
            date: date.description,
            note: note ?? ""
        )
    }
}
