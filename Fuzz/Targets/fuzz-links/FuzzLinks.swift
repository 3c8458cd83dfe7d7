import Foundation
import ShopApp
import Wayfinder

/// Invariant: any text either resolves to a Shop route or fails with a typed `DeepLinkError`;
/// a resolved link opens on a new signed-in Shop (headless), its change not refused, and shows
/// its route on top, and a link that throws changes nothing. A new app for each input, so a crash replays from its input alone.
/// The same text through a router with a literal, a parameter and a wildcard at one place
/// resolves to the one route precedence gives, its list the link's own segments, within the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
    checkWildcard(text)
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

/// Routes of a literal, a parameter, a longer pattern under the parameter and a wildcard, all
/// under `/numbers`.
private enum NumbersRoute: Equatable {
    case new, one(Int), edit(Int), many([Int])
}

private let numbersRouter: DeepLinkRouter<NumbersRoute> = {
    var router = DeepLinkRouter<NumbersRoute>(schemes: ["shop"], webHosts: ["shop.example"])
    do {
        try router.add("/numbers/new") { _ in .new }
        try router.add("/numbers/:id") { .one(try $0.parameter("id", as: Int.self)) }
        try router.add("/numbers/:id/edit") { .edit(try $0.parameter("id", as: Int.self)) }
        try router.add("/numbers/*ids") { .many(try $0.parameter("ids", as: [Int].self)) }
    } catch {
        preconditionFailure("malformed pattern: \(error)")
    }
    return router
}()

private func checkWildcard(_ text: String) {
    guard let route = try? numbersRouter.resolve(text) else { return }
    guard let segments = try? DeepLink(text).segments, segments.first == "numbers" else {
        fatalError("\(text.debugDescription) resolved to \(route) but does not read as a /numbers link")
    }
    let rest = Array(segments.dropFirst())
    let expected: Bool = switch route {
    case .new: rest == ["new"]
    case .one(let id): rest == [String(id)]
    case .edit(let id): rest == [String(id), "edit"]
    // Two or more: one segment is the parameter's, and `:id/edit` is tried before the wildcard.
    case .many(let ids):
        rest == ids.map(String.init) && (2...DeepLinkRouter<NumbersRoute>.maximumWildcardSegments).contains(ids.count)
            && !(ids.count == 2 && rest[1] == "edit")
    }
    guard expected else { fatalError("\(text.debugDescription) resolved to \(route), not what precedence gives") }
}
