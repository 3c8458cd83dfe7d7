import Testing
import Wayfinder

@Suite struct SheetStyleProblemTests {
    // Promise: .fitting combines with .large only; any other detent beside it is a typed problem,
    // and the navigation value refuses the style.
    @Test(arguments: [
        ([Detent.fitting, .medium], Detent.medium),
        ([.height(300), .fitting], .height(300)),
        ([.fitting, .large, .fraction(0.5)], .fraction(0.5)),
    ])
    func fittingCombinesWithLargeOnly(detents: [Detent], other: Detent) {
        let style = SheetStyle(detents: detents)
        #expect(style.problem == .fittingCombined(with: other))
        var state = NavigationState<Shop>(root: .cart)
        #expect(throws: NavigationError.fittingCombined(with: other)) {
            try state.present(.options, as: .sheet(style))
        }
        #expect(state == NavigationState<Shop>(root: .cart))
        #expect(SheetStyle(detents: [.large, .fitting]).problem == nil)
        #expect(SheetStyle(detents: [.medium, .height(300), .large]).problem == nil)
    }
}
