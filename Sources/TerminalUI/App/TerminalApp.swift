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

    /// How often an idle app checks whether its data changed elsewhere, in milliseconds
    /// (``AppState/refreshIfDataChanged()``): a change made by another process shows within
    /// this time; each check is one cheap question to the caller's ``AppState/dataStamp``.
    public static let idleTick: Int32 = 500

    /// Runs until the state finishes or the terminal closes; the terminal is left by the
    /// caller (``RawTerminal`` restores it however the process ends). While no key comes,
    /// every ``idleTick`` the state checks its ``AppState/dataStamp`` and redraws on a change.
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
                // A screen with work in the background is woken now and then to show it,
                // and an app that watches its data looks at it every idle tick.
                let wait = decoder.isWaiting ? escapeTimeout : idleWait(for: state)
                switch terminal.read(timeout: wait) {
                case .bytes(let bytes):
                    keys = decoder.decode(bytes)
                case .timeout where decoder.isWaiting:
                    keys = decoder.flush()
                case .timeout:
                    if state.tickInterval != nil {
                        state.tick()
                        redraw = true
                    }
                    if state.refreshIfDataChanged() { redraw = true }
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

    /// How long to wait for a key before the state wants a look: the top screen's tick, the
    /// data check's ``idleTick``, whichever comes first; -1 (no limit) when neither is wanted.
    static func idleWait(for state: AppState) -> Int32 {
        let watch: Int32? = state.dataStamp == nil ? nil : idleTick
        switch (state.tickInterval, watch) {
        case (let tick?, let watch?): return min(tick, watch)
        case (let tick?, nil): return tick
        case (nil, let watch?): return watch
        case (nil, nil): return -1
        }
    }
}
