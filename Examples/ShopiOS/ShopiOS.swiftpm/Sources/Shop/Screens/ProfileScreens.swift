import SwiftUI
import WayfinderRecording

/// Profile: orders, settings, and signing out (the "Sign out?" alert; Sign in then slides in).
struct ProfileScreen: View {
    let session: Session
    let events: ScreenEvents

    var body: some View {
        List {
            Text("Signed in as \(session.user ?? "nobody")")
            Button("Orders") { events.send(.openOrders) }
            Button("Settings") { events.send(.openSettings) }
            Button(role: .destructive) {
                events.send(.signOut)
            } label: {
                Text("Sign out")
            }
        }
    }
}

/// The user's orders, the newest first.
struct OrdersScreen: View {
    let cart: CartStore
    let events: ScreenEvents

    var body: some View {
        List {
            if cart.orders.isEmpty {
                Text("No orders yet.")
            } else {
                ForEach(cart.orders.reversed().map(\.id), id: \.self) { number in
                    Button("Order \(number)") { events.send(.openOrder(number)) }
                }
            }
        }
    }
}

/// One order (also reached by `shop://orders/{id}` and a push notification).
struct OrderScreen: View {
    let order: Order?
    let number: Int

    var body: some View {
        List {
            if let order {
                Text(order.status == .placed ? "Placed just now" : "Delivered")
                Text(order.items.count == 1 ? "1 item" : "\(order.items.count) items")
                if order.status == .placed {
                    Text("Arrives in 3 days")
                }
            } else {
                Text("There is no order \(number) on this account.")
            }
        }
    }
}

struct SettingsScreen: View {
    let events: ScreenEvents
    let recorder: SessionRecorder<ShopScreen>

    var body: some View {
        List {
            Text("Notifications: on")
            Text("Currency: USD")
            Button("Terms of service") { events.send(.openTerms) }
            // Debug builds: the session up to here, as JSON Lines, for a bug report; replayed by
            // `wayfinder-demo --replay FILE` or turned into a test by `--export-test`.
            if let session = recordedSession {
                ShareLink(item: session, subject: Text("Shop navigation recording"))
            }
        }
    }

    /// The recording so far, `nil` when nothing records (release builds) or it cannot be written.
    private var recordedSession: String? {
        guard let data = try? recorder.recording?.jsonLines() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The terms of service, in a cover that slides up from Settings.
struct TermsScreen: View {
    let events: ScreenEvents

    var body: some View {
        List {
            Text("Be kind to the couriers.")
            Text("Returns within 30 days.")
            Button("Close") { events.send(.close) }
        }
    }
}
