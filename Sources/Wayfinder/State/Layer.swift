/// One modal layer above the root: a sheet, a full-screen cover, an overlay or a custom alert.
///
/// Sheets, covers and overlays hold their own stack; an alert holds no screens and belongs to
/// the entry on top of the layer it covers (its ``owner``).
///
/// ```swift
/// navigator.present(.options(product: 7), as: .sheet(.fitting))
/// let sheet = navigator.state.layers.last!   // the layer on top
/// sheet.stack?.screens                       // [.options(product: 7)]
/// sheet.isAlert                              // false: an alert has no stack, an owner instead
/// ```
public struct Layer<Screen: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The layer's identity.
    public let id: LayerID
    /// What kind of layer this is, with its style: what the hosts switch over. An app reads
    /// ``presentationStyle`` and ``alert``.
    package internal(set) var kind: LayerKind
    /// The layer's stack; `nil` exactly when the layer is an alert.
    public internal(set) var stack: ScreenStack<Screen>?
    /// How the layer is presented, and dismissed again.
    public internal(set) var transition: ScreenTransition

    package init(id: LayerID, kind: LayerKind, stack: ScreenStack<Screen>?, transition: ScreenTransition = .system) {
        self.id = id
        self.kind = kind
        self.stack = stack
        self.transition = transition
    }

    /// The alert, when this layer is one.
    public var alert: NavigationAlert? { kind.alert }

    /// The entry that raised this alert, when this layer is one.
    public var owner: EntryID? {
        if case .alert(_, let owner) = kind { owner } else { nil }
    }

    /// Whether this layer is an alert.
    public var isAlert: Bool { alert != nil }

    /// How the layer is presented: a sheet with its style, a full-screen cover or an overlay;
    /// `nil` when the layer is an alert (``alert``).
    ///
    /// ```swift
    /// switch navigator.state.layers.last?.presentationStyle {
    /// case .sheet(let style)?: print("a sheet at", style.selectedDetent ?? style.detents[0])
    /// case .fullScreenCover?, .overlay?: print("full screen")
    /// case nil: print(navigator.state.layers.last?.alert?.title ?? "nothing presented")
    /// }
    /// ```
    public var presentationStyle: PresentationStyle? { kind.presentationStyle }
}

extension Layer: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, stack
        /// Written only when it is not the system one: data without it restores as before.
        case transition
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(LayerID.self, forKey: .id)
        kind = try container.decode(LayerKind.self, forKey: .kind)
        stack = try container.decodeIfPresent(ScreenStack<Screen>.self, forKey: .stack)
        transition = try container.decodeIfPresent(ScreenTransition.self, forKey: .transition) ?? .system
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(stack, forKey: .stack)
        if transition != .system { try container.encode(transition, forKey: .transition) }
    }
}

/// The kind of a ``Layer``, with the style that goes with it: what the hosts switch over. An app
/// reads it as ``Layer/presentationStyle`` and ``Layer/alert``, and a driver receives a
/// presentation style or an alert (`ControllerDriver`).
package enum LayerKind: Hashable, Sendable, Codable {
    /// A card sheet with detents (UIKit `.pageSheet`).
    case sheet(SheetStyle)
    /// A full-screen cover; the presenter's views are removed while it is up (UIKit `.fullScreen`).
    case fullScreenCover
    /// A full-screen overlay over everything, tab bar included, that lets what is under it show
    /// through (UIKit `.overFullScreen`), like a loading overlay.
    case overlay
    /// A custom alert raised by the entry `owner`.
    case alert(NavigationAlert, owner: EntryID)

    /// Whether `other` is the same kind (sheet, cover, overlay or alert), whatever its style,
    /// alert or owner: compared by case, the one rule of layer sameness.
    package func isSameKind(as other: LayerKind) -> Bool { name == other.name }

    /// `sheet`, `cover`, `overlay` or `alert`: for transcripts and descriptions.
    package var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "cover"
        case .overlay: "overlay"
        case .alert: "alert"
        }
    }

    /// The alert, when this kind is one.
    package var alert: NavigationAlert? {
        if case .alert(let alert, _) = self { alert } else { nil }
    }

    /// The presentation style for every kind but alerts.
    package var presentationStyle: PresentationStyle? {
        switch self {
        case .sheet(let style): .sheet(style)
        case .fullScreenCover: .fullScreenCover
        case .overlay: .overlay
        case .alert: nil
        }
    }
}

/// How screens are presented in a new layer.
///
/// ```swift
/// navigator.present(.promoCode, as: .sheet(.fitting))   // a card sheet sized to its content
/// navigator.present(.address, as: .sheet)               // the default sheet: large, no grabber
/// navigator.present(.placingOrder, as: .overlay)        // the screens under it show through
/// navigator.present(.signIn, as: .fullScreenCover)
/// ```
public enum PresentationStyle: Hashable, Sendable, Codable {
    /// A card sheet with detents.
    case sheet(SheetStyle)
    /// A full-screen cover.
    case fullScreenCover
    /// A full-screen overlay that lets what is under it show through.
    case overlay

    /// A sheet with the default style (large detent, no grabber).
    public static var sheet: PresentationStyle { .sheet(SheetStyle()) }

    /// Whether the layer's stack shows a navigation bar: a sheet's and a cover's do (their
    /// screens' titles and back buttons), an overlay's does not (it draws its own content over
    /// everything, like a loading overlay); an alert has no stack (Platform Rules 9.12).
    package var showsNavigationBar: Bool {
        switch self {
        case .sheet, .fullScreenCover: true
        case .overlay: false
        }
    }

    package var layerKind: LayerKind {
        switch self {
        case .sheet(let style): .sheet(style)
        case .fullScreenCover: .fullScreenCover
        case .overlay: .overlay
        }
    }
}
