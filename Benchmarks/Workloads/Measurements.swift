// The budgets' measurements: commands awaited one by one, and commands queued without awaiting.

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Wayfinder

/// The time this thread has run on a core: what a measurement cost, whatever else the machine
/// ran meanwhile (the main actor's commands run on the main thread).
public func threadTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
}

/// How long a measurement took on the clock and on this thread's core.
public struct Timing: Sendable {
    public var wall: Duration
    public var thread: Duration
}

/// The sessions the budgets measure.
public enum Workload: String, CaseIterable, Sendable {
    /// Realistic sizes: three tabs with stacks of 5–20, a sheet and an alert coming and going.
    case realistic
    /// The value's limit in entries: 10,000 across three tabs.
    case entries
    /// The value's limit in layers: 198 sheets under the mix's own sheet and alert.
    case layers

    @MainActor
    public func session() -> AppSession {
        switch self {
        case .realistic: AppSession(tabDepths: [5, 12, 20], bounds: Bounds(tabDepth: 5...20))
        case .entries: AppSession(tabDepths: [3_334, 3_333, 3_333], bounds: Bounds(tabDepth: 3_320...3_345))
        case .layers: AppSession(tabDepths: [5, 12, 20], bounds: Bounds(tabDepth: 5...20, baseLayers: 198))
        }
    }
}

/// Commands that did not end as asked.
public struct Tally: Sendable {
    public var commands = 0
    /// Refused, or failed on the host.
    public var refused = 0
    /// Ended `.superseded`: a later command changed the plan first (what queued commands do).
    public var superseded = 0
    /// Ended `.merged` (with a user's change, which these workloads never make).
    public var merged = 0

    public init() {}
}

/// Issues `count` commands of `mix` on `session`, each awaited (the view rendering after the
/// change), and returns how long each took, from its issue to its outcome.
@MainActor
public func awaitedCommands(_ count: Int, on session: AppSession, mix: inout CommandMix, tally: inout Tally) async
    -> [Timing]
{
    let clock = ContinuousClock()
    var timings: [Timing] = []
    timings.reserveCapacity(count)
    for _ in 0..<count {
        let start = clock.now
        let startThread = threadTime()
        let request = mix.issue(on: session)
        session.renderIfChanged()
        let outcome = await request.outcome
        timings.append(Timing(wall: clock.now - start, thread: threadTime() - startThread))
        tally.record(outcome)
    }
    return timings
}

/// What is queued without awaiting.
public enum QueuedKind: String, CaseIterable, Sendable {
    /// Pushes on the selected tab.
    case pushes
    /// Sheets presented one over the other.
    case presents
}

/// Issues `count` commands of `kind` without awaiting any, then awaits them all; returns the time
/// from the first issue to the last outcome.
@MainActor
public func queuedCommands(_ kind: QueuedKind, _ count: Int, on session: AppSession, tally: inout Tally) async -> Timing {
    let clock = ContinuousClock()
    var requests: [NavigationRequest] = []
    requests.reserveCapacity(count)
    let start = clock.now
    let startThread = threadTime()
    for index in 0..<count {
        switch kind {
        case .pushes: requests.append(session.navigator.push(.page(index)))
        case .presents: requests.append(session.navigator.present(.sheet, path: [.sheetPage(index)], as: .sheet))
        }
        session.renderIfChanged()
    }
    for request in requests { tally.record(await request.outcome) }
    return Timing(wall: clock.now - start, thread: threadTime() - startThread)
}

extension Tally {
    mutating func record(_ outcome: NavigationOutcome) {
        commands += 1
        switch outcome {
        case .completed: break
        case .superseded: superseded += 1
        case .merged: merged += 1
        default: refused += 1
        }
    }
}

extension Duration {
    /// In microseconds.
    public var microseconds: Double {
        Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
    }
}

/// The value at `fraction` (0.5: the median) of sorted `values`.
public func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}
