import Wayfinder
import WayfinderTesting

/// A small hiking app's screens, for the simulated host's own tests.
enum Hike: Hashable, Sendable, Codable {
    case trailhead, trail(Int), camp, summit
    case map, weather, gear, permit
}

extension TabID {
    static let trails: TabID = "trails"
    static let map: TabID = "map"
    static let gear: TabID = "gear"
}

extension NavigationAlert {
    /// An alert with a text field and two buttons.
    static let nameCamp = NavigationAlert(
        title: "Name this camp", buttons: [.cancel(), AlertButton("Save", action: "save")],
        textFields: [AlertTextField(placeholder: "Name")])
}

/// A single-stack hike: the trailhead with `path` pushed above it.
func trail(_ path: [Hike] = []) -> NavigationState<Hike> {
    NavigationState(root: .trailhead, path: path)
}

/// Three tabs at their roots, `selected` selected.
func hikingTabs(selected: TabID = .trails) -> NavigationState<Hike> {
    try! NavigationState(
        tabs: [TabStack(.trails, root: .trailhead), TabStack(.map, root: .map), TabStack(.gear, root: .gear)],
        selected: selected)
}

/// `state` after `edit`, failing loudly when the edit is refused (test setup only).
func edited(_ state: NavigationState<Hike>, _ edit: (inout NavigationState<Hike>) throws -> Void) -> NavigationState<Hike> {
    var state = state
    do { try edit(&state) } catch { fatalError("test setup refused: \(error)") }
    return state
}

extension GestureOutcome {
    /// Whether the platform refused to start the gesture.
    var isRefused: Bool {
        if case .refused = self { true } else { false }
    }
}

extension NavigationOutcome {
    /// The host's failure, when the request ended because the host refused a step.
    var hostFailure: StepFailure? {
        if case .hostFailed(let failure) = self { failure } else { nil }
    }
}
