/// Why a schedule change was refused, phrased for the person at the keyboard
/// (docs/manual.md#schedules). Nothing was changed when one is thrown.
public enum LedgerScheduleError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No schedule has this id.
    case notFound(id: Int64)
    /// The text typed as a schedule id is not one.
    case invalidID(String)
    /// A field of the item breaks the ledger's rule (name, kind, day).
    case item(LedgerError)
    /// A day typed for `field` (`from`, `until`) is not a day.
    case invalidDate(LedgerScheduleDraft.Field, DateInputError)
    /// The amount is not an amount.
    case invalidAmount(String)
    /// The amount is zero or negative.
    case amountNotPositive(String)
    /// The schedule would end before it starts.
    case untilBeforeFrom(from: CalendarDate, until: CalendarDate)
    /// The day of the month is not 1…31 or `last`.
    case invalidDay(String)
    /// How often is not weekly, monthly or yearly.
    case invalidFrequency(String)
    /// A day of the month was given to a weekly or yearly schedule.
    case dayNeedsMonthly
    /// The account typed is unknown, or closed (docs/manual.md#schedules).
    case account(AccountError)
    /// The account chosen is in another currency than the amount, which was left as the
    /// stored schedule showed it (docs/manual.md#schedules).
    case amountInOtherCurrency(amount: String, from: Currency, to: Currency)
    /// The schedule does not fall on this day.
    case notAnOccurrence(id: Int64, date: CalendarDate, rule: String)
    /// The occurrence was posted already.
    case alreadyPosted(id: Int64, date: CalendarDate)
    /// The occurrence was skipped already.
    case alreadySkipped(id: Int64, date: CalendarDate)
    /// The occurrence lies after today.
    case notDueYet(id: Int64, date: CalendarDate)
    /// A stored schedule breaks the rules (the database was changed outside homebook).
    case damaged(id: Int64)
    /// The schedule has no day left to skip or post.
    case ended(id: Int64)

    /// The field of the draft this refusal is about, or nil when it is about the whole item
    /// (so the line menu asks that field again).
    public var field: LedgerScheduleDraft.Field? {
        switch self {
        case .item(let error):
            switch error.field {
            case .kind: .kind
            case .name: .name
            default: nil
            }
        case .invalidDate(let field, _): field
        case .invalidAmount, .amountNotPositive, .amountInOtherCurrency: .amount
        case .untilBeforeFrom: .until
        case .invalidDay, .dayNeedsMonthly: .day
        case .account: .account
        default: nil
        }
    }

    /// A one-line message.
    public var description: String {
        switch self {
        case .notFound(let id):
            return "no repeating item with id \(id): `homebook budget repeat list` shows them"
        case .invalidID(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a repeating item's id:"
                + " type the number `budget repeat list` shows"
        case .item(let error):
            return error.description
        case .account(let error):
            return error.description
        case .invalidDate(_, let error):
            return error.description
        case .invalidAmount(let text):
            return "\"\(DisplayText.singleLine(text))\" is not an amount; nothing was saved"
        case .amountNotPositive(let text):
            return "the amount of a repeating item must be more than 0.00, not"
                + " \(DisplayText.singleLine(text)); nothing was saved"
        case .amountInOtherCurrency(let amount, let from, let to):
            let old = from.isUnnamed ? "the book's unnamed currency" : from.code
            let new = to.isUnnamed ? "the book's unnamed currency" : to.code
            // Short and front-neutral: the form shows it under the field at 80 columns.
            return "\(DisplayText.singleLine(amount)) is in \(old), the account in \(new):"
                + " give it in \(new) too; nothing was saved"
        case .untilBeforeFrom(let from, let until):
            return "the repeating item would end (\(until)) before it starts (\(from));"
                + " nothing was saved"
        case .invalidDay(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a day of the month:"
                + " use 1 to 31, or last"
        case .invalidFrequency(let text):
            return "\"\(DisplayText.singleLine(text))\" is not how often:"
                + " use weekly, monthly or yearly (w, m, y)"
        case .dayNeedsMonthly:
            return "--day goes with --monthly (weekly and yearly items fall on their first"
                + " day's weekday or date)"
        case .notAnOccurrence(let id, let date, let rule):
            return "repeating item \(id) does not fall on \(date) (it repeats \(rule));"
                + " nothing was changed"
        case .alreadyPosted(let id, let date):
            return "repeating item \(id) was already posted for \(date); nothing was changed"
        case .alreadySkipped(let id, let date):
            return "repeating item \(id) is already skipped on \(date); nothing was changed"
        case .notDueYet(let id, let date):
            return "repeating item \(id) is not due on \(date) yet: it is posted on that day"
                + " (or skip it ahead with `budget repeat skip \(id) --date \(date)`)"
        case .damaged(let id):
            return "repeating item \(id) is damaged (it breaks the ledger's rules)"
        case .ended(let id):
            return "repeating item \(id) has ended: it has no day left; nothing was changed"
        }
    }
}
