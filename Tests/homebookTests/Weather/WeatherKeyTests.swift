import Foundation
import TestSupport
import Testing

/// `homebook settings weather-key`: a private file, never the database, shown masked.
@Suite(.tags(.process), .skippedByTag) struct WeatherKeyTests {
    @Test func theKeyIsSavedPrivatelyAndShownMasked() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let environment = ["XDG_CONFIG_HOME": folder + "/config"]
            let key = "0123456789abcdefWXYZ"
            let saved = try HomebookProcess.run(
                ["--db", db, "settings", "weather-key", key],
                environment: environment
            )
            #expect(saved.status == 0, "\(saved.stderr)")
            let path = folder + "/config/homebook/openweather-key"
            #expect(saved.stdout == "Saved the OpenWeather key to \(path) (mode 0600)\n")
            #expect(filePermissions(path) == 0o600)
            let shown = try HomebookProcess.run(
                ["--db", db, "settings", "weather-key"],
                environment: environment
            )
            #expect(shown.stdout == "••••••••WXYZ (from \(path))\n")
            #expect(!shown.stdout.contains(key))
            let listed = try HomebookProcess.run(
                ["--db", db, "settings"],
                environment: environment
            )
            #expect(!listed.stdout.contains(key))
            if FileManager.default.fileExists(atPath: db) {
                let bytes = try String(contentsOfFile: db, encoding: .isoLatin1)
                #expect(!bytes.contains(key))
            }
            // Readable by others: refused with the fix, and not used.
            chmod(path, 0o644)
            let open = try HomebookProcess.run(
                ["--db", db, "settings", "weather-key"],
                environment: environment
            )
            #expect(open.status == 1)
            #expect(open.stderr == "Error: \(path) can be read by others; run chmod 600 on it\n")
        }
    }

    @Test func theVariableWinsOverTheFile() throws {
        try withTemporaryDirectory { folder in
            let environment = [
                "XDG_CONFIG_HOME": folder + "/config",
                "HOMEBOOK_OPENWEATHER_KEY": "fromthevariable-1234",
            ]
            let shown = try HomebookProcess.run(
                ["--db", folder + "/h.sqlite", "settings", "weather-key"],
                environment: environment
            )
            #expect(shown.stdout == "••••••••1234 (from HOMEBOOK_OPENWEATHER_KEY)\n")
        }
    }
}
