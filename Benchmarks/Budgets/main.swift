// The budgets' figures, one measurement a run, printed as one line of tab-separated fields for
// `measure-budgets`, which runs each more than once and prints the tables.
//
//   budgets awaited realistic|entries|layers [COMMANDS]
//       µs a command, each awaited (median, p90, worst), after a warm-up of a tenth as many;
//       the same on the thread's core (median, p90: what the machine's other work does not add)
//   budgets recording [COMMANDS]
//       the realistic workload's `awaited` line while a SessionRecorder records it, then the
//       events recorded a command and the events kept
//   budgets queued pushes|presents COUNT
//       ms from the first issue to the last outcome, ÷ COUNT, on the clock and on the thread's
//       core; the peak resident memory it added

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Workloads
import WayfinderRecording

/// The peak resident memory of this process so far, in kB.
func peakResidentKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Glibc)
    return usage.ru_maxrss
    #else
    return usage.ru_maxrss / 1024
    #endif
}

func fail(_ message: String) -> Never {
    print("budgets: \(message)")
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())

@MainActor
func measure() async {
    switch (arguments.first, arguments.count) {
    case ("awaited", 2...3), ("recording", 1...2):
        let recording = arguments[0] == "recording"
        guard let workload = recording ? .realistic : Workload(rawValue: arguments[1]) else { fail("no workload \(arguments[1])") }
        let given = recording ? arguments.dropFirst().first : arguments.dropFirst(2).first
        let count = given.map { Int($0) ?? 0 } ?? (workload == .realistic ? 20_000 : 400)
        let session = workload.session()
        let recorder = SessionRecorder<Screen>(clock: { session.host.clock.now }, inReleaseBuilds: true)
        if recording { recorder.start(following: session.navigator) }
        var mix = CommandMix(seed: 0x5EED)
        var warmUp = Tally()
        _ = await awaitedCommands(max(1, count / 10), on: session, mix: &mix, tally: &warmUp)
        var tally = Tally()
        let eventsBefore = recorder.keptEventCount + (recorder.recording?.droppedEventCount ?? 0)
        let timings = await awaitedCommands(count, on: session, mix: &mix, tally: &tally)
        let events = recorder.keptEventCount + (recorder.recording?.droppedEventCount ?? 0) - eventsBefore
        let micros = timings.map(\.wall.microseconds)
        let threadMicros = timings.map(\.thread.microseconds)
        guard session.modelsMatchShown else { fail("the screen models are not the entries shown") }
        let fields: [String] = [
            "awaited", workload.rawValue, "\(tally.commands)", fmt(percentile(micros, 0.5)), fmt(percentile(micros, 0.9)),
            fmt(micros.max() ?? .nan), "\(tally.refused)", "\(tally.superseded + tally.merged)", "\(mix.links)",
            "\(session.navigator.state.allStacks.reduce(0) { $0 + $1.stack.count })", "\(session.navigator.state.layers.count)",
            fmt(percentile(threadMicros, 0.5)), fmt(percentile(threadMicros, 0.9)),
        ] + (recording ? [fmt(Double(events) / Double(tally.commands)), "\(recorder.keptEventCount)"] : [])
        print(fields.joined(separator: "\t"))
    case ("queued", 3):
        guard let kind = QueuedKind(rawValue: arguments[1]), let count = Int(arguments[2]) else { fail("usage") }
        let session = Workload.realistic.session()
        let before = peakResidentKilobytes()
        var tally = Tally()
        let total = await queuedCommands(kind, count, on: session, tally: &tally)
        let added = peakResidentKilobytes() - before
        guard session.modelsMatchShown else { fail("the screen models are not the entries shown") }
        let fields: [String] = [
            "queued", kind.rawValue, "\(count)", fmt(total.wall.microseconds / 1_000),
            fmt(total.wall.microseconds / 1_000 / Double(count)), "\(added)", "\(tally.refused)",
            "\(tally.superseded + tally.merged)", fmt(total.thread.microseconds / 1_000 / Double(count)),
        ]
        print(fields.joined(separator: "\t"))
    default:
        fail("usage: budgets awaited realistic|entries|layers [COMMANDS] | budgets recording [COMMANDS] | budgets queued pushes|presents COUNT")
    }
}

func fmt(_ value: Double) -> String {
    let scaled = (value * 1_000).rounded() / 1_000
    return "\(scaled)"
}

await measure()
