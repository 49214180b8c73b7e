/// The path of a fixture file under `Tests/Fixtures/`.
func fixturePath(_ relative: String, file: String = #filePath) -> String {
    // This file is Tests/HomebookCoreTests/Interchange/…: three folders up is Tests/.
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Fixtures/" + relative
}
