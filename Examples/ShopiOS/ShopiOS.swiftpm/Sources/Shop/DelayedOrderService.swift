
/// Places orders after a short wait, as a backend would, so the loading overlay is seen.
struct DelayedOrderService: OrderService {
    var delay: Duration = .seconds(1.5)

    func place(_ items: [Int], completion: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            completion()
        }
    }
}
