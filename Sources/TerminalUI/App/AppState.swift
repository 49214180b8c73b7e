/// The app as a value: a stack of screens (Esc pops), the help overlay, and the frame around
/// them (header, status line, the "window too small" and "window too large" notices).
public struct AppState {
    /// The smallest window the screens are laid out for.
    public static let minimumSize = (width: 80, height: 24)

    /// The open screens; the last one is shown and gets the keys.
    public private(set) var stack: [any Screen]
    /// Whether the key help is shown over the screen.
    public private(set) var showsHelp = false
    /// Whether the app should end.
    public private(set) var finished = false
    /// Whether it ends by Ctrl-C, which the program reports as an interrupt (exit status 130).
    public private(set) var interrupted = false
    /// The name shown at the left of the header.
    public let appName: String
    /// The window size the next frame is drawn at.
    public var size: (width: Int, height: Int) {
        didSet { if size != oldValue { layoutTop() } }
    }
    /// A value that changes whenever the data the screens show changes (a write here or in
    /// another process); nil when nothing is watched. The app compares it after every key,
    /// command and slow work, and on the idle tick (``refreshIfDataChanged()``): a new value
    /// makes every open screen ``Screen/reload()``. This is the one refresh path.
    public var dataStamp: (() -> AnyHashable)? {
        didSet { seenStamp = dataStamp?() }
    }
    private var seenStamp: AnyHashable?
    /// The keys the app answers on every screen that does not use them (see ``AppCommand``).
    public var commands: [AppCommand] = []
    /// The last command's message, shown in the status line until the next key.
    public private(set) var message: String?
    /// Text a screen asked to copy, waiting for the terminal to be told (``takeClipboard()``).
    public private(set) var clipboard: String?

    /// Creates the app with its first screen.
    public init(root: any Screen, appName: String, size: (width: Int, height: Int)) {
        stack = [root]
        self.appName = appName
        self.size = size
        layoutTop()
    }

    /// Whether the window is too small to lay the screens out.
    public var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    /// Whether the window is larger than a frame may be (``ScreenBuffer/maximumSize``).
    public var isTooLarge: Bool {
        size.width > ScreenBuffer.maximumSize.width || size.height > ScreenBuffer.maximumSize.height
    }

    /// Whether the screens cannot be shown at this size, so a notice replaces them.
    public var showsNotice: Bool { isTooSmall || isTooLarge }

    /// Where screens draw: everything but the header row and the status row.
    public var contentArea: Rect {
        Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
    }

    /// Shows `text` in the status line until the next key (what happened before the first
    /// frame, for instance).
    public mutating func show(message text: String) {
        message = text
    }

    /// Reacts to one key: Ctrl-C quits, the help overlay takes any key, F1 opens it, then the
    /// top screen, then the global keys the screen did not use (`?` among them: a text field
    /// takes `?` as a character, so F1 is the help key that works everywhere).
    public mutating func handle(_ key: Key) {
        message = nil
        react(to: key)
        refreshIfDataChanged()
        layoutTop()
    }

    /// The key's effect, before the data is checked and the top screen laid out.
    private mutating func react(to key: Key) {
        if key.isInterrupt {
            finished = true
            interrupted = true
            return
        }
        if showsHelp {
            showsHelp = false
            return
        }
        // A window too small or too large shows nothing to act on, so only leaving is possible.
        if showsNotice {
            if key == .character("q") || key == .escape { finished = true }
            return
        }
        if key == .function(1) {
            showsHelp = true
            return
        }
        let index = stack.count - 1
        let quitsOnQ = stack[index].quitsOnQ
        switch stack[index].handle(key, in: contentArea) {
        case .handled:
            break
        case .push(let screen):
            stack.append(screen)
            // A screen opening is laid out at once: it may have work for a key of its own.
            layoutTop()
        case .pop:
            pop()
        case .quit:
            finished = true
        case .copy(let text):
            clipboard = text
        case .ignored:
            switch key {
            case .escape: pop()
            case .character("?"): showsHelp = true
            case .character("q") where quitsOnQ: finished = true
            default:
                // Only where no text is being typed, so `u` in a field stays a letter.
                if quitsOnQ, let command = commands.first(where: { $0.key == key }) {
                    run(command)
                }
            }
        }
    }

    /// The text waiting to be copied, if any, now handed over (so it is sent once).
    public mutating func takeClipboard() -> String? {
        defer { clipboard = nil }
        return clipboard
    }

