import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Slow work (a network request) run on a thread of its own, so the app keeps drawing and
/// reading keys meanwhile: a screen starts it, looks at ``result`` from ``Screen/tick()``,
/// and may ``cancel()`` it; the work asks the `isCancelled` it is given and stops early.
///
/// The work must not touch what the main thread uses (the screen's store): it returns a
/// value, and the screen applies it on the main thread.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome = Locked<Value?>(nil)
    private let cancelled = Atomic<Bool>(false)

    /// Starts `work` on a new thread at once.
    public init(
        _ work: @escaping @Sendable (_ isCancelled: @escaping @Sendable () -> Bool) -> Value
    ) {
        let job = Job { [self] in
            let value = work { [self] in cancelled.load(ordering: .relaxed) }
            outcome.withLock { $0 = value }
        }
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread,
            nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                return nil
            },
            context
        )
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: the work runs here, so it still ends (the frame waits).
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
        }
    }

    /// The work's value once it has ended, else nil.
    public var result: Value? { outcome.withLock { $0 } }

    /// Asks the work to stop; its value, if it still comes, is for the caller to ignore.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}

/// The closure a thread runs, boxed to pass through C's `void *`.
private final class Job: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
