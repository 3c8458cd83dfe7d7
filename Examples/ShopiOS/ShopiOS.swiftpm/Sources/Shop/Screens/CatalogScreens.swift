import SwiftUI
import Wayfinder
import WayfinderSwiftUI

/// The catalog: the paged products and the "Recently viewed" carousel, in the library's UIKit
/// list (``CatalogList``), which keeps its place in the navigation value: back from a product,
/// from another tab, after the app was killed, and when products arrive above (the shared
/// model's `receiveNew`; the example has no control that calls it yet). On iPad it is the split's
/// sidebar, with Cart and Profile above it.
struct CatalogScreen: View {
    let entry: EntryID
    let app: ShopApp
    let events: ScreenEvents

    var body: some View {
        VStack(spacing: 0) {
            if app.layout == .split {
                // The sidebar has no tab bar: the cart and the profile open beside it, in the detail.
                Button("Cart") { events.send(.openCart) }
                Button("Profile") { events.send(.openProfile) }
            }
            Text("\(app.catalog.count) products · \(app.models.liveCount) screen models alive")
                .font(.subheadline)
                .padding()
            // One list per entry: the list is bound to its entry's anchor when it is made, so a
            // catalog of another entry (a rebuilt stack) gets a list of its own.
            CatalogList(entry: entry, app: app, events: events).id(entry)
        }
    }
}

/// A product: its options in a sheet that sizes itself, the cart, and the limited offer alert.
struct ProductScreen: View {
    let product: Product?
    let cart: CartStore
    let events: ScreenEvents

    var body: some View {
        List {
            if let product {
                Text("$\(product.price)").font(.title)
                Text("\(product.optionLines.count) options")
                // What the cart holds of it: "Add to cart" shows its effect where it was tapped.
                let inCart = cart.items.count { $0 == product.id }
                if inCart > 0 {
                    Text("✓ \(inCart) in your cart")
                }
                Button("Options") { events.send(.showOptions(product: product.id)) }
                Button("Add to cart") { events.send(.addToCart(product.id)) }
                Button("Limited offer") { events.send(.showOffer) }
            } else {
                Text("This product no longer exists.")
            }
        }
    }
}

/// The options sheet (`.sheet(.fitting)`): as tall as its lines, up to the sheet's limit; a
/// product with 40 options reaches the limit and scrolls.
struct OptionsScreen: View {
    let product: Product?
    let events: ScreenEvents

    var body: some View {
        FittingContent {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(product?.optionLines ?? [], id: \.self) { line in
                    Text(line)
                }
                Button("Ask about these") { events.send(.askAboutOptions) }
                Button("Close") { events.send(.close) }
            }
            .padding()
        }
    }
}
