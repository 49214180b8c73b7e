import HomebookCore
import TerminalUI

/// The Weather screen (docs/manual.md#weather): the seed's five tabs (← →), `l` to change
/// the location, `r` to fetch again. Opening shows what is stored at once; a fetch runs in
/// the background (``BackgroundWork``) with a spinner, Esc cancels it, and a failure is
/// shown under the last good data with its age.
struct WeatherScreen: Screen {
    /// The tabs, in order.
    enum Tab: Int, CaseIterable {
        case place, now, hours, days, air

        var title: String {
            switch self {
            case .place: return "Place"
            case .now: return "Now"
            case .hours: return "48 hours"
            case .days: return "8 days"
            case .air: return "Air quality"
            }
        }
    }

    /// A fetch running in the background.
    struct Fetch {
        let job: WeatherFetchJob
        let work: BackgroundWork<WeatherFetchJob.Outcome>
    }

    let store: HomebookStore
    /// Where the providers' addresses and the key come from (the process's environment).
    let environment: (String) -> String?
    /// Seconds since 1970 now (injected so tests are repeatable).
    let clock: () -> Int
    private(set) var tab = Tab.place
    /// The data shown: the last good data, whatever happened since.
    private(set) var shown: WeatherResult?
    /// The place shown asked for (for `r`), nil for the default.
    private var query = WeatherQuery(
        location: nil,
        provider: nil,
        refresh: false,
        timeoutSeconds: 30
    )
    private(set) var fetch: Fetch?
    /// The other places the last name matched, offered by `l`.
    private var matches: [WeatherPlace] = []
    private var picker: WeatherPlacePicker?
    private(set) var units = WeatherUnits.metric
    /// The last fetch's failure, or another note, for the status row.
    private(set) var note: String?
    private var spinner = 0

    /// Opens on the default place (else the last place shown, else the sample), fetching in
    /// the background only when the stored data is older than ten minutes.
    init(
        store: HomebookStore,
        environment: @escaping (String) -> String?,
        clock: @escaping () -> Int
    ) {
        self.store = store
        self.environment = environment
        self.clock = clock
        reload()
        start(query)
    }

    var title: String { "Weather" }
    var quitsOnQ: Bool { picker == nil }
    var keys: [KeyHint] {
        if picker != nil {
            return [
                KeyHint("Enter", "fetch"), KeyHint("↑↓", "pick"), KeyHint("Ctrl-S", "save place"),
                KeyHint("Del", "remove saved"), KeyHint("Esc", "cancel"),
            ]
        }
        var keys = [KeyHint("←→", "tab"), KeyHint("l", "location"), KeyHint("r", "refresh")]
        if fetch != nil { keys.append(KeyHint("Esc", "cancel fetch")) }
        return keys
    }

    mutating func reload() {
        units = (try? store.settings.weatherUnits()) ?? .metric
    }

    /// A closed place form says what it saved; the open picker lists the saved places again.
    mutating func resume(from closed: any Screen) {
        guard let saved = (closed as? FormScreen)?.saved else { return }
        note = saved.note
        if picker != nil {
            picker = WeatherPlacePicker(
                saved: (try? store.weather.places()) ?? [],
                matches: matches
            )
        }
    }

    var tickInterval: Int32? { fetch == nil ? nil : 100 }

    mutating func tick() {
        spinner += 1
        guard let running = fetch, let outcome = running.work.result else { return }
        fetch = nil
        do {
            let result = try running.job.finish(outcome, store: store, now: clock())
            shown = result
            matches = result.otherMatches
            if case .offline(let error) = result.origin {
                note = "could not fetch: \(error)"
            } else if !matches.isEmpty {
                note =
                    "also: " + matches.prefix(3).map(\.label).joined(separator: "; ")
                    + " — l to pick"
            }
        } catch {
            note =
                "could not fetch \(running.job.label): \(error)"
                + (shown == nil ? "" : "; still showing the last data")
        }
    }

    /// Shows what the store has for `query` and starts a fetch when it must.
    private mutating func start(_ query: WeatherQuery) {
        self.query = query
        do {
            let now = clock()
            switch try WeatherService.prepare(
                query,
                store: store,
                environment: environment,
                now: now
            ) {
            case .ready(let result):
                shown = result
            case .fetch(let job):
                if let meanwhile = job.meanwhile { shown = meanwhile }
                fetch = Fetch(
                    job: job,
                    work: BackgroundWork { isCancelled in job.run(isCancelled: isCancelled) }
                )
            }
        } catch {
            note = "\(error)"
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if picker != nil { return pickerKey(key) }
        switch key {
        case .left:
            tab = Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? tab
        case .right: tab = Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? tab
        case .escape:
            guard let running = fetch else { return .ignored }
            running.work.cancel()
            fetch = nil
            note =
                "fetch cancelled"
                + (shown?.fetchedAt.map {
                    "; showing the data from \(WeatherClock.age(of: $0, now: clock()))"
                } ?? "")
        case .character("l"):
            let saved = (try? store.weather.places()) ?? []
            picker = WeatherPlacePicker(saved: saved, matches: matches)
        case .character("r"):
            guard fetch == nil else { return .handled }
            note = nil
            var again = query
            switch shown?.origin {
            case .sample?:
                note = "the sample is not fetched: l picks a place"
                return .handled
            case .lastShown? where query.location == nil && query.match == nil:
                // No place was asked and none is the default: fetch the one shown.
                again.match = shown?.report.place
            default:
                break
            }
            again.refresh = true
            start(again)
        default:
            return .ignored
        }
        return .handled
    }

    private mutating func pickerKey(_ key: Key) -> ScreenAction {
        guard var current = picker else { return .handled }
        let outcome = current.handle(key)
        picker = current
        let chosen: WeatherQuery
        switch outcome {
        case .editing: return .handled
        case .cancelled:
            picker = nil
            return .handled
        case .save(let name, let country):
            // The picker stays open under the form and lists the place once saved.
            return .push(FormScreen.weatherPlace(store, name: name, country: country))
        case .remove(let place):
            do {
                try store.weather.removePlace(place.name)
                note = "removed the saved place “\(DisplayText.singleLine(place.name))”"
            } catch {
                note = "\(error)"
            }
            picker = WeatherPlacePicker(
                saved: (try? store.weather.places()) ?? [],
                matches: matches
            )
            return .handled
        case .typed(let location):
            chosen = WeatherQuery(
                location: location,
                provider: nil,
                refresh: false,
                timeoutSeconds: 30
            )
        case .picked(.saved(let place)):
            chosen = WeatherQuery(
                location: place.location,
                provider: nil,
                refresh: false,
                timeoutSeconds: 30
            )
        case .picked(.match(let place)):
            chosen = WeatherQuery(
                location: nil,
                provider: nil,
                refresh: false,
                timeoutSeconds: 30,
                match: place
            )
        }
        picker = nil
        note = nil
        fetch?.work.cancel()
        fetch = nil
        matches = []
        start(chosen)
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        WeatherScreenView(screen: self, now: clock(), spinner: spinner).render(
            into: &buffer,
            in: area
        )
        picker?.render(into: &buffer, in: area)
    }
}
