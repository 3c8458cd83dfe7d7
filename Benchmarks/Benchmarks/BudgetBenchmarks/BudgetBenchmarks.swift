// The budgets' workloads (Workloads/) as ordo-one benchmarks, for their malloc counts and
// memory beside their times; `measure-budgets` prints the tables of BENCHMARKS.md from the same
// workloads.
//
// - "command, realistic" / "10,000 entries" / "200 layers": one command of the mix per iteration,
//   awaited, on a session kept across iterations (its view rendering after each change).
// - "1,000 queued pushes" / "presents": issued without awaiting, then all awaited, on a fresh
//   session each iteration.
//
// Navigator is a main-actor class; the runner calls closures off the main actor, so each
// benchmark is an async `@MainActor` closure and the hop happens outside the measurement.

import Benchmark
import Workloads

@MainActor var sessions: [Workload: (session: AppSession, mix: CommandMix)] = [:]

func awaitedCommandBenchmark(_ name: String, _ workload: Workload) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .microseconds,
            warmupIterations: workload == .realistic ? 100 : 10,
            maxDuration: .seconds(5),
            maxIterations: workload == .realistic ? 20_000 : 400)
    ) { @MainActor benchmark async in
        var (session, mix) = sessions[workload] ?? (workload.session(), CommandMix(seed: 0x5EED))
        benchmark.startMeasurement()
        let request = mix.issue(on: session)
        session.renderIfChanged()
        let outcome = await request.outcome
        benchmark.stopMeasurement()
        sessions[workload] = (session, mix)
        if case .refused(let reason) = outcome { benchmark.error("a command was refused: \(reason)") }
    }
}

func queuedBenchmark(_ kind: QueuedKind) {
    Benchmark(
        "1,000 queued \(kind.rawValue)",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResidentDelta, .mallocCountTotal],
            timeUnits: .milliseconds,
            units: [.peakMemoryResidentDelta: .kilo],
            warmupIterations: 0,
            maxDuration: .seconds(60),
            maxIterations: 3)
    ) { @MainActor benchmark async in
        let session = Workload.realistic.session()
        var tally = Tally()
        benchmark.startMeasurement()
        _ = await queuedCommands(kind, 1_000, on: session, tally: &tally)
        benchmark.stopMeasurement()
        if tally.refused > 0 { benchmark.error("\(tally.refused) of the queued \(kind.rawValue) were refused") }
    }
}

let benchmarks: @Sendable () -> Void = {
    awaitedCommandBenchmark("command, realistic sizes", .realistic)
    awaitedCommandBenchmark("command, 10,000 entries", .entries)
    awaitedCommandBenchmark("command, 200 layers", .layers)
    queuedBenchmark(.pushes)
    queuedBenchmark(.presents)
}
