/// Writes a line to standard error: warnings that must not mix with a command's output.
func printError(_ text: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(text, terminator: terminator, to: &standardError)
}

/// Standard error as a text stream, without Foundation.
struct StandardError: TextOutputStream {
    /// Writes the text as it is, straight to file descriptor 2 (unbuffered, like stderr).
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { SystemIO.writeError(UnsafeRawBufferPointer($0)) }
    }
}
