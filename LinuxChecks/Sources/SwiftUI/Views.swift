// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// The built-in views the example's screens use: text, buttons, lists, progress, group boxes,
// colours and fonts. Only the initializers called are declared.

import Foundation

// MARK: - Text

// https://developer.apple.com/documentation/swiftui/text · iOS 13.0
// UNVERIFIED: the type page was not retrieved; `@frozen struct Text : Equatable, Sendable`, a View,
// per the SDK interface (quoted on zenn.dev from Xcode's generated interface).
@frozen public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 · iOS 13.0
    // Page: `init<S>(_ content: S) where S : StringProtocol`. The page says a string literal does
    // not come here but to init(_:tableName:bundle:comment:); the SDK's interface makes that so
    // by marking this overload `@_disfavoredOverload`. UNVERIFIED: the attribute is not on the
    // page; without it a literal would come here (String is the literal's default type).
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) · iOS 13.0
    // Page: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
    // A string literal, interpolated or not, comes here, as on iOS ("a string literal triggers
    // the init(_:tableName:bundle:comment:) method", the page of init(_:)-9d1g4).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError("stub")
    }

    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError("stub") }
}

extension Text: View {
    public var body: Never { fatalError("stub") }
}

// MARK: - Localized string keys

// https://developer.apple.com/documentation/swiftui/localizedstringkey · iOS 13.0
// Page: `@frozen struct LocalizedStringKey`; conforms to ExpressibleByStringLiteral (its
// overview) and ExpressibleByStringInterpolation (init(stringInterpolation:), iOS 13.0).
@frozen public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:) · iOS 13.0
    // Page: `init(_ value: String)`.
    public init(_ value: String) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:) · iOS 13.0
    // Page: `init(stringLiteral value: String)`.
    public init(stringLiteral value: String) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) · iOS 13.0
    // Page: `init(stringInterpolation: LocalizedStringKey.StringInterpolation)`.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation · iOS 13.0
    // Page: `struct StringInterpolation`. Only the overloads the checked code reaches are declared.
    public struct StringInterpolation: StringInterpolationProtocol {
        // UNVERIFIED: the initializer StringInterpolationProtocol requires; its page was not
        // retrieved. The protocol's own signature.
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError("stub") }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:) · iOS 13.0
        // Page: `mutating func appendLiteral(_ literal: String)`.
        public mutating func appendLiteral(_ literal: String) { fatalError("stub") }

        // UNVERIFIED: the String overload has no page of its own in the documentation retrieved;
        // a `String` interpolated into a localized key is localized text, not deprecated.
        public mutating func appendInterpolation(_ string: String) { fatalError("stub") }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9 · iOS 13.0
        // Page: `mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
        // (Int, UInt32, Double: a default format specifier).
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError("stub") }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo · iOS 14.0
        // Page: `mutating func appendInterpolation(_ text: Text)`.
        public mutating func appendInterpolation(_ text: Text) { fatalError("stub") }

        // UNVERIFIED: the iOS 26 SDK's catch-all for any other value, deprecated; no page of it was
        // retrieved. The deprecation message is the compiler's, quoted from an Xcode 26 build log
        // (https://github.com/SvenTiigi/YouTubePlayerKit/issues/154): interpolating a value of
        // another type (an enum, a struct) in a `Text` literal warns, so `-warnings-as-errors` fails.
        @available(
            *, deprecated,
            message: "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible."
        )
        public mutating func appendInterpolation<T>(_ value: T) { fatalError("stub") }
    }
}

// UNVERIFIED: SwiftUI's underscored protocol of the values with a default format specifier
// (named on the page of appendInterpolation(_:)-378v9); its own page is not published. The
// integer and floating-point types the checked code interpolates conform.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}

// MARK: - Buttons

// https://developer.apple.com/documentation/swiftui/button · iOS 13.0
// Page: `nonisolated struct Button<Label> where Label : View`.
nonisolated public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 · iOS 13.0
    // Page: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`.
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        fatalError("stub")
    }
}

extension Button {
    // https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) · iOS 15.0
    // Page: `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`.
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        fatalError("stub")
    }
}

// MARK: - Text fields

// https://developer.apple.com/documentation/swiftui/textfield · iOS 13.0
// Page: `nonisolated struct TextField<Label> where Label : View`.
nonisolated public struct TextField<Label>: View where Label: View {
    public var body: Never { fatalError("stub") }
}

extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi · iOS 13.0
    // Page: `@export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
    // (`@export(implementation)` is the newest SDK's inlining attribute, not part of the signature).
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/buttonrole · iOS 15.0
// Page: `struct ButtonRole`. Equatable and Sendable per the SDK interface (UNVERIFIED: not on the page).
public struct ButtonRole: Equatable, Sendable {
    private let id: Int

    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive · iOS 15.0
    // Page: `static let destructive: ButtonRole`.
    public static let destructive = ButtonRole(id: 0)

    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel · iOS 15.0
    // Listed on the ButtonRole page; its own page was not retrieved (UNVERIFIED: `static let`, like destructive).
    public static let cancel = ButtonRole(id: 1)
}

// MARK: - Lists