    /// Runs the top screen's slow work, if any, after a frame announced it; returns whether
    /// there was some (the caller then draws again before reading keys).
    @discardableResult
    public mutating func runPendingWork() -> Bool {
        guard let index = stack.indices.last, stack[index].hasPendingWork else { return false }
        stack[index].runPendingWork()
        refreshIfDataChanged()
        layoutTop()
        return true
    }

    /// How long the app may wait for a key before the top screen wants ``tick()``, in
    /// milliseconds; nil waits for keys only.
    public var tickInterval: Int32? {
        showsNotice ? nil : stack.last?.tickInterval
    }

    /// Lets the top screen see that time passed with no key (background work, a spinner).
    public mutating func tick() {
        guard let index = stack.indices.last else { return }
        stack[index].tick()
        layoutTop()
    }

    /// Lets every open screen read its data again when ``dataStamp`` changed since last
    /// asked, then lays out the top one; returns whether it changed (the caller redraws).
    @discardableResult
    public mutating func refreshIfDataChanged() -> Bool {
        guard let dataStamp else { return false }
        let stamp = dataStamp()
        guard stamp != seenStamp else { return false }
        seenStamp = stamp
        for index in stack.indices { stack[index].reload() }
        layoutTop()
        return true
    }

    /// Lets the top screen load what its next frame shows.
    private mutating func layoutTop() {
        guard let index = stack.indices.last, !showsNotice else { return }
        stack[index].layout(in: contentArea)
    }

    /// Runs an app command (what it changed reaches the screens through ``dataStamp``), or
    /// opens its screen.
    private mutating func run(_ command: AppCommand) {
        if let opens = command.opens {
            stack.append(opens())
            layoutTop()
            return
        }
        message = command.run()
    }

    /// Closes the top screen (the first one stays); the screen below gets its outcome.
    private mutating func pop() {
        guard stack.count > 1 else { return }
        let closed = stack.removeLast()
        stack[stack.count - 1].resume(from: closed)
    }

    /// Draws the whole window.
    public func render(into buffer: inout ScreenBuffer) {
        if isTooSmall {
            renderNotice(
                [
                    "Window too small", "\(size.width)×\(size.height): homebook needs 80×24.",
                    "Enlarge it; nothing is lost.", "q quits",
                ],
                into: &buffer
            )
            return
        }
        if isTooLarge {
            let largest = ScreenBuffer.maximumSize
            renderNotice(
                [
                    "Window too large",
                    "\(size.width)×\(size.height): homebook draws at most \(largest.width)×\(largest.height).",
                    "Make it smaller; nothing is lost.", "q quits",
                ],
                into: &buffer
            )
            return
        }
        guard let top = stack.last else { return }
        let path = ([appName] + stack.dropFirst().map(\.title)).joined(separator: " › ")
        buffer.writeLine(" " + path, in: buffer.area.row(0), style: .reverse)
        top.render(into: &buffer, in: contentArea)
        // Esc is shown once: the screen's own meaning (e.g. "cancel") wins over "back".
        let showsBack = stack.count > 1 && !top.keys.contains { $0.key == "Esc" }
        // Where text is typed `?` is a character, so only F1 opens the help.
        let help = top.quitsOnQ ? KeyHint("?", "help") : KeyHint("F1", "help")
        let hints =
            top.statusKeys + [help] + (showsBack ? [KeyHint("Esc", "back")] : [])
            + (top.quitsOnQ ? [KeyHint("q", "quit")] : [])
        StatusLine.render(hints, message: message, into: &buffer, row: size.height - 1)
        if showsHelp {
            HelpOverlay.render(
                title: "Keys: " + top.title,
                hints: top.keys
                    + commands.map(\.hint).filter { hint in
                        !top.keys.contains { $0.key == hint.key }
                    }
                    + AppState.globalHints,
                into: &buffer
            )
        }
    }

    /// The keys that work on every screen.
    static let globalHints = [
        KeyHint("Esc", "back (cancels a form)"),
        KeyHint("? F1", "this help (in a text field only F1)"),
        KeyHint("q", "quit (from lists and menus)"), KeyHint("Ctrl-C", "quit"),
        KeyHint("Ctrl-Z", "suspend to the shell (fg comes back)"),
    ]

    /// A notice shown instead of the screens, centred in the buffer (for a window too large,
    /// the buffer is the part of it that is drawn), its first line bold.
    private func renderNotice(_ lines: [String], into buffer: inout ScreenBuffer) {
        let top = max(0, (buffer.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextWidth.columns(of: line)
            buffer.write(
                line,
                x: max(0, (buffer.width - width) / 2),
                y: top + offset,
                style: offset == 0 ? .bold : .plain
            )
        }
    }
}
