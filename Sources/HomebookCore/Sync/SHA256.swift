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

    // The eight state words as plain stored properties, not an array: no heap, no
    // uniqueness checks, and they live in registers through a block.
    private var h0: UInt32 = 0x6a09_e667
    private var h1: UInt32 = 0xbb67_ae85
    private var h2: UInt32 = 0x3c6e_f372
    private var h3: UInt32 = 0xa54f_f53a
    private var h4: UInt32 = 0x510e_527f
    private var h5: UInt32 = 0x9b05_688c
    private var h6: UInt32 = 0x1f83_d9ab
    private var h7: UInt32 = 0x5be0_cd19
    // Only the bytes of an unfinished block (at most 63): whole blocks are hashed straight
    // from the caller's array.
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

    /// The digest of `bytes` followed by their own digest: what hashing a sealed file
    /// (``SyncSealedFile/seal(_:)``) gives, in one pass over `bytes` instead of two. Both
    /// digests start by absorbing the same `bytes` from the same state, so the second goes on
    /// from a copy of the first's state and absorbs only the 32 bytes after them.
    package static func hashOfSealed(_ bytes: [UInt8]) -> [UInt8] {
        var inner = SHA256()
        inner.update(bytes)
        var outer = inner
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// Adds bytes to the message.
    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        bytes.withUnsafeBytes { input in
            guard let base = input.baseAddress else { return }
            var offset = 0
            if !pending.isEmpty {
                offset = min(64 - pending.count, input.count)
                pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[0..<offset]))
                guard pending.count == 64 else { return }
                let block = pending
                block.withUnsafeBytes { compress($0.baseAddress.unsafelyUnwrapped) }
                pending.removeAll(keepingCapacity: true)
            }
            while input.count &- offset >= 64 {
                compress(base + offset)
                offset &+= 64
            }
            if offset < input.count {
                pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[offset...]))
            }
        }
    }

    /// The digest of everything added (32 bytes).
    package mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBytes { blocks in
            var offset = 0
            while offset < blocks.count {
                compress(blocks.baseAddress.unsafelyUnwrapped + offset)
                offset &+= 64
            }
        }
        pending = []
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
            digest.append(UInt8(truncatingIfNeeded: word &>> 24))
            digest.append(UInt8(truncatingIfNeeded: word &>> 16))
            digest.append(UInt8(truncatingIfNeeded: word &>> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// Hashes the 64-byte block at `block` into the state. The message schedule lives in a
    /// stack buffer of 64 words (no heap per block), and the rounds are unrolled by eight with
    /// the working variables renamed instead of shifted along.
    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { buffer in
            let w = buffer.baseAddress.unsafelyUnwrapped
            for i in 0..<16 {
                w[i] = UInt32(
                    bigEndian: block.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                )
            }
            for i in 16..<64 {
                let x = w[i &- 15]
                let y = w[i &- 2]
                let s0 = Self.rotate(Self.rotate(x, 11) ^ x, 7) ^ (x &>> 3)
                let s1 = Self.rotate(Self.rotate(y, 2) ^ y, 17) ^ (y &>> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
            }
            Self.k.withUnsafeBufferPointer { constants in
                let k = constants.baseAddress.unsafelyUnwrapped
                var a = h0
                var b = h1
                var c = h2
                var d = h3
                var e = h4
                var f = h5
                var g = h6
                var h = h7
                var bc = b ^ c
                var i = 0
                while i < 64 {
                    Self.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i], &bc)
                    Self.round(h, a, b, &c, d, e, f, &g, k[i &+ 1] &+ w[i &+ 1], &bc)
                    Self.round(g, h, a, &b, c, d, e, &f, k[i &+ 2] &+ w[i &+ 2], &bc)
                    Self.round(f, g, h, &a, b, c, d, &e, k[i &+ 3] &+ w[i &+ 3], &bc)
                    Self.round(e, f, g, &h, a, b, c, &d, k[i &+ 4] &+ w[i &+ 4], &bc)
                    Self.round(d, e, f, &g, h, a, b, &c, k[i &+ 5] &+ w[i &+ 5], &bc)
                    Self.round(c, d, e, &f, g, h, a, &b, k[i &+ 6] &+ w[i &+ 6], &bc)
                    Self.round(b, c, d, &e, f, g, h, &a, k[i &+ 7] &+ w[i &+ 7], &bc)
                    i &+= 8
                }
                h0 &+= a
                h1 &+= b
                h2 &+= c
                h3 &+= d
                h4 &+= e
                h5 &+= f
                h6 &+= g
                h7 &+= h
            }
        }
    }

    /// One round: `d` gains T1 (it becomes the next round's `e`) and `h` becomes T1 + T2
    /// (the next round's `a`); the caller rotates the names. `bc` holds b ⊕ c and leaves with
    /// a ⊕ b, the next round's b ⊕ c, so the majority costs three operations.
    @inline(__always)
    private static func round(
        _ a: UInt32,
        _ b: UInt32,
        _ c: UInt32,
        _ d: inout UInt32,
        _ e: UInt32,
        _ f: UInt32,
        _ g: UInt32,
        _ h: inout UInt32,
        _ kw: UInt32,
        _ bc: inout UInt32
    ) {
        // Σ1(e) = ROTR6 ⊕ ROTR11 ⊕ ROTR25, nested so that e is copied once, not thrice.
        let sigma1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
        let choice = g ^ (e & (f ^ g))
        let t1 = h &+ sigma1 &+ choice &+ kw
        let sigma0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
        let ab = a ^ b
        let majority = b ^ (ab & bc)
        bc = ab
        d &+= t1
        h = t1 &+ sigma0 &+ majority
    }

    @inline(__always)
    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }
}
