import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// SHA-256, global ids and the hybrid clock that household sync stands on.
@Suite struct SyncPrimitivesTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(
            Hex.string(SHA256.hash([]))
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        )
        #expect(
            Hex.string(SHA256.hash(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        )
        #expect(
            Hex.string(
                SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            )
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
        // Fed in uneven pieces, across block boundaries: the same digest.
        var hasher = SHA256()
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        var offset = 0
        var step = 1
        while offset < million.count {
            let end = min(million.count, offset + step)
            hasher.update(Array(million[offset..<end]))
            offset = end
            step = step * 3 % 997 + 1
        }
        #expect(
            Hex.string(hasher.finalize())
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        )
    }

    @Test func version7IdsCarryTheirTimeVersionAndVariant() {
        let early = GlobalID.newV7(milliseconds: 1_700_000_000_000)
        let late = GlobalID.newV7(milliseconds: 1_700_000_000_001)
        #expect(early < late)
        #expect(early.bytes[6] >> 4 == 7)
        #expect(early.bytes[8] >> 6 == 2)
        #expect(early.description.hasPrefix("018bcfe5-6800-7"))
        #expect(GlobalID.newV7(milliseconds: 5) != GlobalID.newV7(milliseconds: 5))
    }

    @Test func derivedIdsAreTheSameOnEveryMachineAndDifferPerKey() {
        let schedule = GlobalID.newV7()
        #expect(
            GlobalID.schedulePosting(schedule: schedule, date: "2026-11-01")
                == GlobalID.schedulePosting(schedule: schedule, date: "2026-11-01")
        )
        #expect(
            GlobalID.schedulePosting(schedule: schedule, date: "2026-11-01")
                != GlobalID.schedulePosting(schedule: schedule, date: "2026-12-01")
        )
        #expect(GlobalID.bankRow(fingerprint: 42) == GlobalID.bankRow(fingerprint: 42))
        #expect(GlobalID.bankRow(fingerprint: 42).bytes[6] >> 4 == 8)
        #expect(GlobalID.calendar(named: "Work") == GlobalID.calendar(named: "work"))
    }

    @Test func theClockNeverGoesBackAndMovesPastWhatItReads() {
        var clock = HybridClock(value: 0)
        let first = clock.tick(now: 1000)
        let second = clock.tick(now: 900)  // the wall clock went back
        #expect(second > first)
        #expect(HybridClock.milliseconds(second) == 1000)
        clock.receive((5000 << 16) | 7, now: 1000)  // a machine two hours ahead
        #expect(clock.tick(now: 1001) > (5000 << 16) | 7)
    }
}
