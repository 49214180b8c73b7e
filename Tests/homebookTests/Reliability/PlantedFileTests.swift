import Foundation
import TestSupport
import Testing

/// Files planted by another user in a shared sticky folder (mode 1777, like `/tmp`) never
/// receive the ledger: the database, its `-wal` and its `-shm` must belong to the user and be
/// private, or homebook refuses before writing anything (docs/manual.md#storage). As root the
/// planting user is `nobody`, through `setpriv`; elsewhere those tests are skipped and say why.
@Suite(.tags(.process), .skippedByTag) struct PlantedFileTests {
    static let planted: [String] = ["h.sqlite", "h.sqlite-wal", "h.sqlite-shm"]

    @Test(arguments: planted)
    func aFilePlantedByAnotherUserIsRefusedAndReceivesNothing(name: String) throws {
        try withSharedStickyFolder { shared in
            let plantedPath = shared + "/" + name
            try plant(plantedPath)
            let database = shared + "/h.sqlite"
            let result = try HomebookProcess.run([
                "--db", database, "budget", "add", "income", "Salary", "4321.00",
            ])
            #expect(result.status == 1 && result.signal == nil, "\(result)")
            #expect(
                result.stderr
                    == "Error: homebook refuses \(plantedPath): it belongs to another user"
                    + " (uid 65534); nothing was written\n"
            )
            #expect(result.stdout.isEmpty)
            #expect(fileBytes(plantedPath) == Data(), "the planted file received data")
            #expect(filePermissions(plantedPath) == 0o666)
        }
    }

    @Test func aSymbolicLinkPlantedAsTheWALIsRefused() throws {
        try withSharedStickyFolder { shared in
            let target = shared + "/target"
            try plant(target)
            try FileManager.default.createSymbolicLink(
                atPath: shared + "/h.sqlite-wal",
                withDestinationPath: target
            )
            let result = try HomebookProcess.run(["--db", shared + "/h.sqlite", "check"])
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("h.sqlite-wal: it is a symbolic link"))
            #expect(fileBytes(target) == Data())
        }
    }

    @Test func anOwnWorldReadableDatabaseIsMadePrivateBeforeUse() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            #expect(FileManager.default.createFile(atPath: database, contents: nil))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o666],
                ofItemAtPath: database
            )
            let result = try HomebookProcess.run([
                "--db", database, "budget", "add", "income", "Salary", "1.00",
            ])
            #expect(result.status == 0, "\(result)")
            #expect(filePermissions(database) == 0o600)
        }
    }

    /// Runs `body` with a folder of mode 1777 that `nobody` can reach; cancels the test when
    /// it cannot run as root with `setpriv`.
    func withSharedStickyFolder(_ body: (String) throws -> Void) throws {
        guard Unprivileged.isRoot,
            FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        else {
            print("PlantedFileTests skipped: needs root and /usr/bin/setpriv")
            try Test.cancel("needs root and /usr/bin/setpriv to plant files as another user")
        }
        try withTemporaryDirectory { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            let shared = folder + "/shared"
            try FileManager.default.createDirectory(
                atPath: shared,
                withIntermediateDirectories: false
            )
            try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: shared)
            try body(shared)
        }
    }

    /// Creates an empty file of mode 0666 as `nobody`.
    func plant(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c",
            "umask 0 && : > \"$1\" && chmod 666 \"$1\"", "plant", path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "cannot plant \(path) as nobody")
        let owner = try FileManager.default.attributesOfItem(atPath: path)[.ownerAccountID]
        try #require((owner as? NSNumber)?.intValue == 65534)
    }
}
