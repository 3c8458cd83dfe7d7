import Foundation
import Testing
import Wayfinder

/// A value holds at most `maximumLayerCount` layers: a change or saved data past it is refused
/// with a typed error and changes nothing.
@Suite("The layer limit")
@MainActor
struct LayerLimitTests {
    static let limit = NavigationState<Shop>.maximumLayerCount

    @Test func presentsUpToTheLimitAndRefusesTheNext() async {
        let navigator = Navigator(NavigationState<Shop>(root: .cart))
        for _ in 0..<Self.limit {
            #expect(await navigator.present(.address, as: .fullScreenCover).outcome == .completed)
        }
        #expect(navigator.state.layers.count == Self.limit)
        let before = navigator.state
        let outcome = await navigator.present(.address, as: .fullScreenCover).outcome
        #expect(outcome == .refused(.tooManyLayers(count: Self.limit + 1, limit: Self.limit)))
        #expect(navigator.state == before)
        #expect(navigator.state.nextIdentity == before.nextIdentity)
        #expect(await navigator.dismiss().outcome == .completed)
        #expect(await navigator.present(.address, as: .fullScreenCover).outcome == .completed)
    }

    @Test func savedDataPastTheLimitIsRefused() throws {
        typealias J = StateJSON
        func document(layers count: Int) -> Data {
            // Covers #1, #3, …, each holding one entry (#2, #4, …) above the root #0's stack.
            let covers = (0..<count).map { index in
                J.cover(2 * index + 2, stack: #"[{"id":\#(2 * index + 3),"screen":{"address":{}}}]"#)
            }
            return J.envelope(J.state(root: J.root(0, stack: #"[{"id":1,"screen":{"cart":{}}}]"#), layers: covers, next: 2 * count + 3))
        }
        #expect(try NavigationState<Shop>.restored(from: document(layers: Self.limit)).layers.count == Self.limit)
        #expect(throws: RestorationError.invalid(.tooManyLayers(count: Self.limit + 1, limit: Self.limit))) {
            try NavigationState<Shop>.restored(from: document(layers: Self.limit + 1))
        }
    }

    @Test func theErrorSaysWhatWasRefused() {
        #expect(NavigationError.tooManyLayers(count: 201, limit: 200).description == "201 layers, more than the 200 a value may hold")
    }
}
