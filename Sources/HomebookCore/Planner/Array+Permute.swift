/// Reordering an array in place, as a listing sorts its events.
extension Array {
    /// Puts the element at `order[i]` at position `i`, in place: a month's events are not
    /// copied into a second array (`order` is a permutation of the indices).
    package mutating func permute(to order: [Int]) {
        // Swapped through the buffer, elements are moved bit for bit; Array.swapAt copies
        // them, retaining and releasing every string an event holds.
        withUnsafeMutableBufferPointer { elements in
            for index in elements.indices {
                // Where the element meant for `index` is now: earlier places were filled by
                // swaps, so follow the chain until it leaves them.
                var source = order[index]
                while source < index { source = order[source] }
                elements.swapAt(index, source)
            }
        }
    }
}
