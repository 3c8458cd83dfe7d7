/// Time for tests: it moves only when told to, and runs what was scheduled, in order.
///
/// The simulated host schedules each transition's end on this clock, so a test settles a whole
/// deep link in microseconds of real time and can assert exact settle times.
@MainActor
public final class VirtualClock {
    /// The current virtual time since the clock was made.
    public private(set) var now: Duration = .zero
    private var scheduled: [(time: Duration, order: Int, action: @MainActor () -> Void)] = []
    private var order = 0

    /// A clock at time zero with nothing scheduled.
    public init() {}

    /// Whether anything is scheduled.
    public var isIdle: Bool { scheduled.isEmpty }

    /// How many actions are scheduled.
    public var scheduledCount: Int { scheduled.count }

    /// Runs `action` once `delay` has passed (a zero delay runs at the next ``advance(by:)`` or
    /// ``runUntilIdle()``, never inside this call). Returns a ticket for ``cancel(_:)``.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Ticket {
        order += 1
        scheduled.append((now + max(delay, .zero), order, action))
        return Ticket(order: order)
    }

    /// Takes a scheduled action off the clock: it will not run, and time will not move to it.
    public func cancel(_ ticket: Ticket) {
        scheduled.removeAll { $0.order == ticket.order }
    }

    /// An action scheduled on the clock.
    public struct Ticket: Hashable, Sendable {
        let order: Int
    }

    /// Moves time forward by `duration`, running everything due on the way, in time order.
    public func advance(by duration: Duration) {
        let end = now + duration
        while let next = popNext(notAfter: end) {
            now = next.time
            next.action()
        }
        now = end
    }

    /// Runs the earliest scheduled action, moving time to it; `false` when nothing is scheduled.
    @discardableResult
    public func runNext() -> Bool {
        guard let next = popNext(notAfter: nil) else { return false }
        now = max(now, next.time)
        next.action()
        return true
    }

    /// Runs everything scheduled, including what that schedules, and returns how much virtual
    /// time passed.
    ///
    /// - Parameter limit: Stops after this many actions, so a host that keeps scheduling cannot
    ///   hang a test.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Duration {
        let start = now
        var count = 0
        while count < limit, let next = popNext(notAfter: nil) {
            now = max(now, next.time)
            next.action()
            count += 1
        }
        return now - start
    }

    private func popNext(notAfter end: Duration?) -> (time: Duration, order: Int, action: @MainActor () -> Void)? {
        guard let index = scheduled.indices.min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) })
        else { return nil }
        if let end, scheduled[index].time > end { return nil }
        return scheduled.remove(at: index)
    }
}
