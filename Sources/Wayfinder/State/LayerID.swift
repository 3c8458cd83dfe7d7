/// The stable identity of one layer: a sheet, a full-screen cover, an overlay or an alert.
///
/// Handed out by a ``NavigationState`` from the counter that numbers entries and roots too
/// (``NavigationState/nextIdentity``), so no number names a layer and anything else. A command
/// that addresses a layer takes one, so an entry's identity cannot be passed for it. It encodes
/// as its number alone.
///
/// ```swift
/// navigator.present(.cart, as: .sheet)
/// let cart: LayerID = navigator.state.layers.last!.id
/// navigator.present(.promoCode, as: .sheet(.fitting))   // a second sheet above it
/// navigator.dismiss(to: cart)                            // the promo code's sheet goes, the cart's stays
/// ```
public struct LayerID: CountedIdentity {
    /// The counter value behind this identity.
    public let rawValue: Int

    /// The identity with this counter value, to refer to a layer already in a value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
