import Foundation
import ShopApp
import Wayfinder

/// Invariant: restoration data either restores nothing with a typed `RestorationError`, or gives
/// a value that validates and re-encodes to the same value, identities, counter and lists'
/// anchors included.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let value: NavigationState<ShopScreen>
    do {
        value = try NavigationState<ShopScreen>.restored(from: data)
    } catch {
        return 0  // typed: `restored(from:)` throws `RestorationError` only
    }
    do {
        try value.validate()
        let again = try NavigationState<ShopScreen>.restored(from: try value.restorationData())
        guard again == value, again.nextIdentity == value.nextIdentity, again.listAnchors == value.listAnchors else {
            fatalError("re-encoding changed the value:\n\(value)\n---\n\(again)")
        }
    } catch {
        fatalError("a restored value failed: \(error)\n\(value)")
    }
    return 0
}
