/// How much one imported file may unpack to, counted across every layer it is unpacked
/// through (a ZIP archive's entries and the gzip data inside each of them).
///
/// A bound per entry or per layer is not enough: many small entries that each expand a
/// thousand times stay under any per-entry cap yet add up to gigabytes. So every inflated
/// byte of every layer is charged to one budget sized from the file as it is on disk.
final class InflateBudget {
    /// Expansion beyond this ratio of the file's size is treated as a bomb.
    static let maximumRatio = 200
    /// What any file may unpack to, however small (a few short recipes compress well).
    static let minimumAllowance = 1 << 20
    /// What any file may unpack to, however large: 4 GiB.
    static let maximumTotal = 4 << 30

    /// The most bytes all layers together may produce.
    let limit: Int
    /// The bytes produced so far.
    private(set) var spent = 0

    /// A budget for a file of `compressedSize` bytes.
    init(compressedSize: Int) {
        let (scaled, overflow) = compressedSize.multipliedReportingOverflow(by: Self.maximumRatio)
        limit = min(Self.maximumTotal, max(Self.minimumAllowance, overflow ? Int.max : scaled))
    }

    /// The bytes still allowed.
    var remaining: Int { limit - spent }

    /// Counts `count` more inflated bytes, refusing them when they pass the limit.
    func charge(_ count: Int) throws(Inflate.Failure) {
        let (total, overflow) = spent.addingReportingOverflow(count)
        guard !overflow, total <= limit else { throw .tooLarge }
        spent = total
    }
}
