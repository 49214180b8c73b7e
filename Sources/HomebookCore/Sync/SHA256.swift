/// SHA-256 (FIPS 180-4), small and dependency-free: change files end with the hash of what
/// precedes it, so a half-copied file is recognised and left for later
/// (docs/manual.md#household-sync). Foundation is kept out of the product, and zlib offers
/// only CRC-32, which is too weak to tell a damaged file from a whole one with certainty.
package struct SHA256 {
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
        0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
        0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
        0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
        0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
        0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
        0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2,
    ]

    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A fresh hash.
    package init() {}

    /// The digest of `bytes` (32 bytes).
    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Adds bytes to the message.
    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        pending.append(contentsOf: bytes)
        var start = 0
        while pending.count - start >= 64 {
            compress(pending, at: start)
            start += 64
        }
        if start > 0 { pending.removeFirst(start) }
    }

    /// The digest of everything added (32 bytes).
    package mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        pending.append(contentsOf: tail)
        var start = 0
        while start < pending.count {
            compress(pending, at: start)
            start += 64
        }
        pending = []
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    // Buffers and same-type wrapping shifts, not Array subscripts and generic shifts: the
    // test suite's debug build hashes every change file thousands of times (the sync
    // simulation's seeds), and there hashing was half of a sync's time.
    private mutating func compress(_ block: [UInt8], at start: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            block.withUnsafeBufferPointer { bytes in
                for i in 0..<16 {
                    let j = start &+ i &* 4
                    w[i] =
                        UInt32(bytes[j]) &<< 24 | UInt32(bytes[j &+ 1]) &<< 16
                        | UInt32(bytes[j &+ 2]) &<< 8 | UInt32(bytes[j &+ 3])
                }
            }
            for i in 16..<64 {
                let x = w[i &- 15]
                let y = w[i &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
            }
            Self.k.withUnsafeBufferPointer { k in
                state.withUnsafeMutableBufferPointer { state in
                    var a = state[0]
                    var b = state[1]
                    var c = state[2]
                    var d = state[3]
                    var e = state[4]
                    var f = state[5]
                    var g = state[6]
                    var h = state[7]
                    for i in 0..<64 {
                        let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                        let s0 =
                            (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        h = g
                        g = f
                        f = e
                        e = d &+ t1
                        d = c
                        c = b
                        b = a
                        a = t1 &+ s0 &+ majority
                    }
                    state[0] &+= a
                    state[1] &+= b
                    state[2] &+= c
                    state[3] &+= d
                    state[4] &+= e
                    state[5] &+= f
                    state[6] &+= g
                    state[7] &+= h
                }
            }
        }
    }
}
