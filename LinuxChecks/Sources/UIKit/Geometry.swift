// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
//
// On iOS, `import UIKit` also makes Foundation (CGFloat, CGSize, CGRect, CGPoint, TimeInterval,
// NSObject, NSCoder, Bundle) visible. swift-corelibs-foundation provides all of these on Linux,
// so the stub re-exports Foundation and needs no geometry stand-ins of its own.
@_exported import Foundation

// https://developer.apple.com/documentation/uikit/uiedgeinsets · iOS 2.0
// A C struct in UIKit, so not in swift-corelibs-foundation: declared here. UNVERIFIED: the struct
// page was not retrieved; the four `var ...: CGFloat` fields follow the C struct (a third-party
// mirror lists them as `var top: CGFloat` etc.), and the Sendable/Equatable conformances follow the
// SDK (C structs of floats import as Sendable; UIKit's overlay adds Equatable).
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
    // Page: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)` (availability "-").
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

// MARK: - IndexPath (UIKit's extension of Foundation's type)

extension IndexPath {
    // https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y · iOS 7.0
    // Page: `var item: Int { get set }`; declared by UIKit (its symbol is
    // `s:10Foundation9IndexPathV5UIKitE4itemSivp`), so `import UIKit` brings it, as here.
    public var item: Int {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}
