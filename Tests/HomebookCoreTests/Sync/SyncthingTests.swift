import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Household sync through the real engine: two Syncthing instances on loopback
/// (``SyncthingPair``), each machine's database joined to its own copy of the shared folder,
/// through the simulated week (docs/manual.md#household-sync, "Setting it up with
/// Syncthing"). Carol joins ben's copy after anna's compaction.
@Suite(.tags(.process, .slow), .skippedByTag, .enabled(if: SyncthingPair.isInstalled))
struct SyncthingTests {
    @Test func twoMachinesConvergeThroughSyncthingEveryDayOfAWeek() throws {
        let pair = try SyncthingPair()
        defer { pair.stop() }
        let root = pair.root
        let anna = try SyncMachine.joined("anna", in: root, folder: pair.peers[0].folder)
        try anna.sync()
        // Step 4 of the manual: the second machine joins once the folder has arrived.
        try Self.waitFor(pair) {
            !SyncMachine.entries(pair.peers[1].folder + "/homebook-sync").isEmpty
        }
        let ben = try SyncMachine.joined("ben", in: root, folder: pair.peers[1].folder)
        var week = SyncWeek(
            machines: [anna, ben],
            root: root,
            carolFolder: pair.peers[1].folder,
            carry: { try Self.settle(pair) },
            rounds: 60
        )
        try week.live()
        try SyncWeekTests.expectTheWeeksOutcome(week)
        // The files crossed through Syncthing, not through a shared path.
        #expect(pair.peers[0].folder != pair.peers[1].folder)
    }

    /// Asks both instances to rescan, then waits until each has everything the other has.
    static func settle(_ pair: SyncthingPair) throws {
        pair.rescan()
        usleep(500_000)
        try waitFor(pair) { pair.peers.allSatisfy { pair.isComplete($0) } }
    }

    /// Polls `done` every quarter second for up to two minutes.
    static func waitFor(_ pair: SyncthingPair, _ done: () -> Bool) throws {
        for _ in 0..<480 {
            if done() { return }
            usleep(250_000)
        }
        throw SyncSimulationTests.Diverged(description: "Syncthing did not settle in 120 s")
    }
}
