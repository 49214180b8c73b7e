import HomebookCore
import TerminalUI

/// The full-screen app's household sync (docs/manual.md#household-sync): when the database
/// is a member, a sync runs in the background (``BackgroundWork``, on its own connection) on
/// start and every minute while the app is open, never holding up a key; Home shows the
/// result in one line, and the merged rows reach the screens as a change made elsewhere.
final class AppHouseholdSync {
    /// Seconds between two runs.
    static let interval = 60

    private let store: HomebookStore
    /// Seconds since 1970 now (injected so tests are repeatable).
    private let clock: () -> Int
    private var work: BackgroundWork<HouseholdSyncOutcome>?
    private var nextRun: Int
    private var isMember: Bool
    /// The last run's result for Home, nil before the first one ends or when not a member.
    private(set) var line: String?
    /// The conflicts still open after the last run.
    private(set) var openConflicts = 0
    /// Moves when a run ends, so the app draws its result.
    private(set) var generation = 0

    init(store: HomebookStore, clock: @escaping () -> Int) {
        self.store = store
        self.clock = clock
        self.nextRun = clock()
        self.isMember = store.householdSync.isMember
    }

    /// Whether the database syncs (Home then offers the conflicts).
    var syncs: Bool { isMember }

    /// Called whenever the app is idle: takes a finished run's result, and starts the next
    /// run when one is due (membership is looked at again each minute).
    func poll() {
        if let running = work {
            guard let outcome = running.result else { return }
            work = nil
            generation += 1
            let now = store.planner.zone.local(Int64(clock()))
            let at = String(format2(now.hour)) + ":" + format2(now.minute)
            switch outcome {
            case .notMember:
                isMember = false
                line = nil
            case .done(let report, let open):
                openConflicts = open
                line = "Sync \(at): " + report.summary
            case .failed(let message):
                line = "Sync \(at) failed: " + DisplayText.singleLine(message)
            }
            return
        }
        let now = clock()
        guard now >= nextRun else { return }
        nextRun = now + Self.interval
        if !isMember {
            isMember = store.householdSync.isMember
            guard isMember else { return }
        }
        let path = store.path
        if line == nil { line = "Sync: syncing…" }
        work = BackgroundWork { _ in HouseholdSync.run(databaseAt: path) }
    }

    private func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
