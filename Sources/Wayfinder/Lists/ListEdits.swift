/// One batch of changes to a list, in the coordinates a collection view's batch update uses:
/// removals at their index in the list before the batch, insertions at their index in the list
/// after it, resizes at their index before it. A move is the removal and the insertion of the
/// same item; a full reload removes every item and inserts the new ones.
///
/// The batch carries only what changed (each removed and inserted item's identity and height,
/// each resized item's two heights), so re-anchoring a list of 100,000 items after one insertion
/// reads one insertion, not the list (``ListAnchor/reanchored(at:count:after:item:top:)``).
/// Live updates (a socket, a database observer) arrive as such batches too; a burst is one batch
/// or several in a row, with the same result.
package struct ListEdits: Hashable, Sendable {
    /// An item that leaves or enters the list, at its index in the list before the batch (a
    /// removal) or after it (an insertion), with its identity and its height there (estimated or
    /// measured: what the layout used). A move is one of each for the same identity.
    package struct Item: Hashable, Sendable {
        /// Its index: before the batch for a removal, after it for an insertion.
        package var index: Int
        /// Its identity.
        package var item: String
        /// Its height: before the batch for a removal, after it for an insertion.
        package var height: Double

        package init(index: Int, item: String, height: Double) {
            self.index = index
            self.item = item
            self.height = height
        }
    }

    /// An item that leaves the list (or moves, when an insertion brings its identity back).
    package typealias Removal = Item
    /// An item that enters the list (or arrives where it moved to).
    package typealias Insertion = Item

    /// An item that stays in place and changes height (an estimate measured, a cell reloaded).
    package struct Resize: Hashable, Sendable {
        /// Its index before the batch.
        package var index: Int
        /// Its height before the batch.
        package var from: Double
        /// Its height after it.
        package var to: Double

        package init(index: Int, from: Double, to: Double) {
            self.index = index
            self.from = from
            self.to = to
        }
    }

    /// The items that leave, in any order.
    package var removals: [Removal]
    /// The items that enter, in any order.
    package var insertions: [Insertion]
    /// The items that change height in place, in any order.
    package var resizes: [Resize]

    package init(removals: [Removal] = [], insertions: [Insertion] = [], resizes: [Resize] = []) {
        self.removals = removals
        self.insertions = insertions
        self.resizes = resizes
    }

    /// How many changes the batch holds: what re-anchoring costs, whatever the list's length.
    package var count: Int { removals.count + insertions.count + resizes.count }
}
