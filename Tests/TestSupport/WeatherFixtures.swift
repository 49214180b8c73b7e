import Foundation

/// The recorded provider answers in `Tests/Fixtures/Weather/` (written by its generate.py).
public enum WeatherFixtures {
    /// The folder holding the fixtures.
    public static var folder: String {
        // This file is Tests/TestSupport/WeatherFixtures.swift: two folders up is Tests/.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/Weather"
    }

    /// The path of the fixture `name` (without `.json`).
    public static func path(_ name: String) -> String {
        folder + "/" + name + ".json"
    }

    /// The bytes of the fixture `name` (without `.json`).
    public static func bytes(_ name: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(name)) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return [UInt8](data)
    }
}
