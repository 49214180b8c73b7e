import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The Planner screen (docs/manual.md#planner): the agenda from today, grouped by day, with
/// repeats expanded by the core; PgDn at the end shows further days, ↑ PgUp Home at the top
/// earlier ones, `t` comes back to today, `g` goes to a typed day and `m` shows the month
/// grid. Enter opens an event, `a` adds, `e` edits, `d` deletes after y/N (for a repeat: y
/// that occurrence, `a` all of them), `x` exports to a .ics file, `i` imports one, `s` opens
/// the shopping list of the week, `S` syncs with the calendar accounts in the background (Esc
/// cancels), `A` opens the accounts; the last sync and any conflict copies are named under the agenda
/// (docs/manual.md#sync).
struct PlannerScreen: Screen {
    let store: HomebookStore
    /// The day shown as today (injected so tests are repeatable).
    let today: CalendarDate
    /// The first day loaded: today, or earlier after ↑ at the top, or a day gone to.
    var from: CalendarDate
    /// How many days the agenda shows from ``from``; PgDn at the end adds ``step`` more.
    var days = Self.step
    /// The day gone to with `g` or the month grid: headed even with nothing planned.
    var goneTo: CalendarDate?
    private(set) var agenda: PlannerAgenda
    var list = ListView()
    /// The y/N question `d` asks, while open.
    var confirming: PlannerDeletion?
    /// The path prompt of `x` and `i`, while open.
    var prompt: PathPrompt?
    /// Whether the open prompt exports (else it imports).
    var promptExports = false
    /// The `g` prompt, while open.
    var datePrompt: PlannerDatePrompt?
    /// The question `e` asks on an occurrence of a repeat, while open.
    var editChoice: PlannerEditChoice?
    /// The month grid, while shown instead of the agenda.
    var month: PlannerMonthView?
    var note: String?
    /// The accounts' last syncs, nil without accounts.
    private var syncStatus: String?
    /// The calendar sync running in the background, if any.
    var sync: PlannerSync?

    /// The days loaded at a time.
    static let step = 60

    /// The list's height when last drawn for a key, so a selection made outside `handle`
    /// (opening, reloading) scrolls only as far as it must and keeps the day headings shown.
    var shownHeight = 18

    init(store: HomebookStore, today: CalendarDate = .today()) {
        self.store = store
        self.today = today
        from = today
        agenda = PlannerAgenda(events: [], today: today, zone: store.planner.zone)
        load()
        list.select(agenda.firstEventIndex, count: agenda.count, height: shownHeight)
    }

    var title: String { "Planner" }
    var quitsOnQ: Bool {
        prompt == nil && confirming == nil && datePrompt == nil && editChoice == nil
    }
    var keys: [KeyHint] {
        if prompt != nil || datePrompt != nil {
            return [KeyHint("Enter", "go"), KeyHint("Esc", "cancel")]
        }
        if month != nil {
            return statusKeys + [KeyHint("Home End", "the month's first, last day")]
        }
        return statusKeys + [
            KeyHint("PgUp PgDn Home", "more days, earlier days"),
            KeyHint("A", "calendar accounts"),
        ]
    }

    /// The status line's keys; F1 lists ``keys``, the paging keys among them.
    var statusKeys: [KeyHint] {
        if prompt != nil || datePrompt != nil {
            return [KeyHint("Enter", "go"), KeyHint("Esc", "cancel")]
        }
        if month != nil {
            return [
                KeyHint("←→↑↓", "day"), KeyHint("PgUp/PgDn", "month"),
                KeyHint("Enter/m", "agenda at the day"), KeyHint("a", "add"),
                KeyHint("Esc", "agenda"),
            ]
        }
        return [
            KeyHint("Enter", "open"), KeyHint("a", "add"), KeyHint("e", "edit"),
            KeyHint("d", "delete"), KeyHint("m", "month"), KeyHint("g", "go to"),
            KeyHint("t", "today"), KeyHint("s", "shopping"), KeyHint("x", "export .ics"),
            KeyHint("i", "import .ics"), KeyHint("S", "sync"), KeyHint("u", "undo"),
        ]
    }

    /// Reads the agenda again, keeping the selection on the same row number.
    mutating func reload() {
        load()
        list.select(list.selection, count: agenda.count, height: shownHeight)
        if month != nil { loadMonth() }
    }

    /// The last day loaded.
    var to: CalendarDate { from.adding(days: days - 1) }

    private mutating func load() {
        do {
            let events = try store.planner.occurrences(from: from, to: to)
            // The stored forecast only: opening the planner never fetches.
            agenda = PlannerAgenda(
                events: events,
                today: today,
                zone: store.planner.zone,
                from: from,
                to: to,
                always: goneTo.map { [$0] } ?? [],
                weather: try store.weather.storedDays(),
                units: try store.settings.weatherUnits(),
                conflicts: try store.calDAVAccounts.conflictCopyIDs()
            )
            syncStatus = try store.calDAVAccounts.statusLine(now: Int64(time(nil)))
        } catch {
            note = "\(error)"
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if confirming != nil { return answer(key) }
        if editChoice != nil { return editAnswer(key) }
        if prompt != nil { return promptKey(key) }
        if datePrompt != nil { return dateKey(key) }
        if key == .escape, let sync {
            sync.cancel()
            return .handled
        }
        // q leaves the app (and the Planner with it): a sync left running would go on
        // applying with nobody to see it, so it is cancelled and its transaction rolls back.
        if key == .character("q"), let sync { sync.cancel() }
        if month != nil { return monthKey(key) }
        note = nil
        let height = listHeight(area)
        shownHeight = height
        if key == .pageDown, list.selection >= agenda.count - height {
            // The end of the loaded days: load further ones, so the list never ends early.
            days += Self.step
            load()
        }
        if key == .up || key == .pageUp || key == .home, list.selection == 0 {
            // The top of the loaded days: earlier ones come above (docs/manual.md#planner).
            loadEarlier()
        }
        if list.handle(key, count: agenda.count, height: height) { return .handled }
        let selected = agenda.event(at: list.selection)
        switch key {
        case .character("a"):
            // On a day further down the agenda, the new event starts on that day.
            let day = agenda.day(at: list.selection)
            return .push(
                FormScreen.event(store, today: today, day: day == today ? nil : day)
            )
        case .enter, .character("e"), .character("d"):
            guard let selected else {
                note = "choose an event (↑↓), or a to add one"
                return .handled
            }
            if let schedule = selected.scheduleID {
                note = "a repeating ledger item: see budget repeat list (item \(schedule))"
                return .handled
            }
            if key == .enter {
                return .push(PlannerEventScreen(store: store, event: selected, today: today))
            }
            if key == .character("e") {
                guard selected.repeatRule != nil else { return edit(selected.id) }
                editChoice = PlannerEditChoice(selected, zone: store.planner.zone)
                return .handled
            }
            confirming = PlannerDeletion(selected, zone: store.planner.zone)
        case .character("t"): go(to: today, resetting: true)
        case .character("g"): datePrompt = PlannerDatePrompt()
        case .character("m"): openMonth(on: agenda.day(at: list.selection))
        case .character("s"): return .push(ShoppingScreen(store: store, from: today))
        case .character("A"): return .push(CalendarAccountsScreen(store: store))
        case .character("x"):
            prompt = PathPrompt("Export every event to a new .ics file", text: "~/homebook.ics")
            promptExports = true
        case .character("i"):
            prompt = PathPrompt("Import the events of a .ics file")
            promptExports = false
        case .character("S"):
            guard sync == nil else { return .handled }
            sync = PlannerSync(databaseAt: store.path)
        default: return .ignored
        }
        return .handled
    }

    private func listHeight(_ area: Rect) -> Int { max(1, area.height - 3) }

    var tickInterval: Int32? { sync == nil ? nil : 100 }

    /// Turns the sync's spinner; once it has ended, its line is the note and the agenda is
    /// read again (the sync wrote through a connection of its own).
    mutating func tick() {
        guard let result = sync?.poll() else { return }
        sync = nil
        note = result
        reload()
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 1, right: 1)
        if let month {
            month.render(
                into: &buffer,
                in: body.inset(bottom: 1),
                today: today,
                zone: store.planner.zone
            )
        } else {
            buffer.writeLine(rangeText, in: area.inset(left: 1, right: 1), row: 0, style: .bold)
            let listRect = Rect(x: body.x, y: body.y, width: body.width, height: listHeight(area))
            var shown = agenda
            shown.width = listRect.width
            list.render(shown, into: &buffer, in: listRect)
            let footer =
                (agenda.count > listRect.height ? "PgDn for more · " : "")
                + "↑ at the top for earlier days · t today"
                + (syncStatus.map { " · " + $0 } ?? "")
            buffer.writeLine(footer, in: body, row: listRect.height, style: .dim)
        }
        if let line = sync?.line ?? note {
            buffer.writeLine(
                line,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        datePrompt?.render(into: &buffer, in: area)
        if let prompt { prompt.render(into: &buffer, in: area) }
        confirming?.question.render(into: &buffer, in: area)
        editChoice?.render(into: &buffer, in: area)
    }
}
