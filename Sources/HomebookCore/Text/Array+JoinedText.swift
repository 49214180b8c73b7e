extension [String] {
    /// The strings with `separator` between them, as `joined(separator:)` gives.
    ///
    /// The standard library's `joined(separator:)` is generic and not specialised for us:
    /// its first call makes the Swift runtime check `[String]`'s conformances by scanning
    /// every conformance record in the binary, about 0.2M instructions of a command's start
    /// (bench/results.md, "Start-up"). The report paths a command runs join here instead.
    package func joinedText(_ separator: String) -> String {
        var result = ""
        for (index, string) in enumerated() {
            if index > 0 { result += separator }
            result += string
        }
        return result
    }
}
