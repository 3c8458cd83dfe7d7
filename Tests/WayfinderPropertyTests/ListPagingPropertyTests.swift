import PropertyBased
import Testing
import Wayfinder

/// Random sequences of paging steps (starts, answers with a next cursor, with none, with a
/// cursor already loaded, late answers for other cursors, failures, retries, cancellations)
/// against one `ListPaging`, watched from outside, with the pages loaded so far kept apart: never
/// two loads in flight, no page finished twice, no answer taken whose next cursor was loaded
/// (the page fails instead, naming it), an answer taken only for the page loading, a retry only
/// after a failure, a start exactly when a next page waits, and a step that does nothing (no
/// cursor, `false`) changes nothing.
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
        var finished: Set<Int> = []  // pages whose answer was taken
        var problems: [String] = []
        for (step, code) in codes.enumerated() {
            let before = describe(paging.phase)
            let loading: Int? = if case .loading(let cursor) = paging.phase { cursor } else { nil }
            let wasFailed = if case .failed = paging.phase { true } else { false }
            let wasStartable = if case .idle(next: .some) = paging.phase { true } else { false }
            let other = code / 7 % 12  // a cursor, often not the one loading
            var didSomething = true
            var handedBack: (cursor: Int, next: Int)?  // an answer whose next cursor was loaded
            switch code % 7 {
            case 0:
                if let cursor = paging.start() {
                    if !wasStartable { problems.append("step \(step): started from \(before)") }
                    inFlight.insert(cursor)
                } else {
                    didSomething = false
                    if wasStartable { problems.append("step \(step): no start from \(before)") }
                }
            case 1, 2:
                // The loading page's answer, or a late one for another cursor; the next
                // cursor is the following page, none, or (sometimes) a page already loaded.
                let cursor = if let loading, code % 3 != 0 { loading } else { other }
                let next: Int? = switch code / 7 % 4 {
                case 0: nil
                case 1: other
                default: cursor + 1
                }
                if paging.finish(cursor, next: next) {
                    if cursor != loading { problems.append("step \(step): took an answer for \(cursor) at \(before)") }
                    if !finished.insert(cursor).inserted { problems.append("step \(step): page \(cursor) finished twice") }
                    if let next, finished.contains(next) {
                        problems.append("step \(step): took page \(cursor) whose next, \(next), was loaded")
                    }
                    inFlight.remove(cursor)
                } else {
                    didSomething = false
                    if cursor == loading, let next, next == cursor || finished.contains(next) {
                        handedBack = (cursor, next)
                        inFlight.remove(cursor)
                    } else if cursor == loading {
                        problems.append("step \(step): did not take the answer for \(cursor), next \(String(describing: next))")
                    }
                }
            case 3:
                let cursor = if let loading, code % 2 == 0 { loading } else { other }
                if paging.fail(cursor, error: Offline()) {
                    if cursor != loading { problems.append("step \(step): failed \(cursor) at \(before)") }
                    inFlight.remove(cursor)
                } else {
                    didSomething = false
                    if cursor == loading { problems.append("step \(step): did not fail \(cursor)") }
                }
            case 4:
                if let cursor = paging.retry() {
                    if !wasFailed { problems.append("step \(step): retried from \(before)") }
                    inFlight.insert(cursor)
                } else {
                    didSomething = false
                    if wasFailed { problems.append("step \(step): no retry from \(before)") }
                }
            case 5:
                if let cursor = paging.cancelAll() { inFlight.remove(cursor) }
            default:
                let wants = paging.wantsLoad(remaining: Double(code % 3_000), viewport: 800)
                if wants != (wasStartable && code % 3_000 <= 1_600) {
                    problems.append("step \(step): wantsLoad \(wants) at \(before)")
                }
            }
            if let handedBack {
                let failed = "failed(\(handedBack.cursor), the server handed back the cursor \(handedBack.next), already loaded)"
                if describe(paging.phase) != failed {
                    problems.append("step \(step): a cursor handed back left \(describe(paging.phase)), not \(failed)")
                }
            } else if !didSomething, describe(paging.phase) != before {
                problems.append("step \(step): a step that did nothing (code \(code)) changed \(before) to \(describe(paging.phase))")
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