// https://developer.apple.com/documentation/swiftui/list · iOS 13.0
// UNVERIFIED: the type page was not retrieved; `nonisolated struct List<SelectionValue, Content>
// where SelectionValue : Hashable, Content : View`, as its initializers' pages imply.
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:) · iOS 13.0
    // UNVERIFIED: page not retrieved; declared like the confirmed `init(selection:content:)`
    // (`nonisolated init(selection: …, @ContentBuilder content: () -> Content)`) without a selection.
    public init(@ViewBuilder content: () -> Content) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj · iOS 13.0
    // Page: `@export(implementation) nonisolated init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
    // @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>,
    // Data : RandomAccessCollection, ID : Hashable, RowContent : View`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/swiftui/foreach · iOS 13.0
// UNVERIFIED: the ForEach pages were not retrieved. `struct ForEach<Data, ID, Content> where Data :
// RandomAccessCollection, ID : Hashable`, a View when Content is one, with `init(_:id:content:)`
// shaped like List's confirmed `init(_:id:rowContent:)`, whose Content is this ForEach.
nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("stub") }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) · iOS 13.0
    // UNVERIFIED: the view overload's page was not retrieved (the corpus has the MapKit one,
    // `init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) where ID ==
    // Data.Element.ID, Data.Element : Identifiable`); shaped like List's confirmed `init(_:rowContent:)`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        fatalError("stub")
    }
}

// MARK: - Progress and groups

// https://developer.apple.com/documentation/swiftui/progressview · iOS 14.0
// Page: `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`.
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError("stub") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    // https://developer.apple.com/documentation/swiftui/progressview/init() · iOS 14.0
    // Page: `nonisolated init() where Label == EmptyView`.
    public init() where Label == EmptyView { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/groupbox · iOS 14.0
// Page (onestack.dev's copy of it): `nonisolated struct GroupBox<Label, Content> where Label : View, Content : View`.
nonisolated public struct GroupBox<Label, Content>: View where Label: View, Content: View {
    public var body: Never { fatalError("stub") }
}

extension GroupBox where Label == EmptyView {
    // https://developer.apple.com/documentation/swiftui/groupbox/init(content:) · iOS 14.0
    // Page: `nonisolated init(@ContentBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) { fatalError("stub") }
}

// MARK: - Colours and fonts

// https://developer.apple.com/documentation/swiftui/color · iOS 13.0
// UNVERIFIED: the Color pages were not retrieved. `@frozen struct Color : Hashable, Sendable`, a
// View, with `static let black: Color` and `func opacity(_ opacity: Double) -> Color`, per the
// SDK interface.
@frozen public struct Color: Hashable, Sendable {
    private let id: Int

    public static let black = Color(id: 0)

    public func opacity(_ opacity: Double) -> Color { fatalError("stub") }
}

extension Color: View {
    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/font · iOS 13.0
// Page: `@frozen struct Font`. Hashable and Sendable per the SDK interface (UNVERIFIED: not on the page).
@frozen public struct Font: Hashable, Sendable {
    private let id: Int

    // https://developer.apple.com/documentation/swiftui/font/title · iOS 13.0
    // Page: `static let title: Font`.
    public static let title = Font(id: 0)

    // https://developer.apple.com/documentation/swiftui/font/headline · iOS 13.0
    // Page: `static let headline: Font`.
    public static let headline = Font(id: 1)

    // https://developer.apple.com/documentation/swiftui/font/subheadline · iOS 13.0
    // Listed on the Font page; its own page was not retrieved (UNVERIFIED: `static let`, like headline).
    public static let subheadline = Font(id: 2)
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/font(_:) · iOS 13.0
    // Page: `nonisolated func font(_ font: Font?) -> some View`. (Text's own `font(_:) -> Text` is
    // not declared: the same call compiles against either.)
    nonisolated public func font(_ font: Font?) -> some View {
        StubView()
    }
}

// MARK: - Sharing

// https://developer.apple.com/documentation/coretransferable/transferable · iOS 16.0
// UNVERIFIED: the protocol page was not retrieved (Core Transferable, which SwiftUI re-exports).
// Its requirement (`transferRepresentation`) is left out: the example conforms nothing, it only
// shares a String, which the ShareLink page's `init(item:subject:message:)` shows is Transferable.
public protocol Transferable {}

// https://developer.apple.com/documentation/swift/string · Transferable conformance (Core Transferable)
// UNVERIFIED: the conformance page was not retrieved; the ShareLink page's `init(item: String, …)`
// relies on it (`Data == CollectionOfOne<String>`, `Data.Element : Transferable`).
extension String: Transferable {}

// UNVERIFIED: not on a retrieved page. `Never` is Transferable, as the ShareLink initializers
// without a preview need (`PreviewImage == Never`, `PreviewIcon == Never` in their signatures).
extension Never: Transferable {}

// https://developer.apple.com/documentation/swiftui/defaultsharelinklabel · iOS 16.0
// Page: `nonisolated struct DefaultShareLinkLabel`; "ShareLink uses it automatically". A View
// (the label of a ShareLink, whose Label is a View).
nonisolated public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/sharelink · iOS 16.0
// Page: `nonisolated struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Data :
// RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View,
// Data.Element : Transferable`; "A view that controls a sharing presentation."
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
    public var body: Never { fatalError("stub") }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    // https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-49l2l · iOS 16.0
    // Page: `nonisolated init(item: String, subject: Text? = nil, message: Text? = nil) where Data ==
    // CollectionOfOne<String>`; the extension's constraints are the page's precise identifier's
    // (PreviewImage and PreviewIcon `Never`, Label `DefaultShareLinkLabel`).
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        fatalError("stub")
    }
}
