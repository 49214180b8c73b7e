import Foundation
import HTTPClient

#if canImport(Glibc)
    import Glibc
#endif

/// Two real Syncthing instances (Debian's `syncthing`) that share one folder over loopback:
/// the engine a household runs, started and stopped by the test (docs/manual.md#household-sync).
///
/// Each has its own home (keys, configuration, index) in a temporary folder, its GUI and REST
/// API on a free 127.0.0.1 port and its sync port on another; the two know each other by
/// device ID and `tcp://127.0.0.1:PORT`. No global or local discovery, no relays, no NAT, no
/// usage reports, no upgrades: nothing leaves the machine.
public final class SyncthingPair: @unchecked Sendable {
    /// One instance.
    public struct Peer: Sendable {
        /// Its home (configuration, keys, index database, log).
        public let home: String
        /// Its copy of the shared folder.
        public let folder: String
        /// Its REST API port on 127.0.0.1.
        public let guiPort: UInt16
        /// Its sync (BEP) port on 127.0.0.1.
        public let listenPort: UInt16
        /// Its device ID.
        public let deviceID: String
        /// Its REST API key.
        public let apiKey: String
    }

    /// The two instances.
    public let peers: [Peer]
    /// The folder holding both homes and both folder copies, removed by ``stop()``.
    public let root: String
    private var processes: [Process] = []
    private let session = HTTPSession(userAgent: "homebook-test")

    /// The shared folder's ID in both configurations.
    public static let folderID = "homebook"

    /// Whether `syncthing` is installed.
    public static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/syncthing")
    }

    /// Generates two homes, writes their configuration and starts both; returns once they are
    /// connected to each other.
    public init(timeoutSeconds: Int = 60) throws {
        var template = Array((NSTemporaryDirectory() + "homebook-syncthing-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else { throw StartError("mkdtemp failed") }
        root = String(cString: created)
        do {
            peers = try Self.generate(in: root)
        } catch {
            try? FileManager.default.removeItem(atPath: root)
            throw error
        }
        do {
            for (index, peer) in peers.enumerated() {
                try FileManager.default.createDirectory(
                    atPath: peer.folder,
                    withIntermediateDirectories: true
                )
                try Self.configuration(peer, other: peers[1 - index]).write(
                    toFile: peer.home + "/config.xml",
                    atomically: true,
                    encoding: .utf8
                )
            }
            for peer in peers { try start(peer) }
            try waitUntilConnected(timeoutSeconds: timeoutSeconds)
        } catch {
            stop()
            throw error
        }
    }

    /// Two homes with their keys, in `root`.
    private static func generate(in root: String) throws -> [Peer] {
        var made: [Peer] = []
        for name in ["a", "b"] {
            let home = root + "/" + name
            _ = try runTool(["generate", "--home=" + home, "--no-default-folder"])
            let id = try runTool(["serve", "--home=" + home, "--device-id"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            made.append(
                Peer(
                    home: home,
                    folder: root + "/" + name + "-folder",
                    guiPort: try CalDAVServer.freePort(),
                    listenPort: try CalDAVServer.freePort(),
                    deviceID: id,
                    apiKey: "key-\(name)-\(UInt32.random(in: 0...UInt32.max))"
                )
            )
        }
        return made
    }

    deinit { stop() }

    /// Stops both instances and removes their homes and folders.
    public func stop() {
        for process in processes where process.isRunning {
            // SIGKILL: a child of the test process may inherit a mask that blocks SIGTERM;
            // STMONITORED keeps Syncthing in one process, so nothing is left behind.
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        processes = []
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Asks both to rescan the folder now rather than when their file watcher fires.
    public func rescan() {
        for peer in peers {
            _ = try? request(peer, .post, "/rest/db/scan?folder=\(Self.folderID)")
        }
    }

    /// Whether `peer` has everything the other announced (its completion is 100 % and it
    /// needs no items).
    public func isComplete(_ peer: Peer) -> Bool {
        guard let text = try? request(peer, .get, "/rest/db/completion?folder=\(Self.folderID)")
        else { return false }
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return (object?["needItems"] as? Int) == 0 && (object?["completion"] as? Double) == 100
    }

    /// A REST call's answer body.
    public func request(_ peer: Peer, _ method: HTTPMethod, _ path: String) throws -> String {
        let response = try session.send(
            HTTPRequest(
                method,
                url: "http://127.0.0.1:\(peer.guiPort)" + path,
                headers: [HTTPHeader("X-API-Key", peer.apiKey)],
                timeoutSeconds: 5
            )
        )
        guard response.status == 200 else {
            throw StartError("\(path): HTTP \(response.status)")
        }
        return String(decoding: response.body, as: UTF8.self)
    }

    private func start(_ peer: Peer) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/syncthing")
        process.arguments = ["serve", "--home=" + peer.home, "--no-browser", "--no-restart"]
        var environment = ProcessInfo.processInfo.environment
        // One process, no monitor parent (which would outlive a killed child), no upgrades.
        environment["STMONITORED"] = "1"
        environment["STNOUPGRADE"] = "1"
        environment["STNORESTART"] = "1"
        process.environment = environment
        let log = peer.home + "/syncthing.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        processes.append(process)
    }

    private func waitUntilConnected(timeoutSeconds: Int) throws {
        for _ in 0..<(timeoutSeconds * 4) {
            let connected = peers.enumerated().allSatisfy { index, peer in
                let other = peers[1 - index].deviceID
                guard let text = try? request(peer, .get, "/rest/system/connections"),
                    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
                        as? [String: Any],
                    let connections = object["connections"] as? [String: Any],
                    let entry = connections[other] as? [String: Any]
                else { return false }
                return entry["connected"] as? Bool == true
            }
            if connected { return }
            usleep(250_000)
        }
        let logs = peers.map {
            (try? String(contentsOfFile: $0.home + "/syncthing.log", encoding: .utf8)) ?? ""
        }
        throw StartError(
            "the two Syncthing instances did not connect in \(timeoutSeconds) s:\n"
                + logs.joined(separator: "\n---\n")
        )
    }

    /// The configuration of `peer`: the folder shared with `other`, loopback only.
    static func configuration(_ peer: Peer, other: Peer) -> String {
        """
        <configuration version="36">
            <folder id="\(folderID)" label="homebook" path="\(peer.folder)" type="sendreceive" \
        rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="1">
                <device id="\(peer.deviceID)"></device>
                <device id="\(other.deviceID)"></device>
            </folder>
            <device id="\(peer.deviceID)" name="self"><address>dynamic</address></device>
            <device id="\(other.deviceID)" name="other">\
        <address>tcp://127.0.0.1:\(other.listenPort)</address></device>
            <gui enabled="true" tls="false">
                <address>127.0.0.1:\(peer.guiPort)</address>
                <apikey>\(peer.apiKey)</apikey>
            </gui>
            <options>
                <listenAddress>tcp://127.0.0.1:\(peer.listenPort)</listenAddress>
                <globalAnnounceEnabled>false</globalAnnounceEnabled>
                <localAnnounceEnabled>false</localAnnounceEnabled>
                <relaysEnabled>false</relaysEnabled>
                <natEnabled>false</natEnabled>
                <startBrowser>false</startBrowser>
                <urAccepted>-1</urAccepted>
                <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                <crashReportingEnabled>false</crashReportingEnabled>
                <reconnectionIntervalS>1</reconnectionIntervalS>
            </options>
        </configuration>

        """
    }

    /// Runs `syncthing ARGUMENTS` to its end; returns its standard output.
    private static func runTool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/syncthing")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StartError("syncthing \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Why the pair could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
