import Foundation
import TestSupport
import Testing

/// The Weather screen in the built binary on a pseudo-terminal: a fetch runs while the app
/// keeps drawing, and its outcome arrives without a key (docs/manual.md#weather).
@Suite struct WeatherTerminalTests {
    @Test func aFetchOnTheRealTerminalEndsWithoutAKeyAndTheTerminalComesBack() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let terminal = try PseudoTerminalProcess(
                ["--db", folder + "/t.sqlite"],
                environment: provider.environment
            )
            #expect(terminal.waitFor("Weather"))
            terminal.send("w")
            #expect(terminal.waitFor("SAMPLE DATA"))
            terminal.send("l")
            #expect(terminal.waitFor("Change location"))
            terminal.send("東京\r")
            // No key follows: the loop wakes by itself to show the fetched place.
            #expect(terminal.waitFor("times in Asia/Tokyo"))
            #expect(terminal.text.contains("fetching 東京"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            #expect(terminal.text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
            #expect(
                provider.server.requests.map(\.path) == [
                    "/v1/search", "/v1/forecast", "/v1/air-quality",
                ]
            )
        }
    }
}
