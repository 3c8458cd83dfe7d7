// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// State, bindings, scene storage and the environment.

// https://developer.apple.com/documentation/swiftui/dynamicproperty · iOS 13.0
// UNVERIFIED: page not retrieved. Its one requirement, `mutating func update()`, has a default in
// the SDK and is never called here, so it is not declared.
public protocol DynamicProperty {}

// MARK: - State and Binding

// https://developer.apple.com/documentation/swiftui/state · iOS 13.0
// UNVERIFIED: the type page was not retrieved; `@frozen @propertyWrapper struct State<Value> :
// DynamicProperty` per the SDK interface. Its members below are confirmed.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) · iOS 13.0
    // Page: `init(wrappedValue value: Value)`.
    public init(wrappedValue value: Value) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue · iOS 13.0
    // UNVERIFIED: page not retrieved; `{ get nonmutating set }` like Binding.wrappedValue.
    public var wrappedValue: Value { get { fatalError("stub") } nonmutating set {} }

    // https://developer.apple.com/documentation/swiftui/state/projectedvalue · iOS 13.0
    // Page: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/binding · iOS 13.0
// Page: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue · iOS 13.0
    // Page: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value { get { fatalError("stub") } nonmutating set {} }

    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) · iOS 13.0
    // UNVERIFIED: page not retrieved; `init(projectedValue: Binding<Value>)` per the SDK interface.
    // Declared because a property wrapper may not keep the implicit internal `init()`; apps here
    // get bindings from `$` projections only.
    public init(projectedValue: Binding<Value>) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) · iOS 13.0
    // UNVERIFIED: page not retrieved; the member `@dynamicMemberLookup` requires, per the SDK interface.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stub")
    }
}

// MARK: - Scene storage

// https://developer.apple.com/documentation/swiftui/scenestorage · iOS 14.0
// Page: `@frozen @propertyWrapper struct SceneStorage<Value>`. DynamicProperty per the SDK
// interface (UNVERIFIED: not on the page excerpt).
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) · iOS 14.0
    // UNVERIFIED: the optional-Data overload's page was not found in the docs corpus (two look-ups
    // found the integer and RawRepresentable overloads of `init(wrappedValue:_:)`, iOS 14). Declared as the
    // SDK interface declares it, like AppStorage's `init(_ key: String, store: UserDefaults? = nil) where
    // Value == Data?` without the store (per-scene storage has none at iOS 17).
    public init(_ key: String) where Value == Data? { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue · iOS 14.0
    // UNVERIFIED: page not retrieved; `{ get nonmutating set }` as State's ("works very similar to State").
    public var wrappedValue: Value { get { fatalError("stub") } nonmutating set {} }

    // https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue · iOS 14.0
    // Page: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

// MARK: - Environment

// https://developer.apple.com/documentation/swiftui/environmentkey · iOS 13.0
// Page: `protocol EnvironmentKey`.
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value · iOS 13.0
    // Page: `associatedtype Value`.
    associatedtype Value

    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue · iOS 13.0
    // Page: `static var defaultValue: Self.Value { get }`.
    static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues · iOS 13.0
// UNVERIFIED: the type and subscript pages were not retrieved; `struct EnvironmentValues` with
// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`, the subscript the
// EnvironmentKey page's example uses (`self[MyEnvironmentKey.self]`, read and written). SwiftUI
// makes the values; apps never create them, so there is no initializer here.
public struct EnvironmentValues {
    private init() { fatalError("stub") }

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError("stub") }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/environment · iOS 13.0
// UNVERIFIED: the type page was not retrieved; `@frozen @propertyWrapper struct Environment<Value> :
// DynamicProperty` per the SDK interface.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:) · iOS 13.0
    // Page: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("stub") }

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue · iOS 13.0
    // UNVERIFIED: page not retrieved; read-only (the init page: "You can't modify the environment
    // value using a property like this").
    public var wrappedValue: Value { fatalError("stub") }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:) · iOS 13.0
    // Page: `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StubView()
    }
}
