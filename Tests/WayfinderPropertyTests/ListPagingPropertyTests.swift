import PropertyBased
import Testing
import Wayfinder

/// Random sequences of paging steps (starts, answers with a next cursor, with none, with a
/// cursor already loaded, late answers for other cursors, failures, retries, cancellations)
/// against one `ListPaging`, watched from outside: never two loads in flight, no page finished
/// twice, a retry accepted only after a failure, a start only with a next page and nothing
/// pending, and a refused step changes nothing.
///
/// Runs `WAYFINDER_PROPERTY_RUNS` sequences like the other property suites.
@Suite("Properties: list paging")
struct ListPagingPropertyTests {
    static let sequences = Gen.int(in: 0...9_999).array(of: 0...80)

    @Test(.disabled(if: NavigationPropertyTests.replaySeed != nil, "replaying WAYFINDER_PROPERTY_SEED instead"))
    func pagingKeepsItsPromises() async {
        await propertyCheck(count: NavigationPropertyTests.runs, input: Self.sequences) { codes in
            let problems = Self.run(codes)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    static func run(_ codes: [Int]) -> [String] {
        var paging = ListPaging(first: 0)
        var inFlight: Set<Int> = []  // loads started and not yet ended, as the app sees them
        var finished: Set<Int> = []  // pages whose answer was accepted
        var problems: [String] = []
        for (step, code) in codes.enumerated() {
            let before = describe(paging.phase)
            let wasFailed = if case .failed = paging.phase { true } else { false }
            let wasStartable = if case .idle(next: .some) = paging.phase { true } else { false }
            let other = code / 7 % 12  // a cursor, often not the one loading
            var refused = false
            do {
                switch code % 7 {
                case 0:
                    let cursor = try paging.start()
                    if !wasStartable { problems.append("step \(step): started from \(before)") }
                    inFlight.insert(cursor)
                case 1, 2:
                    // The loading page's answer, or a late one for another cursor; the next
                    // cursor is the following page, none, or (sometimes) a page already loaded.
                    let cursor = if case .loading(let loading) = paging.phase, code % 3 != 0 { loading } else { other }
                    let next: Int? = switch code / 7 % 4 {
                    case 0: nil
                    case 1: other
                    default: cursor + 1
                    }
                    try paging.finish(cursor, next: next)
                    if !finished.insert(cursor).inserted { problems.append("step \(step): page \(cursor) finished twice") }
                    inFlight.remove(cursor)
                case 3:
                    let cursor = if case .loading(let loading) = paging.phase, code % 2 == 0 { loading } else { other }
                    try paging.fail(cursor, error: Offline())
                    inFlight.remove(cursor)
                case 4:
                    let cursor = try paging.retry()
                    if !wasFailed { problems.append("step \(step): retried from \(before)") }
                    inFlight.insert(cursor)
                case 5:
                    if let cursor = paging.cancelAll() { inFlight.remove(cursor) }
                default:
                    let wants = paging.wantsLoad(remaining: Double(code % 3_000), viewport: 800)
                    if wants != (wasStartable && code % 3_000 <= 1_600) {
                        problems.append("step \(step): wantsLoad \(wants) at \(before)")
                    }
                }
            } catch {
                refused = true
            }
            if refused, describe(paging.phase) != before {
                problems.append("step \(step): a refused step (code \(code)) changed \(before) to \(describe(paging.phase))")
            }
            if inFlight.count > 1 { problems.append("step \(step): loads in flight: \(inFlight.sorted())") }
            if !problems.isEmpty { return problems }
        }
        return problems
    }
}

/// The phase as text, to compare (a failure's error is not `Equatable`).
private func describe(_ phase: ListPaging<Int>.Phase) -> String {
    switch phase {
    case .idle(next: let next): "idle(\(next.map(String.init) ?? "exhausted"))"
    case .loading(let cursor): "loading(\(cursor))"
    case .failed(let cursor, let error): "failed(\(cursor), \(error))"
    }
}

private struct Offline: Error {}
