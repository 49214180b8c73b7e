import HomebookCore
import TestSupport
import Testing

/// SHA-256 on the FIPS 180-4 / NIST known answers, whole and fed in pieces.
@Suite struct SHA256Tests {
    @Test func theKnownAnswersOfFIPS180() {
        let vectors: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                    + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ]
        for (message, digest) in vectors {
            #expect(Hex.string(SHA256.hash(Array(message.utf8))) == digest, "\(message)")
        }
    }

    @Test func oneMillionLettersAWholeAndInPieces() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(Hex.string(SHA256.hash(million)) == expected)
        // Pieces of 1 to 130 bytes: every way a piece can start and end inside a block.
        var hasher = SHA256()
        var offset = 0
        var step = 1
        while offset < million.count {
            let end = min(million.count, offset + step)
            hasher.update(Array(million[offset..<end]))
            offset = end
            step = step % 130 + 1
        }
        #expect(Hex.string(hasher.finalize()) == expected)
    }

    @Test func emptyPiecesChangeNothing() {
        var hasher = SHA256()
        hasher.update([])
        hasher.update(Array("ab".utf8))
        hasher.update([])
        hasher.update(Array("c".utf8))
        #expect(
            Hex.string(hasher.finalize())
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        )
    }
}

/// SHA-256 against independent implementations run as processes: Python's hashlib for every
/// length 0…200 (all the padding cases: 55, 56, 63, 64, 65, 119, 120, 127, 128 among them),
/// whole and split at each block edge, and sha256sum on a random mebibyte.
@Suite(.tags(.process), .skippedByTag) struct SHA256OracleTests {
    /// Bytes from a fixed-seed generator, so a failure is repeatable.
    static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func everyLengthUpTo200MatchesHashlib() throws {
        let message = Self.bytes(count: 200, seed: 41)
        let script = """
            import hashlib, sys
            data = sys.stdin.buffer.read()
            for n in range(len(data) + 1): print(hashlib.sha256(data[:n]).hexdigest())
            """
        let result = try HomebookProcess.run(
            ["python3", "-c", script],
            inputBytes: message,
            executable: "/usr/bin/env"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let oracle = result.stdout.split(separator: "\n").map(String.init)
        try #require(oracle.count == 201)
        for length in 0...200 {
            let prefix = Array(message[0..<length])
            #expect(Hex.string(SHA256.hash(prefix)) == oracle[length], "length \(length)")
        }
        for length in [55, 56, 63, 64, 65, 119, 120, 127, 128, 200] {
            for split in [1, 55, 56, 63, 64, 65, 127, 128] where split < length {
                var hasher = SHA256()
                hasher.update(Array(message[0..<split]))
                hasher.update(Array(message[split..<length]))
                #expect(
                    Hex.string(hasher.finalize()) == oracle[length],
                    "length \(length) split at \(split)"
                )
            }
        }
    }

    @Test func aRandomMebibyteMatchesSha256sum() throws {
        let message = Self.bytes(count: 1 << 20, seed: 1_048_576)
        let result = try HomebookProcess.run(
            ["sha256sum", "-"],
            inputBytes: message,
            executable: "/usr/bin/env"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let oracle = result.stdout.split(separator: " ").first.map(String.init)
        #expect(Hex.string(SHA256.hash(message)) == oracle)
    }

    /// A sealed file's digest in one pass equals hashing the bytes and their digest: Python's
    /// hashlib gives the first two (`sha256(m + sha256(m).digest())`), and every length up to
    /// three blocks ends the bytes at each place in a block, where a copied state that kept
    /// too little or too much of the unfinished block would differ.
    @Test func aSealedFilesDigestInOnePassIsTheDigestOfItsBytesAndTheirDigest() {
        #expect(
            Hex.string(SHA256.hashOfSealed([]))
                == "5df6e0e2761359d30a8275058e299fcc0381534545f55cf43e41983f5d4c9456"
        )
        #expect(
            Hex.string(SHA256.hashOfSealed(Array("abc".utf8)))
                == "7aad80569ffcd8a94e6666a7aec66c52fcbc6e97229d319e57881dd68551f986"
        )
        for length in 0...200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            #expect(
                SHA256.hashOfSealed(bytes) == SHA256.hash(bytes + SHA256.hash(bytes)),
                "\(length) bytes"
            )
        }
    }
}
