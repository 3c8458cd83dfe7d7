// Exported from a Wayfinder session recording; export it again rather than edit it.
import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Test func shopSessionReplaysOnTheTestbed() throws {
    let testbed = NavigationTestbed(try NavigationState<ShopScreen>.restored(from: Data(#"{"format":1,"state":{"layers":[],"lists":{"3":{"products":{"item":"1","offset":0}}},"nextEntryID":6,"root":{"content":{"tabs":{"_0":{"selected":"catalog","tabs":[{"id":"catalog","stack":[{"id":3,"screen":{"catalog":{}}}]},{"id":"cart","stack":[{"id":4,"screen":{"cart":{}}}]},{"id":"profile","stack":[{"id":5,"screen":{"profile":{}}}]}]}}},"flow":"main","id":2,"transition":{"crossFade":{}}}}}"#.utf8)))
    let value1 = try NavigationState<ShopScreen>.restored(from: Data(#"{"format":1,"state":{"layers":[],"lists":{"3":{"products":{"item":"1","offset":0}}},"nextEntryID":7,"root":{"content":{"tabs":{"_0":{"selected":"catalog","tabs":[{"id":"catalog","stack":[{"id":3,"screen":{"catalog":{}}},{"id":6,"screen":{"product":{"_0":7}}}]},{"id":"cart","stack":[{"id":4,"screen":{"cart":{}}}]},{"id":"profile","stack":[{"id":5,"screen":{"profile":{}}}]}]}}},"flow":"main","id":2,"transition":{"crossFade":{}}}}}"#.utf8))
    testbed.navigator.update(animated: true) { $0 = value1 }
    testbed.host.advance(by: .microseconds(350000))
    let value2 = try NavigationState<ShopScreen>.restored(from: Data(#"{"format":1,"state":{"layers":[{"id":7,"kind":{"sheet":{"_0":{"detents":[{"fitting":{}}],"grabber":true,"userCanDismiss":true}}},"stack":[{"id":8,"screen":{"options":{"product":7}}}]}],"lists":{"3":{"products":{"item":"1","offset":0}}},"nextEntryID":9,"root":{"content":{"tabs":{"_0":{"selected":"catalog","tabs":[{"id":"catalog","stack":[{"id":3,"screen":{"catalog":{}}},{"id":6,"screen":{"product":{"_0":7}}}]},{"id":"cart","stack":[{"id":4,"screen":{"cart":{}}}]},{"id":"profile","stack":[{"id":5,"screen":{"profile":{}}}]}]}}},"flow":"main","id":2,"transition":{"crossFade":{}}}}}"#.utf8))
    testbed.navigator.update(animated: true) { $0 = value2 }
    testbed.host.advance(by: .microseconds(400000))
    testbed.host.dragSheetDown()
    // link shop://orders/42
    testbed.host.advance(by: .microseconds(350000))
    #expect(
        testbed.navigator.state.tree() == """
            root main: tabs
              catalog*: catalog › product(7)
              cart: cart
              profile: profile
            """)
    let value3 = try NavigationState<ShopScreen>.restored(from: Data(#"{"format":1,"state":{"layers":[],"lists":{"3":{"products":{"item":"1","offset":0}}},"nextEntryID":11,"root":{"content":{"tabs":{"_0":{"selected":"profile","tabs":[{"id":"catalog","stack":[{"id":3,"screen":{"catalog":{}}},{"id":6,"screen":{"product":{"_0":7}}}]},{"id":"cart","stack":[{"id":4,"screen":{"cart":{}}}]},{"id":"profile","stack":[{"id":5,"screen":{"profile":{}}},{"id":9,"screen":{"orders":{}}},{"id":10,"screen":{"order":{"_0":42}}}]}]}}},"flow":"main","id":2,"transition":{"crossFade":{}}}}}"#.utf8))
    testbed.navigator.update(animated: true) { $0 = value3 }
    testbed.host.advance(by: .microseconds(0))
    // the order from the link
    #expect(
        testbed.navigator.shown.tree() == """
            root main: tabs
              catalog: catalog › product(7)
              cart: cart
              profile*: profile › orders › order(42)
            """)
    testbed.host.swipeBack()
    testbed.host.advance(by: .microseconds(350000))
    testbed.host.tapTab("cart")
    #expect(
        testbed.navigator.state.tree() == """
            root main: tabs
              catalog: catalog › product(7)
              cart*: cart
              profile: profile › orders
            """)
    let value4 = try NavigationState<ShopScreen>.restored(from: Data(#"{"format":1,"state":{"layers":[{"id":11,"kind":{"alert":{"_0":{"buttons":[{"action":"cancel","role":"cancel","title":"Cancel"},{"action":"remove","role":"destructive","title":"Remove"}],"message":"It leaves your cart.","style":"destructive-card","textFields":[],"title":"Remove item?"},"owner":4}}}],"lists":{"3":{"products":{"item":"1","offset":0}}},"nextEntryID":12,"root":{"content":{"tabs":{"_0":{"selected":"cart","tabs":[{"id":"catalog","stack":[{"id":3,"screen":{"catalog":{}}},{"id":6,"screen":{"product":{"_0":7}}}]},{"id":"cart","stack":[{"id":4,"screen":{"cart":{}}}]},{"id":"profile","stack":[{"id":5,"screen":{"profile":{}}},{"id":9,"screen":{"orders":{}}}]}]}}},"flow":"main","id":2,"transition":{"crossFade":{}}}}}"#.utf8))
    testbed.navigator.update(animated: true) { $0 = value4 }
    testbed.host.advance(by: .microseconds(400000))
    testbed.host.tapAlertButton(1, text: [])
    testbed.settle()
    #expect(
        testbed.tree == """
            root main: tabs
              catalog: catalog › product(7)
              cart*: cart
              profile: profile › orders
            """)
    #expect(testbed.problems.isEmpty, "\(testbed.problems)")
}
