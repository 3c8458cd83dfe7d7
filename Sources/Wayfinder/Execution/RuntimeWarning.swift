import Foundation

/// Tells the developer, in debug builds, that the app uses Wayfinder in a way that cannot work,
/// where nothing else would: a command that silently shows nothing, say. Release builds say
/// nothing.
///
/// ```swift
/// RuntimeWarning.report("the navigator's host was released; keep the host")
/// ```
@MainActor
package enum RuntimeWarning {
    /// Where warnings go: standard error by default; a test collects them.
    package static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data("warning: Wayfinder: \(message)\n".utf8))
    }

    /// Reports `message` in debug builds.
    package static func report(_ message: @autoclosure () -> String) {
        #if DEBUG
        sink(message())
        #endif
    }
}
