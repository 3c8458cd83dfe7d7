import Wayfinder
import WayfinderHosting

/// How simulated sheets size themselves: the container they rest in, the navigation bar, each
/// screen's content height, and two behaviours of UIKit's a test can switch on.
///
/// ```swift
/// host.window.sheetSizing.contentHeights["options"] = 240
/// host.window.sheetSizing.resolvesBeforeMeasuring = true
/// navigator.present(.options, as: .sheet(.fitting))
/// host.settle()
/// host.restingHeights(of: sheetID)   // [400, 296]: a placeholder, then the measured content
/// ```
public struct SimulatedSheetSizing: Hashable, Sendable {
    /// The space sheets rest in (UIKit's `maximumDetentValue`, Platform Rules 4.2).
    package var container = SheetContainer(maximumHeight: 800)
    /// The height of a sheet's navigation bar.
    public var barHeight: Double = 56
    /// A screen's content height when ``contentHeights`` has none for it.
    public var contentHeight: Double = 300
    /// Content heights by screen, as `String(describing:)` prints the screen (`"options"`).
    public var contentHeights: [String: Double] = [:]
    /// UIKit resolves a sheet's custom detents before its content is measured: the resolver
    /// runs once with nothing measured as the sheet is set up, and again once the content has
    /// laid out and the host invalidated the detents (Platform Rules 4.9). Off, the content is
    /// measured before the first resolution.
    public var resolvesBeforeMeasuring = false
    /// iOS 26 expands a sheet with a custom detent to its largest detent when a field in it is
    /// focused, and reports the new detent to the sheet's delegate (Platform Rules 9.6).
    public var expandsForKeyboard = false

    /// The default sizing: an 800-point container, a 56-point bar, 300 points of content.
    public init() {}
}

/// What a simulated sheet went through: whether its content was measured and every height it
/// rested at, in order.
struct SimulatedSheetRecord {
    /// The sheet, weakly: a record whose sheet has gone is dropped.
    weak var controller: SimulatedController?
    var isMeasured = false
    var restingHeights: [Double] = []
}

extension SimulatedWindow {
    /// A controller is about to be presented: a sheet resolves its detents (before or after
    /// measuring its content, ``SimulatedSheetSizing/resolvesBeforeMeasuring``), and a layer
    /// that covers a still focused field leaves the keyboard above it (Platform Rules 4.11).
    func willPresent(_ controller: SimulatedController) {
        if keyboard.focusedField != nil, let kind = controller.layerKind {
            switch kind {
            case .sheet: break
            case .alert, .fullScreenCover, .overlay:
                violate("4.11", "the keyboard stays up over \(controller.name): a field under it is still focused")
            }
        }
        guard case .sheet = controller.layerKind, let id = controller.layerID else { return }
        sheetRecords = sheetRecords.filter { $0.value.controller != nil }
        guard sheetSizing.resolvesBeforeMeasuring else {
            sheetRecords[id] = SimulatedSheetRecord(controller: controller, isMeasured: true)
            resolveDetents(of: controller)
            return
        }
        sheetRecords[id] = SimulatedSheetRecord(controller: controller, isMeasured: false)
        resolveDetents(of: controller)
        log("resolve detents of \(controller.name) before its content is measured: \(sheetRecords[id]?.restingHeights.last?.formattedHeight ?? "?")")
        // The content lays out on the next turn and reports its size; the host invalidates.
        clock.schedule(after: .zero) { [weak self, weak controller] in
            guard let self, let controller, sheetRecords[id] != nil else { return }
            sheetRecords[id]?.isMeasured = true
            resolveDetents(of: controller)
            log("invalidateDetents \(controller.name): \(sheetRecords[id]?.restingHeights.last?.formattedHeight ?? "?")")
        }
    }

    /// What a sheet's content is now, as its resolver sees it.
    func sheetContent(of controller: SimulatedController) -> SheetContent? {
        guard case .sheet = controller.layerKind, let id = controller.layerID else { return nil }
        guard sheetRecords[id]?.isMeasured ?? true else { return SheetContent(measuredHeight: nil, barHeight: sheetSizing.barHeight) }
        let screen = (controller as? SimulatedStackController)?.screens.last?.screen
        let height = screen.flatMap { sheetSizing.contentHeights[$0] } ?? sheetSizing.contentHeight
        return SheetContent(measuredHeight: height, barHeight: sheetSizing.barHeight)
    }

    /// The container sheets rest in changed (a rotation): every presented sheet's detents are
    /// resolved again, as UIKit does when the size changes.
    func containerChanged(to container: SheetContainer) {
        sheetSizing.container = container
        sheetRecords = sheetRecords.filter { $0.value.controller != nil }
        for record in sheetRecords.values {
            if let controller = record.controller { resolveDetents(of: controller) }
        }
    }

    /// Asks the sheet's detents for their heights (the app's resolvers, which are the core's
    /// sizing rule) and records where it rests.
    private func resolveDetents(of controller: SimulatedController) {
        guard case .sheet(let style) = controller.layerKind, let id = controller.layerID,
            let content = sheetContent(of: controller)
        else { return }
        sheetRecords[id]?.restingHeights.append(style.layout(in: sheetSizing.container, content: content).height)
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// Every height the sheet `id` rested at since it was presented, in order.
    public func restingHeights(of id: LayerID) -> [Double] {
        window.sheetRecords[id]?.restingHeights ?? []
    }

    /// Where the presented sheet `id` rests now and whether its content scrolls, by its
    /// detents as set now (``SheetStyle/layout(in:content:)``); `nil` when no such sheet is
    /// presented.
    public func sheetLayout(of id: LayerID) -> SheetLayout? {
        guard let controller = container.chain.first(where: { $0.layerID == id }),
            case .sheet(let style) = controller.layerKind, let content = window.sheetContent(of: controller)
        else { return nil }
        return style.layout(in: window.sheetSizing.container, content: content)
    }
}

extension Double {
    /// `296` rather than `296.0`.
    var formattedHeight: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
