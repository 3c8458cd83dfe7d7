import ShopApp
import SwiftUI

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
                Button("Buy") { events.send(.buy) }
                Button("Open product \(first)") { events.send(.openProduct(first)) }
                Button(role: .destructive) {
                    events.send(.removeFromCart(first))
                } label: {
                    Text("Remove product \(first)")
                }
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
