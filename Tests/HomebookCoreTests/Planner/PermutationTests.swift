import HomebookCore
import Testing

/// The listing orders its events in place by a permutation of their indices.
@Suite struct PermutationTests {
    @Test func anArrayPermutedInPlaceEqualsTheOrderedCopy() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 7, 64, 1_000] {
            for _ in 0..<20 {
                let original = (0..<count).map { "event \($0)" }
                let order = Array(original.indices).shuffled(using: &generator)
                var permuted = original
                permuted.permute(to: order)
                #expect(permuted == order.map { original[$0] })
            }
        }
    }
}
