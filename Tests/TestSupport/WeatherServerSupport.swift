import Foundation
import HomebookCore

/// A loopback server answering like both providers from the recorded fixtures, and the
/// environment that points `homebook weather` at it.
public struct WeatherTestServer {
    public let server: LoopbackHTTPServer

    /// Serves the fixtures; `fault` replaces the answer for requests whose path contains its key.
    public init(fault: (path: String, reply: LoopbackHTTPServer.Reply)? = nil) throws {
        server = try LoopbackHTTPServer { request in
            if let fault, request.target.contains(fault.path) { return fault.reply }
            guard let name = Self.fixtureName(for: request),
                let bytes = try? WeatherFixtures.bytes(name)
            else {
                return .answer(status: 404, body: Array("{\"error\":true}".utf8))
            }
            return .answer(
                status: 200,
                headers: [("Content-Type", "application/json")],
                body: bytes
            )
        }
    }

    /// Which fixture answers `request` (by path, and by place name or latitude).
    public static func fixtureName(for request: LoopbackHTTPServer.Request) -> String? {
        let query = request.query
        func place(latitude key: String) -> String {
            let latitude = Double(query[key] ?? "") ?? 0
            if abs(latitude - 37.77) < 0.1 { return "san-francisco" }
            if abs(latitude - 35.69) < 0.1 { return "tokyo" }
            return "london"
        }
        func named(_ text: String) -> String {
            switch text.lowercased().split(separator: ",").first.map(String.init) ?? "" {
            case "london": return "london"
            case "san francisco": return "san-francisco"
            case "東京", "tokyo": return "tokyo"
            case "paris": return "paris"
            default: return "empty"
            }
        }
        let target = request.target
        if target.contains("/v1/search") {
            return "open-meteo-geocoding-" + named(query["name"] ?? "")
        }
        if target.contains("/v1/forecast") {
            return "open-meteo-forecast-" + place(latitude: "latitude")
        }
        if target.contains("/v1/air-quality") {
            return "open-meteo-air-" + place(latitude: "latitude")
        }
        if target.contains("/geo/1.0/direct") {
            let name = named(query["q"] ?? "")
            return "openweather-geocoding-" + (name == "paris" ? "empty" : name)
        }
        if target.contains("/data/3.0/onecall") {
            return "openweather-onecall-" + place(latitude: "lat")
        }
        if target.contains("/data/2.5/air_pollution") {
            return "openweather-air-" + place(latitude: "lat")
        }
        return nil
    }

    /// The variables that send every provider request to this server.
    public var environment: [String: String] {
        [
            "HOMEBOOK_OPENMETEO_URL": server.baseURL,
            "HOMEBOOK_OPENMETEO_GEOCODING_URL": server.baseURL,
            "HOMEBOOK_OPENMETEO_AIR_URL": server.baseURL,
            "HOMEBOOK_OPENWEATHER_URL": server.baseURL,
        ]
    }
}

/// Runs `homebook --db PATH weather ARGS` with `environment`.
public func weather(
    _ arguments: [String],
    db: String,
    environment: [String: String]
) throws -> ProcessResult {
    try HomebookProcess.run(["--db", db, "weather"] + arguments, environment: environment)
}

/// How many fetches the database at `path` stores.
public func storedFetches(_ path: String) throws -> Int {
    return try withStore(at: path) { store throws in
        return try store.weather.fetchCount()
    }
}
