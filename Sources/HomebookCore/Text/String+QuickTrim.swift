extension String {
    /// The same result as ``trimmingWhitespace()``, but without walking characters when the
    /// text starts and ends with a printable ASCII character (nearly every field of a file),
    /// since such text has no white space to trim.
    func quicklyTrimmed() -> String {
        if let first = utf8.first, let last = utf8.last,
            (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last)
        {
            return self
        }
        return trimmingWhitespace()
    }
}
