import Foundation
import TestSupport
import Testing

/// The simulation's thousands of seeds (CI runs `HOMEBOOK_SYNC_SEEDS=2000`), in blocks of
/// 100 that run in parallel. Slow by design, so the sanitizer stages skip it; the first
/// seeds run everywhere in ``SyncSimulationTests``.
@Suite(.tags(.slow), .skippedByTag, .enabled(if: !SyncSimulationTests.blocks.isEmpty))
struct SyncSimulationSeedsTests {
    @Test(arguments: SyncSimulationTests.blocks)
    func machinesConvergeForEverySeed(in seeds: ClosedRange<UInt64>) {
        SyncSimulationTests.check(seeds)
    }
}

extension SyncSimulationTests {
    /// Seeds after the ones that run everywhere, up to `HOMEBOOK_SYNC_SEEDS` (112 when unset:
    /// one block), in blocks of 100; none when `HOMEBOOK_SYNC_SEED` asks for one seed.
    static var blocks: [ClosedRange<UInt64>] {
        guard singleSeed == nil else { return [] }
        let last = UInt64(max(0, seedCount ?? 112))
        let first = everywhere + 1
        guard last >= first else { return [] }
        return stride(from: first, through: last, by: 100).map { $0...min($0 + 99, last) }
    }
}
