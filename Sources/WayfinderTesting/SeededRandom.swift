/// A small, fast random number generator that gives the same numbers for the same seed on every
/// machine (SplitMix64), so a random walk that fails can be replayed from its seed.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let screen = screens.randomElement(using: &random)
/// let delay = Int.random(in: 0..<400, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that gives the same numbers for the same seed.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
