import Testing
import Wayfinder

/// The phase as text, to compare (a failure's error is not `Equatable`).
func describe<Cursor>(_ phase: ListPaging<Cursor>.Phase) -> String {
    switch phase {
    case .idle(next: let next): "idle(\(next.map { "\($0)" } ?? "exhausted"))"
    case .loading(let cursor): "loading(\(cursor))"
    case .failed(let cursor, let error): "failed(\(cursor), \(error))"
    }
}

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@Suite("List paging: one load at a time, no page twice, retry only a failure")
struct ListPagingTests {
    /// Runs `step`, expects it refused with `refusal`, and the paging unchanged.
    func expectRefused<Cursor>(
        _ paging: inout ListPaging<Cursor>, _ refusal: ListPaging<Cursor>.Refusal,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ step: (inout ListPaging<Cursor>) throws -> Void
    ) {
        let before = describe(paging.phase)
        #expect(throws: refusal, sourceLocation: sourceLocation) { try step(&paging) }
        #expect(describe(paging.phase) == before, sourceLocation: sourceLocation)
    }

    // Promise: pages load one after the other until the server says there is no next one.
    @Test func pagesLoadInTurnUntilExhausted() throws {
        var paging = ListPaging(first: "p1")
        #expect(try paging.start() == "p1")
        #expect(describe(paging.phase) == "loading(p1)")
        try paging.finish("p1", next: "p2")
        #expect(try paging.start() == "p2")
        try paging.finish("p2", next: nil)
        #expect(describe(paging.phase) == "idle(exhausted)")
        expectRefused(&paging, .exhausted) { _ = try $0.start() }
    }

    // Promise: at most one load in flight; a second start is refused and changes nothing.
    @Test func oneLoadInFlight() throws {
        var paging = ListPaging(first: 1)
        _ = try paging.start()
        expectRefused(&paging, .alreadyLoading(1)) { _ = try $0.start() }
    }

    // Promise: no cursor is loaded twice: a next cursor already loaded (or the same one) is refused.
    @Test func noCursorLoadedTwice() throws {
        var paging = ListPaging(first: "p1")
        _ = try paging.start()
        try paging.finish("p1", next: "p2")
        _ = try paging.start()
        expectRefused(&paging, .alreadyLoaded("p1")) { try $0.finish("p2", next: "p1") }
        expectRefused(&paging, .alreadyLoaded("p2")) { try $0.finish("p2", next: "p2") }
    }

    // Promise: a failure is kept with its error; only a retry loads its cursor again; a retry
    // with no failure is refused.
    @Test func retryOnlyFromFailed() throws {
        var paging = ListPaging(first: "p1")
        expectRefused(&paging, .nothingToRetry) { _ = try $0.retry() }
        _ = try paging.start()
        expectRefused(&paging, .nothingToRetry) { _ = try $0.retry() }
        try paging.fail("p1", error: Offline())
        #expect(describe(paging.phase) == "failed(p1, offline)")
        expectRefused(&paging, .failedLoadPending("p1")) { _ = try $0.start() }
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        #expect(try paging.retry() == "p1")
        try paging.finish("p1", next: "p2")
        #expect(describe(paging.phase) == "idle(p2)")
    }

    // Promise: answers for a cursor not loading (late, or never asked) are refused.
    @Test func answersForAnotherCursorAreRefused() throws {
        var paging = ListPaging(first: "p1")
        expectRefused(&paging, .notLoading("p1")) { try $0.finish("p1", next: "p2") }
        _ = try paging.start()
        expectRefused(&paging, .notLoading("p9")) { try $0.finish("p9", next: "p2") }
        expectRefused(&paging, .notLoading("p9")) { try $0.fail("p9", error: Offline()) }
    }

    // Promise: when the list's entry leaves, its load is cancelled: the page is next again, the
    // late answer is refused, a failure stays to be retried.
    @Test func cancelAllWhenTheEntryLeaves() throws {
        var paging = ListPaging(first: "p1")
        #expect(paging.cancelAll() == nil)
        _ = try paging.start()
        #expect(paging.cancelAll() == "p1")
        #expect(describe(paging.phase) == "idle(p1)")
        expectRefused(&paging, .notLoading("p1")) { try $0.finish("p1", next: "p2") }
        _ = try paging.start()
        try paging.fail("p1", error: Offline())
        #expect(paging.cancelAll() == nil)
        #expect(describe(paging.phase) == "failed(p1, offline)")
    }

    // Promise: the prefetch distance is data: a load is wanted within `prefetchScreens` viewports
    // of the end, and not while one is in flight or the list is complete.
    @Test func prefetchDistanceIsData() throws {
        var paging = ListPaging(first: "p1")
        #expect(paging.wantsLoad(remaining: 1_600, viewport: 800))
        #expect(!paging.wantsLoad(remaining: 1_601, viewport: 800))
        paging.prefetchScreens = 0.5
        #expect(!paging.wantsLoad(remaining: 401, viewport: 800))
        #expect(paging.wantsLoad(remaining: 400, viewport: 800))
        _ = try paging.start()
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        try paging.finish("p1", next: nil)
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        // A chat opened at its newest message: nothing newer to prepend.
        #expect(!ListPaging<String>(first: nil).wantsLoad(remaining: 0, viewport: 800))
    }
}
