// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
//
// The docs corpus shows the newest SDK: views and modifiers are `nonisolated`, `View` is
// `@MainActor @preconcurrency`, and builders are spelled `@ContentBuilder` (Xcode 27). The stub
// mirrors the isolation and writes `@ViewBuilder`, the attribute of Xcode 26 and earlier (the
// ViewBuilder page says so); availability numbers are the pages'.
//
// On iOS, `import SwiftUI` also makes Foundation visible (CGFloat, Data, URL), as here.
@_exported import Foundation

// MARK: - View

// https://developer.apple.com/documentation/swiftui/view · iOS 13.0
// UNVERIFIED: the protocol page itself was not retrieved; `@MainActor @preconcurrency` follows its
// members' pages (body below) and the hosts' research, which read it as `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype · iOS 13.0
    // Page: `associatedtype Body : View`.
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o · iOS 13.0
    // Page: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }` (see the note at the top).
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// UNVERIFIED: page not retrieved. `extension Never: View` with `Body = Never`, as the SDK interface
// quoted on forums.swift.org ("SwiftUI: why can't call Text/Image struct body property") shows:
// the body of every primitive view.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/emptyview · iOS 13.0
// UNVERIFIED: page not retrieved; `@frozen nonisolated struct EmptyView` with `init()`, isolated
// like every confirmed built-in view.
// It is the Label of ProgressView() and GroupBox(content:) (confirmed pages name it).
@frozen nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/tupleview · iOS 13.0
// UNVERIFIED: page not retrieved; what ViewBuilder.buildBlock returns for several children,
// `nonisolated` like every confirmed built-in view.
@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent · iOS 13.0
// Named by the confirmed buildEither(first:) page; its own page was not retrieved (UNVERIFIED:
// the View conformance when both branches are views follows the SDK interface).
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("stub") }
}

// UNVERIFIED: page not retrieved. `Optional: View where Wrapped: View` is what an `if` without
// `else` builds (buildIf below).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stub") }
}

// MARK: - ViewBuilder

// https://developer.apple.com/documentation/swiftui/viewbuilder · iOS 13.0
// Page: `@resultBuilder struct ViewBuilder`. The corpus shows Xcode 27's type-agnostic builder
// (`buildBlock() -> EmptyContent`, unconstrained `buildEither`); written here is the
// View-constrained builder of Xcode 26 and earlier (the page: "When you build your project in
// Xcode 26 and earlier, use ViewBuilder"): stricter than Xcode 27, never looser.
// UNVERIFIED (all but buildEither(first:), quoted below): the functions' own pages were not
// retrieved; they are written as the SDK interface declares them (quoted on forums.swift.org,
// "SwiftUI ViewBuilder result is a TupleView"), with the parameter-pack `buildBlock` that
// replaced the ten fixed-arity ones in the iOS 17 SDK.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) · iOS 13.0
    // Page (Xcode 27, unconstrained): `static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    // -> _ConditionalContent<TrueContent, FalseContent>`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        fatalError("stub")
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        fatalError("stub")
    }
}

// MARK: - Modifiers

// https://developer.apple.com/documentation/swiftui/viewmodifier · iOS 13.0
// Only the constraint of ModifiedContent's View conformance: its requirements (`body(content:)`)
// are not declared, because nothing here conforms to it (AccessibilityAttachmentModifier's
// conformance is the SDK's). UNVERIFIED: page not retrieved.
@MainActor @preconcurrency public protocol ViewModifier {}

// https://developer.apple.com/documentation/swiftui/modifiedcontent · iOS 13.0
// Named by the confirmed accessibilityAddTraits(_:) page. UNVERIFIED: its own page was not retrieved;
// `@frozen struct ModifiedContent<Content, Modifier>`, a View when Content is a View and Modifier a
// ViewModifier, per the SDK interface.
@frozen public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("stub") }
}

// Not Apple's: what the stub's `some View` modifiers return. Its initializer traps, as every stub
// body does; an opaque result needs a concrete type, and `fatalError` in a `return` would warn.
nonisolated struct StubView: View {
    init() { fatalError("stub") }
    var body: Never { fatalError("stub") }
}
