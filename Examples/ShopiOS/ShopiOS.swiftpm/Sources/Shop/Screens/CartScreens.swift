import SwiftUI
import WayfinderSwiftUI

/// The cart: Buy starts checkout; removing an item asks first (the "Remove item?" alert).
struct CartScreen: View {
    let cart: CartStore
    let events: ScreenEvents

    var body: some View {
        List {
            if let first = cart.items.first {
                ForEach(cart.items.indices, id: \.self) { index in
                    Text("Product \(cart.items[index])")
                }
                if let code = cart.promoCode {
                    Text("\(code): \(cart.discount)% off")
                }
                Button("Buy") { events.send(.buy) }
                Button("Open product \(first)") { events.send(.openProduct(first)) }
                Button(role: .destructive) {
                    events.send(.removeFromCart(first))
                } label: {
                    Text("Remove product \(first)")
                }
                Button("Promo code") { events.send(.enterPromoCode) }
            } else {
                Text("Your cart is empty.")
                Text("Add something from a product.")
            }
        }
    }
}

struct AddressScreen: View {
    let events: ScreenEvents

    var body: some View {
        List {
            Text("1 Infinite Loop")
            Text("Cupertino")
            Button("Continue") { events.send(.addressEntered) }
        }
    }
}

/// Confirm: an empty cart (reached by a link) offers nothing to order.
struct ConfirmOrderScreen: View {
    let cart: CartStore
    let events: ScreenEvents

    var body: some View {
        List {
            if cart.items.isEmpty {
                Text("Your cart is empty.")
                Text("There is nothing to order.")
            } else {
                Text(cart.items.count == 1 ? "1 item" : "\(cart.items.count) items")
                Button("Place order") { events.send(.placeOrder) }
            }
        }
    }
}

/// The loading overlay while the order is placed: presented over full screen, so it covers the
/// tab bar and whatever is under it shows through its dimmed backdrop.
struct PlacingOrderOverlay: View {
    var body: some View {
        ZStack {
            Color.black.opacity(0.4).ignoresSafeArea()
            GroupBox {
                VStack(spacing: 12) {
                    ProgressView()
                    Text("Placing your order…").font(.headline)
                    Text("Please wait.")
                }
                .padding()
            }
        }
    }
}

struct DoneScreen: View {
    let cart: CartStore
    let events: ScreenEvents

    var body: some View {
        List {
            Text("Thank you!").font(.title)
            if let order = cart.orders.last {
                Text("Order \(order.id) is placed.")
            }
            Button("Back to cart") { events.send(.finishCheckout) }
        }
    }
}

/// The promo code sheet: a text field in a fitting sheet. UIKit lifts the sheet above the
/// keyboard and SwiftUI's scroll view keeps the focused field visible, so the screen adds no
/// keyboard avoidance of its own, and the sheet's fitting height stays the content's (Platform
/// Rules 4.10). A code the Shop does not accept raises an alert over the sheet; the host ends
/// the field's editing before it does (4.11).
struct PromoCodeScreen: View {
    let cart: CartStore
    let events: ScreenEvents
    @State private var code = ""

    var body: some View {
        FittingContent {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Promo code", text: $code)
                Text(cart.promoCode.map { "Applied: \($0)" } ?? "No code applied.")
                Button("Apply") { events.send(.applyPromoCode(code)) }
                Button("Close") { events.send(.close) }
            }
            .padding()
        }
    }
}
