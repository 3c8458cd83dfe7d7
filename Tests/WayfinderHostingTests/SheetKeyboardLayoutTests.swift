import Testing
import Wayfinder
import WayfinderHosting

/// Platform Rules 4.10, 4.11 and 9.6: a sheet with text fields over the keyboard, editing that
/// ends before a layer covers the field, and whose detent change the keyboard's is.
@Suite struct SheetKeyboardLayoutTests {
    static let container = SheetContainer(maximumHeight: 800)

    struct Case: Sendable, CustomTestStringConvertible {
        var content: Double
        var keyboard: Double
        var field: FieldFrame?
        var systemInset: Double = 0
        var expected: SheetKeyboardLayout
        var testDescription: String { "content \(content), keyboard \(keyboard), field \(String(describing: field))" }
    }

    static func layout(
        _ height: Double, scrolls: Bool, covered: Double, inset: Double, visible: Double, contentScrolls: Bool, offset: Double?
    ) -> SheetKeyboardLayout {
        SheetKeyboardLayout(
            sheet: SheetLayout(height: height, scrolls: scrolls), covered: covered, contentInset: inset,
            visibleContentHeight: visible, scrolls: contentScrolls, scrollOffset: offset)
    }

    // Promise: the sheet keeps its fitting height when the keyboard shows; what the keyboard still
    // covers once the system lifted the sheet is inset once, and the focused field scrolls into view.
    @Test(arguments: [
        // A short sheet: lifted whole, nothing covered, nothing scrolls; the height is not 296 + 336.
        Case(content: 240, keyboard: 336, field: FieldFrame(top: 150, bottom: 194),
            expected: layout(296, scrolls: false, covered: 0, inset: 0, visible: 240, contentScrolls: false, offset: nil)),
        // A tall one: lifted to the top, 192 covered; the field under the keyboard scrolls up by 136.
        Case(content: 600, keyboard: 336, field: FieldFrame(top: 500, bottom: 544),
            expected: layout(656, scrolls: false, covered: 192, inset: 192, visible: 408, contentScrolls: true, offset: 136)),
        // The same, the system already insetting the content by 192: no inset added twice.
        Case(content: 600, keyboard: 336, field: FieldFrame(top: 500, bottom: 544), systemInset: 192,
            expected: layout(656, scrolls: false, covered: 192, inset: 0, visible: 408, contentScrolls: true, offset: 136)),
        Case(content: 600, keyboard: 336, field: nil, systemInset: 100,
            expected: layout(656, scrolls: false, covered: 192, inset: 92, visible: 408, contentScrolls: true, offset: nil)),
        // A capped sheet: the whole keyboard covers it; a field near the top needs no scrolling.
        Case(content: 900, keyboard: 336, field: FieldFrame(top: 0, bottom: 44),
            expected: layout(800, scrolls: true, covered: 336, inset: 336, visible: 408, contentScrolls: true, offset: nil)),
        // A field taller than what is visible shows its top.
        Case(content: 900, keyboard: 336, field: FieldFrame(top: 50, bottom: 600),
            expected: layout(800, scrolls: true, covered: 336, inset: 336, visible: 408, contentScrolls: true, offset: 50)),
        // No keyboard: the layout without one.
        Case(content: 600, keyboard: 0, field: FieldFrame(top: 500, bottom: 544),
            expected: layout(656, scrolls: false, covered: 0, inset: 0, visible: 600, contentScrolls: false, offset: nil)),
    ])
    func keyboardLayout(_ test: Case) {
        let content = SheetContent(measuredHeight: test.content, barHeight: 56)
        let layout = SheetStyle.fitting.keyboardLayout(
            in: Self.container, content: content, keyboardHeight: test.keyboard, focusedField: test.field,
            systemInset: test.systemInset)
        #expect(layout == test.expected)
        #expect(layout.sheet == SheetStyle.fitting.layout(in: Self.container, content: content))
    }

    // Promise: alerts, covers and overlays end editing before they are presented; sheets do not.
    @Test func layersThatCoverTheFieldEndEditing() {
        #expect(LayerKind.alert(NavigationAlert(title: "Gone", buttons: [.cancel()]), owner: EntryID(1)).endsEditing)
        #expect(LayerKind.fullScreenCover.endsEditing)
        #expect(LayerKind.overlay.endsEditing)
        #expect(!LayerKind.sheet(.fitting).endsEditing)
    }

    // Promise: a detent change while the keyboard shows is the system's, otherwise the user's (a drag
    // that ends while the keyboard hides included).
    @Test func detentChangeCause() {
        #expect(DetentChangeCause(whileKeyboardShows: true) == .keyboard)
        #expect(DetentChangeCause(whileKeyboardShows: false) == .user)
    }
}
