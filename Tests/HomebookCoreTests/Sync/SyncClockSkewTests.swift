import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A machine whose clock runs ahead is applied with a warning (docs/manual.md#household-sync).
@Suite struct SyncClockSkewTests {
    static let today = day(2026, 11, 20)

    @Test func aClockMoreThanFiveMinutesAheadIsAppliedWithAWarning() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            let cleo = try SyncMachine.joined("cleo", in: root, folder: shared)
            // Ben's clock runs 2 hours ahead, cleo's 1 minute.
            for (machine, minutes) in [(ben, Int64(120)), (cleo, Int64(1))] {
                try machine.with {
                    try $0.database.execute(
                        "UPDATE sync_site SET clock = ? WHERE id = 1",
                        [
                            .integer(
                                (Int64(Date().timeIntervalSince1970 * 1000) + minutes * 60_000)
                                    << 16
                            )
                        ]
                    )
                    _ = try $0.ledger.add(
                        .expense,
                        "Rent \(machine.name)",
                        cents: 100,
                        on: Self.today
                    )
                }
                try machine.sync()
            }
            let report = try anna.sync()
            #expect(report.received.count == 2)  // applied all the same
            #expect(report.clocksAhead.map(\.name) == ["ben"])
            let ahead = report.clocksAhead.first?.milliseconds ?? 0
            #expect(ahead > 115 * 60_000 && ahead <= 121 * 60_000)
            let status = try anna.with { try $0.householdSync.status() }
            #expect(status.members.map(\.name) == ["ben", "cleo"])
            #expect(status.members.map { $0.clockAheadMilliseconds > 0 } == [true, false])
            #expect(
                HouseholdSyncStatus.clockAheadWarning(name: "ben", milliseconds: 7_500_000)
                    == "Warning: the clock of ben is 2 h 5 min ahead of this machine's;"
                    + " its changes were applied (fix the clock on one of them)."
            )
        }
    }
}
