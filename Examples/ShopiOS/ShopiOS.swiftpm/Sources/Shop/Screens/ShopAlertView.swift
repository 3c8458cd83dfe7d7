import SwiftUI
import Wayfinder
import WayfinderSwiftUI

/// The Shop's custom alerts, drawn by style: the red destructive card ("Remove item?",
/// "Sign out?") or the standard card (the limited offer, the options question). Each fills the
/// window with its dimmed backdrop; the host presents it above the tab bar and every sheet.
struct ShopAlertView: View {
    let alert: NavigationAlert
    let answer: AlertAnswer

    var body: some View {
        ZStack {
            Color.black.opacity(0.4).ignoresSafeArea()
            GroupBox {
                VStack(spacing: 12) {
                    if alert.style == .destructiveCard {
                        Text("This cannot be undone").font(.subheadline)
                    }
                    Text(alert.title).font(.headline)
                    if let message = alert.message {
                        Text(message)
                    }
                    ForEach(alert.buttons.indices, id: \.self) { index in
                        AlertButtonView(button: alert.buttons[index]) { answer(index) }
                    }
                }
                .padding()
            }
            .padding(.horizontal, 40)
        }
    }
}

/// One button of an alert, its role shown as SwiftUI shows roles.
private struct AlertButtonView: View {
    let button: AlertButton
    let tap: @MainActor () -> Void

    var body: some View {
        Button(role: role, action: tap) {
            Text(button.title)
        }
    }

    private var role: ButtonRole? {
        if button.isDestructive { .destructive } else if button.isCancel { .cancel } else { nil }
    }
}
