#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes warnings to standard error, beside the results on standard output.
enum StandardError {
    /// Writes one line, e.g. `Warning: "abc" is not an amount — recorded as 0.00 (…)`.
    static func writeLine(_ text: String) {
        // Results printed so far go out first, so the two streams read in order.
        fflush(nil)
        var line = text + "\n"
        line.withUTF8 { bytes in
            guard var start = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let written = write(STDERR_FILENO, start, remaining)
                guard written > 0 else { return }
                start += written
                remaining -= written
            }
        }
    }
}
