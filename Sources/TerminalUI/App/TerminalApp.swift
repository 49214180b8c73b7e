/// Runs an ``AppState`` on a real terminal: reads keys, lets the state react, draws frames.
public enum TerminalApp {
    /// How long a lone Esc waits for the rest of a sequence, in milliseconds.
    ///
    /// Terminals send a whole sequence in one write, so the rest arrives within a few
    /// milliseconds; 25 ms is unnoticeable to a person pressing Esc.
    public static let escapeTimeout: Int32 = 25

    /// The frame that shows `state` at its size: the window, or the bounded part of it that
    /// carries the "window too large" notice (``ScreenBuffer/maximumSize``).
    public static func frame(of state: AppState) -> ScreenBuffer {
        var frame = ScreenBuffer(width: state.size.width, height: state.size.height)
        state.render(into: &frame)
        return frame
    }

    /// Runs until the state finishes or the terminal closes; the terminal is left by the
    /// caller (``RawTerminal`` restores it however the process ends).
    public static func run(_ state: inout AppState, on terminal: RawTerminal, colors: Bool) {
        var renderer = FrameRenderer(colors: colors)
        var decoder = KeyDecoder()
        while !state.finished {
            state.size = terminal.size()
            terminal.write(renderer.render(frame(of: state)))
            // Slow work runs after the frame announcing it, then the outcome is drawn.
            if state.runPendingWork() { continue }
            var keys: [Key] = []
            var redraw = false
            // Everything already typed is handled before the next frame, so a paste or a
            // fast typist costs one redraw, not one per key.
            while keys.isEmpty && !redraw {
                // A screen with work in the background is woken now and then to show it.
                let wait = decoder.isWaiting ? escapeTimeout : state.tickInterval ?? -1
                switch terminal.read(timeout: wait) {
                case .bytes(let bytes):
                    keys = decoder.decode(bytes)
                case .timeout:
                    keys = decoder.flush()
                    if keys.isEmpty, state.tickInterval != nil {
                        state.tick()
                        redraw = true
                    }
                case .resized:
                    renderer.invalidate()
                    redraw = true
                case .closed:
                    return
                }
            }
            for key in keys where !state.finished {
                // Raw mode turns off the terminal's own Ctrl-Z, so the app suspends itself;
                // the next frame is drawn whole (the screen was the shell's meanwhile).
                if key == .control("z") {
                    terminal.suspend()
                    renderer.invalidate()
                    continue
                }
                state.handle(key)
                if let text = state.takeClipboard() {
                    terminal.write(Array(Clipboard.copySequence(text).utf8))
                }
            }
        }
    }
}
