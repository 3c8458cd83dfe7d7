/// The paged loading of one list in one direction: appending older records at the end, or, for
/// a chat-like list, prepending at the start (a list that does both keeps two).
///
/// A small state machine the app drives from its loads, and cancels (``cancelAll()``) when the
/// list's entry leaves the navigation value. It promises: at most one load in flight; no cursor
/// loaded twice (a server that hands back a cursor already loaded is refused, not looped on); a
/// retry only after a failure; a cancelled load's late answer refused. A step that breaks one of
/// these throws a ``Refusal`` and changes nothing.
///
/// ```swift
/// var older = ListPaging(first: "page-1")
/// if older.wantsLoad(remaining: distanceToEnd, viewport: viewportHeight) {
///     let cursor = try older.start()
///     do {
///         let page = try await server.products(after: cursor)
///         try older.finish(cursor, next: page.next)  // page.next == nil: the list is complete
///         products += page.items
///     } catch let refusal as ListPaging<String>.Refusal {
///         // A cancelled load's late answer: dropped. A server handing back a cursor already
///         // loaded: the page is still loading, so it is recorded as failed, not looped on.
///         if case .alreadyLoaded = refusal { try? older.fail(cursor, error: refusal) }
///     } catch {
///         try older.fail(cursor, error: error)       // shows a retry row: older.phase is .failed
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

    /// Why a step of the paging was refused; the paging did not change.
    ///
    /// ```swift
    /// do throws(ListPaging<String>.Refusal) {
    ///     try older.finish(cursor, next: page.next)
    /// } catch .notLoading {
    ///     // a load cancelled when the list left (cancelAll()): its late page is dropped
    /// } catch {
    ///     log(error)   // .alreadyLoaded: the server handed a cursor back; nothing changed
    /// }
    /// ```
    public enum Refusal: Error, Hashable, Sendable {
        /// A page is already loading in this direction (at this cursor).
        case alreadyLoading(Cursor)
        /// The list is complete in this direction: there is nothing to load.
        case exhausted
        /// The last load failed; ``ListPaging/retry()`` loads its cursor again.
        case failedLoadPending(Cursor)
        /// No page is loading at this cursor: a late answer of a cancelled load, or of a load
        /// never started.
        case notLoading(Cursor)
        /// The page at this cursor was loaded already (a server that hands a cursor back).
        case alreadyLoaded(Cursor)
        /// A retry with no failed load to retry.
        case nothingToRetry
    }

    /// Where the loading stands.
    public private(set) var phase: Phase

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

    /// Starts loading the next page and returns its cursor.
    ///
    /// - Throws: ``Refusal/alreadyLoading(_:)``, ``Refusal/failedLoadPending(_:)`` or
    ///   ``Refusal/exhausted``; nothing changes.
    public mutating func start() throws(Refusal) -> Cursor {
        switch phase {
        case .loading(let cursor): throw .alreadyLoading(cursor)
        case .failed(let cursor, _): throw .failedLoadPending(cursor)
        case .idle(next: nil): throw .exhausted
        case .idle(next: .some(let cursor)):
            phase = .loading(cursor)
            return cursor
        }
    }

    /// Records that the page at `cursor` loaded; `next` is the cursor after it, nil when the
    /// list is complete in this direction.
    ///
    /// - Throws: ``Refusal/notLoading(_:)`` when `cursor` is not loading (a cancelled load's
    ///   late answer), ``Refusal/alreadyLoaded(_:)`` when `next` was loaded already (or is
    ///   `cursor`); nothing changes.
    public mutating func finish(_ cursor: Cursor, next: Cursor?) throws(Refusal) {
        guard case .loading(let loading) = phase, loading == cursor else { throw .notLoading(cursor) }
        if let next, next == cursor || loaded.contains(next) { throw .alreadyLoaded(next) }
        loaded.insert(cursor)
        phase = .idle(next: next)
    }

    /// Records that the page at `cursor` failed to load.
    ///
    /// - Throws: ``Refusal/notLoading(_:)`` when `cursor` is not loading; nothing changes.
    public mutating func fail(_ cursor: Cursor, error: any Error) throws(Refusal) {
        guard case .loading(let loading) = phase, loading == cursor else { throw .notLoading(cursor) }
        phase = .failed(cursor, error)
    }

    /// Loads the failed page again and returns its cursor.
    ///
    /// - Throws: ``Refusal/nothingToRetry`` unless the last load failed; nothing changes.
    public mutating func retry() throws(Refusal) -> Cursor {
        guard case .failed(let cursor, _) = phase else { throw .nothingToRetry }
        phase = .loading(cursor)
        return cursor
    }

    /// Cancels the load in flight, if any, and returns its cursor: the list's entry left the
    /// navigation value. The page is not loaded, so it is the next one to load when the list
    /// shows again. Cancel the app's task for the returned cursor: its late answer is refused
    /// (``Refusal/notLoading(_:)``) only until that page starts loading again. A failure
    /// stays, to be retried.
    @discardableResult
    public mutating func cancelAll() -> Cursor? {
        guard case .loading(let cursor) = phase else { return nil }
        phase = .idle(next: cursor)
        return cursor
    }
}
