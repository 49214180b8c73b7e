import Foundation
import TestSupport
import Testing

/// A real client on the other side: vdirsyncer copies the server's calendar into a folder
/// that khal reads and writes (docs/manual.md#sync). Events homebook syncs up appear in khal;
/// events made with khal come down into homebook; edits and deletes go both ways. khal
/// 0.10 edits and deletes only interactively, so the khal side changes its folder's files
/// as khal's editor does.
@Suite("plan sync cross-checked with vdirsyncer and khal")
struct KhalCrossCheckTests {
    /// vdirsyncer and khal configured in the test's folder for the fixture's calendar.
    private struct Client {
        let fixture: SyncFixture
        var vdir: String { fixture.folder + "/vdir/" }

        init(_ fixture: SyncFixture) throws {
            self.fixture = fixture
            let folder = fixture.folder
            let server = fixture.server
            try FileManager.default.createDirectory(
                atPath: folder + "/vdir",
                withIntermediateDirectories: true
            )
            try """
            [general]
            status_path = "\(folder)/vdirsyncer-status/"

            [pair work]
            a = "work_local"
            b = "work_remote"
            collections = null
            conflict_resolution = "b wins"

            [storage work_local]
            type = "filesystem"
            path = "\(folder)/vdir/"
            fileext = ".ics"

            [storage work_remote]
            type = "caldav"
            url = "\(server.baseURL)\(fixture.calendar)"
            username = "\(server.user)"
            password = "\(server.password)"

            """.write(toFile: folder + "/vdirsyncer.conf", atomically: true, encoding: .utf8)
            try """
            [calendars]
            [[work]]
            path = \(folder)/vdir/
            type = calendar

            [locale]
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            default_timezone = UTC
            local_timezone = UTC

            [default]
            default_calendar = work

            """.write(toFile: folder + "/khal.conf", atomically: true, encoding: .utf8)
        }

        /// Runs a tool with the test's folder as its configuration and data home.
        @discardableResult
        func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = fixture.folder
            environment["XDG_CONFIG_HOME"] = fixture.folder + "/config"
            environment["XDG_DATA_HOME"] = fixture.folder + "/data"
            environment["TZ"] = "UTC"
            process.environment = environment
            let output = fixture.folder + "/tool.out"
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle(forWritingAtPath: output)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let text = String(decoding: fileBytes(output) ?? Data(), as: UTF8.self)
            return (process.terminationStatus, text)
        }

        /// `vdirsyncer sync`, required to succeed (`--force-delete`: deleting the last
        /// event on one side is meant).
        func vdirsyncer() throws {
            let result = try tool(
                ["vdirsyncer", "-c", fixture.folder + "/vdirsyncer.conf", "sync", "--force-delete"]
            )
            try #require(result.status == 0, "vdirsyncer: \(result.output)")
        }

        /// What khal lists for December 2026.
        func khalList() throws -> String {
            let result = try tool(
                [
                    "khal", "-c", fixture.folder + "/khal.conf", "list", "2026-12-01", "2026-12-31",
                ]
            )
            try #require(result.status == 0, "khal: \(result.output)")
            return result.output
        }

        /// The vdir file holding `summary`.
        func file(with summary: String) throws -> String? {
            try FileManager.default.contentsOfDirectory(atPath: vdir).map { vdir + $0 }.first {
                (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("SUMMARY:\(summary)")
                    == true
            }
        }
    }

    @Test(arguments: CalDAVServer.Kind.allCases)
    func eventsEditsAndDeletesGoBothWays(kind: CalDAVServer.Kind) throws {
        try SyncFixture.with(kind) { fixture in
            let client = try Client(fixture)
            let discovered = try client.tool(
                ["vdirsyncer", "-c", fixture.folder + "/vdirsyncer.conf", "discover", "work"]
            )
            try #require(discovered.status == 0, "vdirsyncer discover: \(discovered.output)")
            try client.vdirsyncer()

            // homebook → khal
            let added = try fixture.run(
                "plan",
                "add",
                "From homebook",
                "--start",
                "2026-12-03 09:00",
                "--calendar",
                "Work"
            )
            #expect(added.status == 0)
            try fixture.sync()
            try client.vdirsyncer()
            #expect(try client.khalList().contains("09:00-10:00 From homebook"))

            // khal → homebook
            let created = try client.tool(
                [
                    "khal", "-c", fixture.folder + "/khal.conf", "new", "-a", "work",
                    "2026-12-05 14:00", "15:00", "From khal",
                ]
            )
            #expect(created.status == 0, "\(created.output)")
            try client.vdirsyncer()
            #expect(try fixture.sync().contains("received 1"))
            #expect(try fixture.listing().contains("14:00–15:00  From khal  #2 [Work]"))

            // Edits and deletes made in homebook reach khal.
            #expect(
                try fixture.run("plan", "edit", "1", "--title", "Edited in homebook").status == 0
            )
            #expect(try fixture.run("plan", "delete", "2").status == 0)
            try fixture.sync()
            try client.vdirsyncer()
            let khal = try client.khalList()
            #expect(khal.contains("09:00-10:00 Edited in homebook"))
            #expect(!khal.contains("From khal"))

            // Edits and deletes made on khal's side reach homebook.
            let path = try #require(try client.file(with: "Edited in homebook"))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(
                of: "SUMMARY:Edited in homebook",
                with: "SUMMARY:Edited in khal"
            ).write(toFile: path, atomically: true, encoding: .utf8)
            try client.vdirsyncer()
            try fixture.sync()
            #expect(try fixture.listing().contains("09:00–10:00  Edited in khal  #1 [Work]"))
            try FileManager.default.removeItem(atPath: path)
            try client.vdirsyncer()
            try fixture.sync()
            #expect(!(try fixture.listing().contains("Edited in khal")))
            #expect(try fixture.remoteObjects().isEmpty)
        }
    }
}
