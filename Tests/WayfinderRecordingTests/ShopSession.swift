import ShopApp
import Wayfinder
import WayfinderTesting

/// A session of the Shop on the simulated host, recorded: signed in, a product opened from the
/// catalog, its options as a sheet dragged away, a link to an order, a swipe back, the cart's
/// tab tapped, an item removed through the alert.
@MainActor
enum ShopSession {
    /// The Shop, signed in, settled, and a recorder on the host's virtual clock.
    static func launch(
        capacity: Int = 10_000, redactingScreen: ((ShopScreen) -> ShopScreen)? = nil,
        redactingText: ((String) -> String)? = nil
    ) -> (app: ShopApp, host: SimulatedHost<ShopScreen>, recorder: SessionRecorder<ShopScreen>) {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        host.settle()
        let recorder = SessionRecorder<ShopScreen>(
            capacity: capacity, clock: { host.clock.now }, inReleaseBuilds: true, redactingScreen: redactingScreen,
            redactingText: redactingText)
        recorder.start(following: app.navigator)
        return (app, host, recorder)
    }

    /// What the user does; the recorder, if given, marks where the link has landed.
    static func play(_ app: ShopApp, _ host: SimulatedHost<ShopScreen>, marking recorder: SessionRecorder<ShopScreen>? = nil) {
        app.navigator.push(.product(7))
        host.settle()
        app.navigator.present(.options(product: 7), as: .sheet(.fitting))
        host.settle()
        host.dragSheetDown()
        host.settle()
        app.open("shop://orders/42")
        host.settle()
        recorder?.mark("the order from the link")
        host.swipeBack()
        host.settle()
        host.tapTab(.cart)
        host.settle()
        app.navigator.showAlert(.removeItem)
        host.settle()
        host.tapAlertButton(1)
        host.settle()
    }

    /// The session, recorded.
    static func record() -> (SessionRecording<ShopScreen>, ShopApp, SimulatedHost<ShopScreen>) {
        let (app, host, recorder) = launch()
        play(app, host, marking: recorder)
        recorder.stop()
        return (recorder.recording!, app, host)
    }
}
