/// Why a batch of list changes does not fit the list it was given for; nothing was computed.
package enum ListEditError: Error, Hashable, Sendable {
    /// The anchored item's index is not in the list before the batch.
    case anchorOutOfRange(Int)
    /// The item at the anchored index is not the anchored item (an index from another list, or
    /// from before an earlier batch).
    case anchorNotAt(Int)
    /// A removal's index is not in the list before the batch.
    case removalOutOfRange(Int)
    /// Two removals at one index.
    case removedTwice(Int)
    /// An insertion's index is not in the list after the batch.
    case insertionOutOfRange(Int)
    /// Two insertions at one index.
    case insertedTwice(Int)
    /// Two insertions of one identity (a list shows an item once).
    case itemInsertedTwice(String)
    /// A resize's index is not in the list before the batch.
    case resizeOutOfRange(Int)
    /// A resize of an item the batch removes (a moved item's new height is its insertion's).
    case resizedRemoved(Int)
    /// Two resizes at one index.
    case resizedTwice(Int)
}
