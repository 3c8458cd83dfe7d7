/// The paged loading of one list in one direction: appending older records at the end, or, for
/// a chat-like list, prepending at the start (a list that does both keeps two).
///
/// A small state machine the app drives from its loads, and cancels (``cancelAll()``) when the
/// list's entry leaves the navigation value. It promises: at most one load in flight; no cursor
/// loaded twice (a server that hands back a cursor already loaded fails its page, not looped
/// on); a retry only after a failure; a cancelled load's late answer dropped. A step asked at the
/// wrong time (a second start while a page loads, a late answer) returns `nil` or `false`, as
/// `popLast()` does on an empty array, and changes nothing: ``phase`` says why. A finished page
/// whose next cursor was loaded already also returns `false`, having recorded the page as
/// failed. ``finish(_:next:)``'s answer is not discardable: it says whether to keep the page.
///
/// ```swift
/// var older = ListPaging(first: "page-1")
/// if older.wantsLoad(remaining: distanceToEnd, viewport: viewportHeight), let cursor = older.start() {
///     do {
///         let page = try await server.products(after: cursor)
///         // false: a cancelled load's late answer, or a page whose next cursor was loaded
///         // already (recorded as failed: a retry row, never a loop); its items are dropped.
///         if older.finish(cursor, next: page.next) {   // page.next == nil: the list is complete
///             products += page.items
///         }
///     } catch {
///         older.fail(cursor, error: error)   // shows a retry row: older.phase is .failed
///     }
/// }
/// ```
///
/// Wayfinder owns this state, the app owns the items: the loaded pages stay in the app's own
/// model. The model remembers the cursors it loaded (one per page) to refuse a cursor twice.
public struct ListPaging<Cursor: Hashable & Sendable>: Sendable {
    /// Where the loading of this direction stands.
    ///
    /// ```swift
    /// switch older.phase {
    /// case .loading: footer = .spinner
    /// case .failed(_, let error): footer = .retry("\(error)")   // its button calls older.retry()
    /// case .idle(next: nil): footer = .end                      // the list is complete
    /// case .idle: footer = nil
    /// }
    /// ```
    public enum Phase: Sendable {
        /// Nothing in flight: `next` is the cursor of the page to load, nil when the list is
        /// complete in this direction (exhausted).
        case idle(next: Cursor?)
        /// The page at this cursor is loading.
        case loading(Cursor)
        /// The page at this cursor failed to load with this error; ``ListPaging/retry()``
        /// loads it again.
        case failed(Cursor, any Error)
    }

    /// Where the loading stands.
    public private(set) var phase: Phase

    /// Whether a page is loading: what a list waiting to show an anchored item is told, since
    /// the item may be in that page (still loading is not gone).
    ///
    /// ```swift
    /// list.apply(snapshot, loading: older.isLoading)
    /// ```
    public var isLoading: Bool {
        if case .loading = phase { true } else { false }
    }

    /// How close to the end of the list (in this direction) a load starts, in viewport lengths:
    /// 2 loads the next page when the user is within two screens of the last loaded item.
    public var prefetchScreens: Double

    /// The cursors of the pages loaded so far.
    private var loaded: Set<Cursor> = []

    /// A paging that loads `first` next; nil when there is nothing to load in this direction
    /// (a chat opened at its newest message has nothing newer to prepend).
    public init(first: Cursor?, prefetchScreens: Double = 2) {
        phase = .idle(next: first)
        self.prefetchScreens = prefetchScreens
    }

    /// Whether the list should load its next page now: nothing in flight or failed, a next page
    /// exists, and the end of the loaded items is within ``prefetchScreens`` viewports.
    ///
    /// - Parameters:
    ///   - remaining: how far the end of the loaded items (in this direction) is past the
    ///     viewport's far edge, in points.
    ///   - viewport: the viewport's length along the scrolling axis, in points.
    public func wantsLoad(remaining: Double, viewport: Double) -> Bool {
        guard case .idle(next: .some) = phase else { return false }
        return remaining <= prefetchScreens * viewport
    }

    /// Starts loading the next page and returns its cursor; `nil`, changing nothing, when there
    /// is nothing to start: a page is loading, the last load failed (``retry()`` loads it again),
    /// or the list is complete in this direction. ``phase`` says which.
    ///
    /// ```swift
    /// guard let cursor = older.start() else { return }   // loading, failed or complete
    /// ```
    public mutating func start() -> Cursor? {
        guard case .idle(next: .some(let cursor)) = phase else { return nil }
        phase = .loading(cursor)
        return cursor
    }

    /// Records that the page at `cursor` loaded, and returns whether its items belong in the
    /// list; `next` is the cursor after it, nil when the list is complete in this direction.
    ///
    /// Returns `false` when `cursor` is not loading, a late answer of a cancelled load (or of a
    /// load never started), and changes nothing: drop its items.
    ///
    /// Returns `false` too when `next` was loaded already, or is `cursor` itself: a server that
    /// hands back a cursor would have the list load the same pages forever. The page is recorded
    /// as failed instead, so the list shows a retry row, not a loop: ``phase`` is
    /// ``Phase/failed(_:_:)`` with `cursor` and an error that names `next` ("the server handed
    /// back the cursor 3, already loaded"). Drop its items; ``retry()`` asks for it again.
    ///
    /// ```swift
    /// if older.finish(cursor, next: page.next) { products += page.items }
    /// ```
    public mutating func finish(_ cursor: Cursor, next: Cursor?) -> Bool {
        guard case .loading(let loading) = phase, loading == cursor else { return false }
        if let next, next == cursor || loaded.contains(next) {
            phase = .failed(cursor, CursorHandedBack(cursor: next))
            return false
        }
        loaded.insert(cursor)
        phase = .idle(next: next)
        return true
    }

    /// Records that the page at `cursor` failed to load with `error`, for a retry row; `false`,
    /// changing nothing, when `cursor` is not loading (a cancelled load's late failure).
    @discardableResult
    public mutating func fail(_ cursor: Cursor, error: any Error) -> Bool {
        guard case .loading(let loading) = phase, loading == cursor else { return false }
        phase = .failed(cursor, error)
        return true
    }

    /// Loads the failed page again and returns its cursor; `nil`, changing nothing, unless the
    /// last load failed.
    ///
    /// ```swift
    /// if let cursor = older.retry() { load(cursor) }   // the retry row's button
    /// ```
    public mutating func retry() -> Cursor? {
        guard case .failed(let cursor, _) = phase else { return nil }
        phase = .loading(cursor)
        return cursor
    }

    /// Cancels the load in flight, if any, and returns its cursor: the list's entry left the
    /// navigation value. The page is not loaded, so it is the next one to load when the list
    /// shows again. Cancel the app's task for the returned cursor: its late answer is dropped
    /// (``finish(_:next:)`` returns `false`) only until that page starts loading again. A
    /// failure stays, to be retried.
    @discardableResult
    public mutating func cancelAll() -> Cursor? {
        guard case .loading(let cursor) = phase else { return nil }
        phase = .idle(next: cursor)
        return cursor
    }
}

/// The error of a page whose answer handed back a cursor already loaded (``ListPaging/finish(_:next:)``).
struct CursorHandedBack<Cursor: Hashable & Sendable>: Error, CustomStringConvertible {
    /// The cursor handed back.
    let cursor: Cursor

    var description: String { "the server handed back the cursor \(cursor), already loaded" }
}
