/// The stable identity of one screen entry.
///
/// Identities are handed out by a ``NavigationState`` from a counter, never at random, so they
/// are deterministic, survive restoration and read well in test failures (`#12`).
/// The same screen value may appear twice in a stack; its two entries have different identities.
/// Layers and roots have identities of their own kinds (``LayerID``, ``RootID``) from the same
/// counter, so no number names an entry and a layer at once. It encodes as its number alone.
///
/// ```swift
/// let product = navigator.state.topEntry!.id   // Product(7)'s entry
/// navigator.push(.product(7))                  // the same screen again: another entry
/// navigator.pop(to: product)                   // back to the first Product(7)
/// ```
public struct EntryID: CountedIdentity {
    /// The counter value behind this identity.
    public let rawValue: Int

    /// The identity with this counter value, to refer to an entry already in a value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
