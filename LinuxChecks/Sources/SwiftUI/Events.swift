// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// Reacting to links, changes and appearance, and accessibility traits.

extension View {
    // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) · iOS 14.0
    // Page: `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) · iOS 17.0
    // Page: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable`.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg · iOS 17.0
    // Page: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:) · iOS 13.0
    // UNVERIFIED: page not retrieved; `nonisolated func onAppear(perform action: (() -> Void)? = nil)
    // -> some View` per the SDK interface (isolation as every confirmed modifier's).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        StubView()
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) · iOS 14.0
    // Page: `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits · iOS 13.0
// Page: `struct AccessibilityTraits`.
public struct AccessibilityTraits: Sendable {
    private init() { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal · iOS 13.0
    // Page: `static let isModal: AccessibilityTraits`.
    public static let isModal: AccessibilityTraits = { fatalError("stub") }()
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier · iOS 13.0
// Page: `nonisolated struct AccessibilityAttachmentModifier`; conforms to ViewModifier.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {}
