// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// Stacks, scrolling, safe areas, geometry and the layout modifiers.

// MARK: - Axes, edges, regions, alignment

// https://developer.apple.com/documentation/swiftui/axis · iOS 13.0
// UNVERIFIED: the Axis pages were not retrieved. `enum Axis` with `struct Set: OptionSet` (raw value
// Int8) and its `vertical` and `horizontal` members, per the SDK interface; ScrollView's confirmed
// initializer names `Axis.Set` and its default `.vertical`.
@frozen public enum Axis: Int8, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

// https://developer.apple.com/documentation/swiftui/edge · iOS 13.0
// UNVERIFIED: the Edge pages were not retrieved. `enum Edge` with `struct Set: OptionSet` (raw value
// Int8), per the SDK interface; ignoresSafeArea(_:edges:) (confirmed) names `Edge.Set` and `.all`,
// background(ignoresSafeAreaEdges:) links `Edge/Set/all`.
@frozen public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions · iOS 14.0
// UNVERIFIED: page not retrieved. `struct SafeAreaRegions: OptionSet` with `container`, `keyboard`,
// `all` (the UIHostingController.safeAreaRegions page names the type and `SafeAreaRegions.all`).
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment · iOS 13.0
// UNVERIFIED: page not retrieved; `struct HorizontalAlignment` with static `leading`, `center`,
// `trailing`. VStack's confirmed initializer names it with the default `.center`.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

// https://developer.apple.com/documentation/swiftui/alignment · iOS 13.0
// UNVERIFIED: page not retrieved; `struct Alignment` with static `center` (ZStack's confirmed
// initializer names it with the default `.center`).
@frozen public struct Alignment: Equatable, Sendable {
    private let id: Int
    public static let center = Alignment(id: 0)
}

// MARK: - Stacks

// https://developer.apple.com/documentation/swiftui/vstack · iOS 13.0
// Page: `@frozen nonisolated struct VStack<Content> where Content : View`.
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) · iOS 13.0
    // Page: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError("stub")
    }

    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/zstack · iOS 13.0
// Page: `@frozen nonisolated struct ZStack<Content> where Content : View`.
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) · iOS 13.0
    // Page: `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError("stub") }

    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/lazyvstack · iOS 14.0
// Page: `nonisolated struct LazyVStack<Content> where Content : View`.
nonisolated public struct LazyVStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:) · iOS 14.0
    // Page: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews:
    // PinnedScrollableViews = .init(), @ContentBuilder content: () -> Content)`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        fatalError("stub")
    }

    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews · iOS 14.0
// UNVERIFIED: the page was not retrieved; an OptionSet (LazyVStack's confirmed initializer
// defaults it to `.init()`), its raw value UInt32 per the SDK interface; no member is declared.
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// MARK: - Scrolling

// https://developer.apple.com/documentation/swiftui/scrollview · iOS 13.0
// Page: `nonisolated struct ScrollView<Content> where Content : View`.
nonisolated public struct ScrollView<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:) · iOS 13.0
    // Page: `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ContentBuilder content: () -> Content)`
    // (deprecated at iOS 27 for `init(_:content:)`, which the corpus lists as back-deployed to 13).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError("stub")
    }

    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior · iOS 16.4
// Page: `struct ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable {
    private init() { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/basedonsize · iOS 16.4
    // Page: `static var basedOnSize: ScrollBounceBehavior { get }`.
    public static var basedOnSize: ScrollBounceBehavior { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/unitpoint · iOS 13.0
// UNVERIFIED: the UnitPoint pages were not retrieved. `@frozen struct UnitPoint` with
// `static let top: UnitPoint`, per the SDK interface; only the member the articles use.
@frozen public struct UnitPoint: Hashable, Sendable {
    public static let top = UnitPoint()
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) · iOS 17.0
    // Page: `nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View`.
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:) · iOS 17.0
    // Page: `nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View`.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        StubView()
    }
}

// MARK: - Geometry

// https://developer.apple.com/documentation/swiftui/geometryproxy · iOS 13.0
// Page: `struct GeometryProxy`. SwiftUI makes it, so there is no initializer here.
public struct GeometryProxy {
    private init() { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/geometryproxy/size · iOS 13.0
    // Page: `var size: CGSize { get }`.
    public var size: CGSize { fatalError("stub") }
}

// MARK: - Modifiers

extension View {
    // https://developer.apple.com/documentation/swiftui/view/id(_:) · iOS 13.0
    // Page: `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`: "When the proxy
    // value specified by the id parameter changes, the identity of the view — for example, its
    // state — is reset."
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) · iOS 13.0
    // UNVERIFIED: page not retrieved; `nonisolated func padding(_ edges: Edge.Set = .all, _ length:
    // CGFloat? = nil) -> some View` per the SDK interface (isolation as every confirmed modifier's).
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) · iOS 14.0
    // Page: `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:) · iOS 16.4
    // Page: `nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View`.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:) · iOS 16.0
    // Page: `@export(implementation) @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type,
    // of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View
    // where T : Equatable, T : Sendable` (`@export(implementation)`: back-deployed to iOS 16).
    @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
        StubView()
    }
}
