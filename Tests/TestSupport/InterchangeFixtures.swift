/// The path of a fixture file under `Tests/Fixtures/`.
public func fixturePath(_ relative: String) -> String {
    // This file is Tests/TestSupport/InterchangeFixtures.swift: two folders up is Tests/.
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/" + relative
}
