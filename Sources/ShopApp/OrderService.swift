/// Where the Shop places orders. A real app calls its backend; the completion runs when the
/// backend has answered.
@MainActor
public protocol OrderService {
    /// Places an order for `items` and calls `completion` once it is placed.
    func place(_ items: [Int], completion: @escaping @MainActor () -> Void)
}

/// Places orders at once (tests that are not about the loading overlay).
public struct InstantOrderService: OrderService {
    public init() {}

    public func place(_ items: [Int], completion: @escaping @MainActor () -> Void) {
        completion()
    }
}
