import ShopApp
import Wayfinder
import WayfinderTerminal
import WayfinderSimulator

/// The Shop app on a phone drawn in the terminal, with the commands a person (keys) or a script (lines) gives.
@MainActor
public final class ShopDemo {
    public let app: ShopApp
    public let phone: TerminalPhone<ShopScreen>
    let views: ShopTerminalViews
    /// How much of the host's transcript script mode has printed.
    var reportedLines = 0

    public init(signedIn: Bool) {
        let service = ClockOrderService()
        app = ShopApp(session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: signedIn), orders: service)
        let views = ShopTerminalViews(app: app)
        self.views = views
        phone = TerminalPhone(content: { [views] id in views.content(for: id) })
        service.clock = phone.host.clock
        app.navigator.attach(phone.host)
        app.start()
    }

    public var navigator: Navigator<ShopScreen> { app.navigator }
    public var clock: VirtualClock { phone.host.clock }

    /// A command's result: `nil` when it was done, else why not.
    typealias Refusal = String?

    /// Taps action `number` (from 1) of what is on top: an alert's button, the top screen's action.
    func tap(_ number: Int) -> Refusal {
        let actions = phone.actions
        guard number >= 1, number <= actions.count else {
            return actions.isEmpty ? "nothing to tap here" : "there is no action \(number) (1–\(actions.count))"
        }
        actions[number - 1].perform()
        return nil
    }

    func back() -> Refusal { refusal(phone.host.tapBack()) }

    func swipe(cancelled: Bool) -> Refusal { refusal(phone.host.swipeBack(cancelled: cancelled)) }

    func drag() -> Refusal { refusal(phone.host.dragSheetDown()) }

    func selectTab(_ name: String) -> Refusal {
        let tabs: [TabID] = [.catalog, .cart, .profile]
        if let number = Int(name), number >= 1, number <= tabs.count { return refusal(phone.host.tapTab(tabs[number - 1])) }
        guard let tab = tabs.first(where: { $0.rawValue == name.lowercased() }) else {
            return "there is no tab \"\(name)\" (catalog, cart, profile or 1–3)"
        }
        return refusal(phone.host.tapTab(tab))
    }

    /// Opens a link; says what happened.
    public func open(_ link: String) -> (message: String, failed: Bool) {
        switch app.open(link) {
        case .opened: ("opened \(link)", false)
        case .pending(let id, _): ("\(link) waits for \(id): Sign in is shown", false)
        case .failed(let error): ("link refused: \(error)", true)
        }
    }

    /// Scrolls the top sheet; the sum saturates, as a script may ask for any number of lines.
    func scroll(by lines: Int) {
        let (sum, overflow) = phone.sheetScroll.addingReportingOverflow(lines)
        phone.sheetScroll = overflow ? (lines > 0 ? Int.max : 0) : max(sum, 0)
    }

    /// Runs the clock until no transition or gesture is in flight; the app's own timers (an
    /// order being placed) stay pending, as they would while a person watches.
    @discardableResult
    public func settleTransitions() -> Duration {
        let start = clock.now
        let window = phone.host.window
        while !(navigator.isSettled && window.animations.isEmpty && !window.isPresentationInFlight && !window.isGestureInFlight) {
            guard clock.runNext() else { break }
        }
        return clock.now - start
    }

    private func refusal(_ outcome: GestureOutcome) -> Refusal {
        if case .refused(let reason) = outcome { return reason }
        return nil
    }
}

/// Places orders after a short wait on the host's clock, standing in for the Shop's backend:
/// real time in a terminal session, virtual time in a script.
@MainActor
final class ClockOrderService: OrderService {
    /// Weak: the clock's pending actions hold the app, which holds this service.
    weak var clock: VirtualClock?
    let latency: Duration = .milliseconds(1500)

    func place(_ items: [Int], completion: @escaping @MainActor () -> Void) {
        guard let clock else { return completion() }
        clock.schedule(after: latency, completion)
    }
}
