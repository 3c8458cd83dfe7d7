import Testing
import WayfinderTesting

@MainActor
@Suite struct VirtualClockTests {
    let clock = VirtualClock()
    /// What the scheduled actions did, in the order they ran.
    final class Log { var names: [String] = [] }
    let log = Log()

    func schedule(_ name: String, after delay: Duration) {
        clock.schedule(after: delay) { [log] in log.names.append(name) }
    }

    // Promise: due actions run in time order, and those due at the same time in insertion order.
    @Test func advanceRunsInTimeThenInsertionOrder() {
        schedule("late", after: .milliseconds(200))
        schedule("first-at-100", after: .milliseconds(100))
        schedule("second-at-100", after: .milliseconds(100))
        schedule("now", after: .zero)
        clock.advance(by: .seconds(1))
        #expect(log.names == ["now", "first-at-100", "second-at-100", "late"])
        #expect(clock.now == .seconds(1))
        #expect(clock.isIdle)
    }

    // Promise: advance runs only what is due by its end, and leaves the clock at that end.
    @Test func advanceStopsAtItsEnd() {
        schedule("at-100", after: .milliseconds(100))
        schedule("at-300", after: .milliseconds(300))
        clock.advance(by: .milliseconds(150))
        #expect(log.names == ["at-100"])
        #expect(clock.now == .milliseconds(150))
        #expect(!clock.isIdle)
        clock.advance(by: .milliseconds(150))
        #expect(log.names == ["at-100", "at-300"])
        #expect(clock.now == .milliseconds(300))
    }

    // Promise: an action sees the clock at its own due time.
    @Test func actionsSeeTheirDueTime() {
        var seen: [Duration] = []
        clock.schedule(after: .milliseconds(250)) { [clock] in seen.append(clock.now) }
        clock.schedule(after: .milliseconds(50)) { [clock] in seen.append(clock.now) }
        clock.advance(by: .seconds(1))
        #expect(seen == [.milliseconds(50), .milliseconds(250)])
    }

    // Promise: a zero delay never runs inside schedule(), only at the next advance or runUntilIdle.
    @Test func zeroDelayNeverRunsInsideSchedule() {
        schedule("zero", after: .zero)
        #expect(log.names.isEmpty)
        #expect(!clock.isIdle)
        clock.advance(by: .zero)
        #expect(log.names == ["zero"])

        schedule("negative", after: .milliseconds(-5))
        #expect(log.names == ["zero"])
        clock.runUntilIdle()
        #expect(log.names == ["zero", "negative"])
        #expect(clock.now == .zero)
    }

    // Promise: runUntilIdle runs what the actions schedule too, and returns the virtual time that passed.
    @Test func runUntilIdleReturnsElapsedVirtualTime() {
        clock.advance(by: .milliseconds(40))
        clock.schedule(after: .milliseconds(100)) { [self] in
            log.names.append("outer")
            schedule("inner", after: .milliseconds(250))
        }
        schedule("short", after: .milliseconds(30))
        let elapsed = clock.runUntilIdle()
        #expect(log.names == ["short", "outer", "inner"])
        #expect(elapsed == .milliseconds(350))
        #expect(clock.now == .milliseconds(390))
        #expect(clock.isIdle)
        #expect(clock.runUntilIdle() == .zero)
    }

    // Promise: the limit stops an action that keeps rescheduling itself, so a test cannot hang.
    @Test func limitStopsASelfReschedulingAction() {
        var ticks = 0
        // Weak: an action that keeps the clock that keeps the action would never be freed.
        weak let clock = self.clock
        func tick() {
            ticks += 1
            clock?.schedule(after: .milliseconds(10), tick)
        }
        self.clock.schedule(after: .milliseconds(10), tick)
        let elapsed = self.clock.runUntilIdle(limit: 5)
        #expect(ticks == 5)
        #expect(elapsed == .milliseconds(50))
        #expect(!self.clock.isIdle)
    }
}
