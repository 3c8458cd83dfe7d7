// Signature stub of SwiftUI for Linux type-checking. See LinuxChecks/README.md.
// SwiftUI's own alert type: no Wayfinder host uses it, but every app that imports SwiftUI sees
// the name, so a public type of Wayfinder called `Alert` is ambiguous there (it broke the build
// on Apple's SDK once). Declared so that `NameCheck` catches such a clash here.

// https://developer.apple.com/documentation/swiftui/alert · iOS 13.0 (soft-deprecated: the page
// lists it through iOS 27, in favour of `alert(_:isPresented:actions:message:)`)
// Page: `struct Alert`. Only the type is declared: nothing calls its initializers.
public struct Alert {}
