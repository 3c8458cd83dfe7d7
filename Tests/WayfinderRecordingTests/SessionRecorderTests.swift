import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite("Session recorder")
struct SessionRecorderTests {
    @Test func aSessionIsRecordedEventByEventWithItsTimes() throws {
        let (recording, app, _) = ShopSession.record()
        let lines = recording.lines
        #expect(recording.start.tree() == "root main: tabs\n  catalog*: catalog\n  cart: cart\n  profile: profile")
        #expect(lines.first == "0 ms  command #1: root#2 main: tabs\n  catalog*: catalog#3 › product(7)#6\n  cart: cart#4\n  profile: profile#5")
        #expect(lines.contains("0 ms  end of turn"))
        #expect(lines.contains("0 ms  step: set tab catalog [catalog#3, product(7)#6] (animated)"))
        #expect(lines.contains("350 ms  step completed"))
        #expect(lines.contains("350 ms  request #1 ended: completed"))
        #expect(lines.contains { $0.hasSuffix("user: gesture began") })
        #expect(lines.contains { $0.hasSuffix("user: gesture ended: dismissed #7") })
        #expect(lines.contains { $0.hasSuffix("link shop://orders/42") })
        #expect(recording.openedLinks == ["shop://orders/42"])
        #expect(lines.contains("1100 ms  mark: the order from the link"))
        #expect(lines.contains { $0.hasSuffix("user: selected tab cart") })
        #expect(lines.last == "2250 ms  user: gesture ended: answered alert #11 with button 1")
        // Times never go back.
        #expect(recording.events.map { $0.time } == recording.events.map { $0.time }.sorted())
        #expect(recording.replay().shown == app.navigator.shown)
    }

    @Test func theRingKeepsAtMostItsCapacityAndReplaysFromARest() {
        let (app, host, recorder) = ShopSession.launch(capacity: 20)
        var most = 0
        for round in 0..<40 {
            app.navigator.push(.product(round))
            host.settle()
            if round % 3 == 0 { host.swipeBack() } else { app.navigator.pop() }
            host.settle()
            most = max(most, recorder.keptEventCount)
        }
        #expect(most <= 20)
        let recording = recorder.recording!
        #expect(recording.count <= 20)
        #expect(recording.droppedEventCount > 0)
        #expect(recording.count + recording.droppedEventCount >= 40 * 8)
        let report = recording.replay()
        #expect(report.divergence == nil, "\(report)")
        #expect(report.shown == app.navigator.shown)
    }

    @Test func redactedScreensAndTextAreMaskedAndStillReplay() throws {
        let (app, host, recorder) = ShopSession.launch(
            redactingScreen: { screen in if case .order = screen { .order(0) } else { screen } },
            redactingText: { _ in "•••" })
        ShopSession.play(app, host)
        let recording = recorder.recording!
        let text = String(decoding: try recording.jsonLines(), as: UTF8.self)
        #expect(!text.contains("42"))
        #expect(!text.contains("shop://"))
        #expect(recording.lines.contains { $0.hasSuffix("link •••") })
        #expect(recording.lines.contains { $0.hasSuffix("step: set tab catalog (animated)") })
        let report = try SessionRecording<ShopScreen>(jsonLines: recording.jsonLines()).replay()
        #expect(report.divergence == nil, "\(report)")
    }

    @Test func nothingIsRecordedBeforeStartOrAfterStop() {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        let recorder = SessionRecorder<ShopScreen>(clock: { host.clock.now }, inReleaseBuilds: true)
        #expect(recorder.isAllowed)
        #expect(recorder.recording == nil)
        // Started while the start is on its way to the screen: it waits for the rest.
        recorder.start(following: app.navigator)
        #expect(recorder.recording == nil)
        host.settle()
        #expect(recorder.recording?.count == 0)
        app.navigator.push(.product(1))
        host.settle()
        recorder.stop()
        let count = recorder.recording!.count
        #expect(count == 5)
        app.navigator.push(.product(2))
        host.settle()
        #expect(recorder.recording!.count == count)
        #expect(app.navigator.onEvent == nil)
    }

    @Test func aRecorderReleasedWithoutStoppingTakesItsHookOff() {
        let (app, host, _) = ShopSession.launch()
        #expect(app.navigator.onEvent != nil)
        app.navigator.push(.product(3))
        host.settle()
        #expect(app.navigator.onEvent == nil)
    }

    @Test func aReleaseBuildRecordsOnlyWhenTheAppAllowsIt() {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        host.settle()
        let recorder = SessionRecorder<ShopScreen>(clock: { host.clock.now })
        recorder.start(following: app.navigator)
        #if DEBUG
            #expect(recorder.isAllowed && recorder.isRecording)
        #else
            #expect(!recorder.isAllowed && !recorder.isRecording)
            #expect(app.navigator.onEvent == nil)
        #endif
    }
}
