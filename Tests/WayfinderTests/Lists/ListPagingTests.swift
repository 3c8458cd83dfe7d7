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
    /// Expects the paging at `phase`, `step` to do nothing (it returns `false`: no cursor, or an
    /// answer not taken), and the paging unchanged: the phase says why.
    func expectNothingDone<Cursor>(
        _ paging: inout ListPaging<Cursor>, at phase: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ step: (inout ListPaging<Cursor>) -> Bool
    ) {
        #expect(describe(paging.phase) == phase, sourceLocation: sourceLocation)
        #expect(!step(&paging), sourceLocation: sourceLocation)
        #expect(describe(paging.phase) == phase, sourceLocation: sourceLocation)
    }

    // Promise: pages load one after the other until the server says there is no next one.
    @Test func pagesLoadInTurnUntilExhausted() {
        var paging = ListPaging(first: "p1")
        #expect(paging.start() == "p1")
        #expect(describe(paging.phase) == "loading(p1)")
        #expect(paging.finish("p1", next: "p2") == true)
        #expect(paging.start() == "p2")
        #expect(paging.finish("p2", next: nil) == true)
        expectNothingDone(&paging, at: "idle(exhausted)") { $0.start() != nil }
    }

    // Promise: `isLoading` is true exactly while a page loads: not before, not after it came,
    // not once it failed (a list waiting for an anchored item then gives it up).
    @Test func isLoadingOnlyWhileAPageLoads() {
        var paging = ListPaging(first: 1)
        #expect(!paging.isLoading)
        _ = paging.start()
        #expect(paging.isLoading)
        paging.fail(1, error: Offline())
        #expect(!paging.isLoading)
        _ = paging.retry()
        #expect(paging.isLoading)
        let taken = paging.finish(1, next: nil)
        #expect(taken)
        #expect(!paging.isLoading)
    }

    // Promise: at most one load in flight; a second start gives no cursor and changes nothing.
    @Test func oneLoadInFlight() {
        var paging = ListPaging(first: 1)
        #expect(paging.start() == 1)
        expectNothingDone(&paging, at: "loading(1)") { $0.start() != nil }
    }

    // Promise: no cursor is loaded twice: a next cursor already loaded (or the page's own) is
    // not followed; the page is recorded as failed, with an error naming the cursor, so the
    // list shows a retry row instead of looping, and its answer is not taken.
    @Test func noCursorLoadedTwice() {
        var paging = ListPaging(first: "p1")
        #expect(paging.start() == "p1")
        #expect(paging.finish("p1", next: "p2") == true)
        #expect(paging.start() == "p2")
        #expect(paging.finish("p2", next: "p1") == false)
        #expect(describe(paging.phase) == "failed(p2, the server handed back the cursor p1, already loaded)")
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        expectNothingDone(&paging, at: "failed(p2, the server handed back the cursor p1, already loaded)") {
            $0.finish("p2", next: "p3")
        }
        #expect(paging.retry() == "p2")
        #expect(paging.finish("p2", next: "p2") == false)
        #expect(describe(paging.phase) == "failed(p2, the server handed back the cursor p2, already loaded)")
        #expect(paging.retry() == "p2")
        #expect(paging.finish("p2", next: "p3") == true)
        #expect(describe(paging.phase) == "idle(p3)")
    }

    // Promise: a failure is kept with its error; only a retry loads its cursor again; a retry
    // with no failure gives no cursor and changes nothing.
    @Test func retryOnlyFromFailed() {
        var paging = ListPaging(first: "p1")
        expectNothingDone(&paging, at: "idle(p1)") { $0.retry() != nil }
        #expect(paging.start() == "p1")
        expectNothingDone(&paging, at: "loading(p1)") { $0.retry() != nil }
        #expect(paging.fail("p1", error: Offline()) == true)
        expectNothingDone(&paging, at: "failed(p1, offline)") { $0.start() != nil }
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        #expect(paging.retry() == "p1")
        #expect(paging.finish("p1", next: "p2") == true)
        #expect(describe(paging.phase) == "idle(p2)")
    }

    // Promise: answers for a cursor not loading (late, or never asked) are not taken and change
    // nothing.
    @Test func answersForAnotherCursorAreNotTaken() {
        var paging = ListPaging(first: "p1")
        expectNothingDone(&paging, at: "idle(p1)") { $0.finish("p1", next: "p2") }
        #expect(paging.start() == "p1")
        expectNothingDone(&paging, at: "loading(p1)") { $0.finish("p9", next: "p2") }
        expectNothingDone(&paging, at: "loading(p1)") { $0.fail("p9", error: Offline()) }
    }

    // Promise: when the list's entry leaves, its load is cancelled: the page is next again, the
    // late answer is not taken, a failure stays to be retried.
    @Test func cancelAllWhenTheEntryLeaves() {
        var paging = ListPaging(first: "p1")
        #expect(paging.cancelAll() == nil)
        #expect(paging.start() == "p1")
        #expect(paging.cancelAll() == "p1")
        expectNothingDone(&paging, at: "idle(p1)") { $0.finish("p1", next: "p2") }
        expectNothingDone(&paging, at: "idle(p1)") { $0.fail("p1", error: Offline()) }
        #expect(paging.start() == "p1")
        #expect(paging.fail("p1", error: Offline()) == true)
        #expect(paging.cancelAll() == nil)
        #expect(describe(paging.phase) == "failed(p1, offline)")
    }

    // Promise: the prefetch distance is data: a load is wanted within `prefetchScreens` viewports
    // of the end, and not while one is in flight or the list is complete.
    @Test func prefetchDistanceIsData() {
        var paging = ListPaging(first: "p1")
        #expect(paging.wantsLoad(remaining: 1_600, viewport: 800))
        #expect(!paging.wantsLoad(remaining: 1_601, viewport: 800))
        paging.prefetchScreens = 0.5
        #expect(!paging.wantsLoad(remaining: 401, viewport: 800))
        #expect(paging.wantsLoad(remaining: 400, viewport: 800))
        #expect(paging.start() == "p1")
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        #expect(paging.finish("p1", next: nil) == true)
        #expect(!paging.wantsLoad(remaining: 0, viewport: 800))
        // A chat opened at its newest message: nothing newer to prepend.
        #expect(!ListPaging<String>(first: nil).wantsLoad(remaining: 0, viewport: 800))
    }
}
