// swift-tools-version: 6.1
// Benchmarks and the settle-time comparison, in a package of their own so that users of
// Wayfinder never build their dependencies. Run from this folder:
//   ./measure-budgets                                          the budgets' tables (BENCHMARKS.md)
//   swift package --disable-sandbox benchmark                  the ordo-one benchmarks
//   swift run -c release -Xswiftc -enable-testing settle-times the settle-time table
// The budgets and the ordo-one benchmarks use public API only, built as an app builds Wayfinder;
// the settle times reach the planner's capability profiles through @testable imports.
import PackageDescription

// A path dependency is named after its folder, which differs between checkouts.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "Wayfinder", package: root),
    .product(name: "WayfinderTesting", package: root),
]

let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "settle-times",
            dependencies: [.product(name: "Wayfinder", package: root), .product(name: "WayfinderTesting", package: root)],
            path: "SettleTimes"),
        .target(
            name: "Workloads",
            dependencies: [.product(name: "Wayfinder", package: root), .product(name: "WayfinderTesting", package: root)],
            path: "Workloads"),
        .executableTarget(
            name: "budgets", dependencies: ["Workloads", .product(name: "WayfinderRecording", package: root)], path: "Budgets"),
        .executableTarget(
            name: "BudgetBenchmarks", dependencies: benchmarkDependencies + ["Workloads"],
            path: "Benchmarks/BudgetBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DeepLinkBenchmarks", dependencies: benchmarkDependencies, path: "Benchmarks/DeepLinkBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "NavigatorBenchmarks", dependencies: benchmarkDependencies, path: "Benchmarks/NavigatorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
