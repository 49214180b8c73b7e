#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a line to standard error: warnings that must not mix with a command's output.
func printError(_ text: String) {
    var standardError = StandardError()
    print(text, to: &standardError)
}

/// Standard error as a text stream, without Foundation.
struct StandardError: TextOutputStream {
    /// Writes the text as it is, straight to file descriptor 2 (unbuffered, like stderr).
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var rest = UnsafeRawBufferPointer(bytes)
            // write(2) may write less than asked; go on until everything is out or it fails.
            while let base = rest.baseAddress, !rest.isEmpty {
                let written = writeToStandardError(base, rest.count)
                guard written > 0 else { return }
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            }
        }
    }
}

/// The system's write(2) on standard error; a free function, as `write` inside the stream
/// would name the stream's own method.
private func writeToStandardError(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDERR_FILENO, bytes, count)
}
