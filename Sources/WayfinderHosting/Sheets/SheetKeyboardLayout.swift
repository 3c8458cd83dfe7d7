import Wayfinder

/// A focused text field's top and bottom in its content, measured from the content's top.
///
/// ```swift
/// testbed.host.focusTextField(at: FieldFrame(top: 150, bottom: 194))   // a field 150 points down
/// ```
public struct FieldFrame: Hashable, Sendable, Codable {
    /// The field's top edge.
    public var top: Double
    /// The field's bottom edge.
    public var bottom: Double

    /// A field from `top` to `bottom`.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// How a sheet with text fields sits over the keyboard: the one rule every host uses.
///
/// UIKit lifts a page sheet above the keyboard itself (Platform Rules 4.10), as far as the top
/// of its container; what the keyboard still covers is what the content must scroll past.
///
/// ```swift
/// testbed.host.focusTextField(at: FieldFrame(top: 500, bottom: 544), keyboardHeight: 336)
/// testbed.settle()
/// #expect(testbed.host.sheetKeyboardLayout?.scrollOffset == 136)   // scrolled to the field
/// ```
public struct SheetKeyboardLayout: Hashable, Sendable, Codable {
    /// Where the sheet rests, as without the keyboard: the fitting height does not grow by the
    /// keyboard's height.
    public package(set) var sheet: SheetLayout
    /// How much of the sheet the keyboard still covers once the system lifted the sheet.
    public package(set) var covered: Double
    /// The bottom inset the host adds to the content: what the keyboard covers beyond the
    /// inset the system already gives the content, so no inset is added twice.
    public package(set) var contentInset: Double
    /// The height of content the user sees: the sheet, less its bar and what the keyboard covers.
    public package(set) var visibleContentHeight: Double
    /// Whether the content scrolls: it needs more than the visible height.
    public package(set) var scrolls: Bool
    /// Where the content scrolls to (its offset from the top) so the focused field is visible,
    /// or `nil` when it is visible without scrolling.
    public package(set) var scrollOffset: Double?

    /// A layout; hosts get one from `SheetStyle.keyboardLayout(in:content:keyboardHeight:focusedField:systemInset:)`.
    package init(
        sheet: SheetLayout, covered: Double, contentInset: Double, visibleContentHeight: Double, scrolls: Bool,
        scrollOffset: Double?
    ) {
        self.sheet = sheet
        self.covered = covered
        self.contentInset = contentInset
        self.visibleContentHeight = visibleContentHeight
        self.scrolls = scrolls
        self.scrollOffset = scrollOffset
    }
}

extension SheetStyle {
    /// How the sheet sits over a keyboard `keyboardHeight` tall (0 when hidden), with
    /// `focusedField` in its content.
    ///
    /// - The sheet's height is ``layout(in:content:)``'s: the keyboard never enters the fitting
    ///   height.
    /// - The system lifts the sheet by the keyboard's height, up to the container's top; the
    ///   rest of the keyboard covers the sheet's bottom (`SheetKeyboardLayout.covered`).
    /// - The content gets a bottom inset for what is covered, less `systemInset`, the inset the
    ///   platform already gives it (a keyboard safe area): never twice.
    /// - The content scrolls so that the focused field's bottom is just above the keyboard; a
    ///   field taller than the visible area shows its top.
    ///
    /// ```swift
    /// let layout = SheetStyle.fitting.keyboardLayout(
    ///     in: SheetContainer(maximumHeight: 800), content: SheetContent(measuredHeight: 600, barHeight: 56),
    ///     keyboardHeight: 300, focusedField: FieldFrame(top: 500, bottom: 544))
    /// // sheet 656 tall, lifted by 144, 156 covered, 444 of content visible: it scrolls by 100
    /// ```
    package func keyboardLayout(
        in container: SheetContainer, content: SheetContent, keyboardHeight: Double, focusedField: FieldFrame?,
        systemInset: Double = 0
    ) -> SheetKeyboardLayout {
        let sheet = layout(in: container, content: content)
        let keyboard = SheetContent.length(keyboardHeight)
        let room = max(SheetContent.length(container.maximumHeight) - sheet.height, 0)
        let covered = max(keyboard - room, 0)
        let bar = SheetContent.length(content.barHeight)
        let visible = max(sheet.height - bar - covered, 0)
        let needed = SheetContent.length(content.measuredHeight ?? 0)
        var offset: Double?
        if let field = focusedField, field.bottom > visible {
            let shown = field.bottom - field.top > visible ? field.top : field.bottom - visible
            offset = max(shown, 0) > 0 ? max(shown, 0) : nil
        }
        return SheetKeyboardLayout(
            sheet: sheet, covered: covered, contentInset: max(covered - SheetContent.length(systemInset), 0),
            visibleContentHeight: visible, scrolls: needed > visible, scrollOffset: offset)
    }
}
