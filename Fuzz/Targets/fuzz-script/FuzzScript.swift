import Foundation
import ShopTerminal

/// Invariant: any script runs to its end on the demo without a crash, every command either done
/// or refused with a message, no UIKit rule broken, and the navigation value valid throughout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    // Bounded, so one input cannot run for long: 64 lines.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
    MainActor.assumeIsolated {
        let demo = ShopDemo(signedIn: count % 2 == 0)
        demo.settleTransitions()
        _ = ScriptRunner(demo: demo, print: { _ in }).run(Array(lines))
        demo.settleTransitions()
        if let violation = demo.phone.host.violations.first { fatalError("rule violated: \(violation)") }
        guard demo.navigator.state.isValid, demo.navigator.shown.isValid else { fatalError("invalid value") }
    }
    // Release what hopped to the main actor (a released navigator's requests, a released host).
    RunLoop.main.run(until: .distantPast)
    return 0
}
