import Foundation
import ShopApp
import Wayfinder

/// Invariant: any text either resolves to a Shop route or fails with a typed `DeepLinkError`;
/// a resolved link opens on a new signed-in Shop (headless), its change not refused, and shows
/// its route on top, and a link that throws changes nothing. A new app for each input, so a crash replays from its input alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
    // Run what hopped to the main actor when the app was released (its observations ending).
    RunLoop.main.run(until: .distantPast)
    return 0
}

@MainActor
private func check(_ text: String) {
    let resolved: ShopRoute?
    do {
        resolved = try router.resolve(text)
    } catch {
        // `resolve` throws `DeepLinkError` and nothing else: the type says so.
        resolved = nil
    }
    let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
    app.start()
    let before = app.navigator.state
    let request = app.open(text)
    let refusal: NavigationError? = if case .refused(let error) = request.finishedOutcome { error } else { nil }
    switch (refusal, resolved) {
    case (nil, let route?):
        let top = app.navigator.state.topEntry?.screen
        guard app.navigator.state.isValid, top == expectedTop(route) else {
            fatalError("\(text.debugDescription) opened \(route) but shows \(String(describing: top))")
        }
    case (_?, nil):
        guard app.navigator.state == before else { fatalError("\(text.debugDescription) failed but changed the value") }
    case (let refusal, _):
        fatalError("\(text.debugDescription): the router says \(String(describing: resolved)), the app \(String(describing: refusal))")
    }
}

@MainActor private let router = ShopRoute.router()

private func expectedTop(_ route: ShopRoute) -> ShopScreen {
    switch route {
    case .product(let id): .product(id)
    case .cart: .cart
    case .checkout: .address
    case .order(let id): .order(id)
    case .settings: .settings
    }
}
