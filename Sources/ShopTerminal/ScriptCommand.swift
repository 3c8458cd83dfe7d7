import ShopApp
import Wayfinder

/// One line of a script, read whole before any of it runs: a line that is malformed anywhere
/// (`& & tap 1`, `push product -1`) is refused and nothing of it is done.
enum ScriptCommand: Equatable {
    case tap(Int)
    case back
    case swipe(cancelled: Bool)
    case drag
    case tab(String)
    case link(String)
    case push(ShopScreen)
    case signIn
    case signOut
    case models
    case scroll(Int)
    /// Scrolls the catalog's "Recently viewed" row by this many products (negative: back).
    case carousel(Int)
    /// The product server publishes this many new products, at the top of the catalog.
    case arrive(Int)
    /// The product server is asked again for the catalog's page that failed.
    case retry
    /// The app is killed and restored from its saved navigation.
    case relaunch
    /// The main flow's layout, chosen before it shows (as `--split` does at launch).
    case layout(ShopLayout)
    /// The terminal's width in columns: in the split layout, the window's horizontal size class.
    case width(Int)
    /// Seconds to let pass, or `nil`: until the app's timers are done.
    case wait(seconds: Double?)
    case frame
    case tree
    /// Prints the transitions the navigation names: its root's, and every layer's and screen's
    /// that is not the system one.
    case transitions
    case help
    /// `& COMMAND`: given at once, without waiting for transitions.
    indirect case givenAtOnce(ScriptCommand)

    /// Why a line is not a command, in the words of a person writing a script.
    struct Mistake: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The commands that act at once, so `&` can give them mid-transition.
    var actsAtOnce: Bool {
        switch self {
        case .push, .tap, .link, .signIn, .signOut, .models, .arrive, .retry: true
        default: false
        }
    }

    /// The command `line` gives (trimmed, not empty, not a comment).
    init(parsing line: String) throws(Mistake) {
        if line.hasPrefix("&") {
            let rest = line.dropFirst().trimmingCharacters()
            guard !rest.isEmpty, !rest.hasPrefix("&"), case let given = try ScriptCommand(parsing: rest), given.actsAtOnce else { throw Mistake(description: "\"&\" runs push, tap, link, sign-in, sign-out, models, arrive or retry") }
            self = .givenAtOnce(given)
            return
        }
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words.first?.lowercased() ?? ""
        let argument = words.count > 1 ? words[1].trimmingCharacters() : ""
        func mistake(_ text: String) -> Mistake { Mistake(description: text) }
        let bare: [String: ScriptCommand] = [
            "back": .back, "drag": .drag, "sign-in": .signIn, "sign-out": .signOut, "models": .models, "frame": .frame,
            "tree": .tree, "transitions": .transitions, "help": .help, "retry": .retry, "relaunch": .relaunch,
        ]
        if let command = bare[command] {
            guard argument.isEmpty else { throw mistake("\(words[0].lowercased()) takes nothing after it") }
            self = command
            return
        }
        switch command {
        case "tap":
            guard let number = Int(argument) else { throw mistake("tap needs an action number, like \"tap 1\"") }
            self = .tap(number)
        case "swipe":
            guard argument.isEmpty || argument == "cancel" else { throw mistake("swipe takes nothing or \"cancel\", like \"swipe cancel\"") }
            self = .swipe(cancelled: argument == "cancel")
        case "tab":
            guard !argument.isEmpty else { throw mistake("tab needs a tab, like \"tab cart\" or \"tab 2\"") }
            self = .tab(argument)
        case "link":
            guard !argument.isEmpty, !argument.contains(" ") else { throw mistake("link needs one URL, like \"link shop://cart\"") }
            self = .link(argument)
        case "push":
            self = .push(try Self.screen(argument.split(separator: " ").map(String.init)))
        case "scroll":
            guard let lines = Int(argument) else { throw mistake("scroll needs a number of lines, like \"scroll 5\" or \"scroll -2\"") }
            self = .scroll(lines)
        case "carousel":
            guard let cards = Int(argument) else { throw mistake("carousel needs a number of products, like \"carousel 2\" or \"carousel -1\"") }
            self = .carousel(cards)
        case "arrive":
            guard let count = Int(argument), (1...10_000).contains(count) else {
                throw mistake("arrive needs a number of new products from 1 to 10,000, like \"arrive 3\"")
            }
            self = .arrive(count)
        case "layout":
            switch argument.lowercased() {
            case "split": self = .layout(.split)
            case "tabs": self = .layout(.tabs)
            default: throw mistake("layout needs \"split\" or \"tabs\", like \"layout split\"")
            }
        case "width":
            guard let columns = Int(argument), ScriptRunner.widths.contains(columns) else {
                throw mistake("width needs a number of columns from \(ScriptRunner.widths.lowerBound) to \(ScriptRunner.widths.upperBound), like \"width 100\"")
            }
            self = .width(columns)
        case "wait":
            if argument.isEmpty {
                self = .wait(seconds: nil)
            } else if let seconds = Double(argument), seconds >= 0, seconds <= 3600 {
                self = .wait(seconds: seconds)
            } else {
                throw mistake("wait takes seconds between 0 and 3600, like \"wait 2\"")
            }
        default:
            let names = ScriptRunner.commands.map(\.name)
            throw mistake("unknown command \"\(words.first ?? line)\"; try \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
        }
    }

    /// The screen `push` names; product and order numbers follow the Shop's rule for
    /// identifiers, as in links.
    private static func screen(_ words: [String]) throws(Mistake) -> ShopScreen {
        let screens: [String: ShopScreen] = [
            "orders": .orders, "settings": .settings, "address": .address, "confirm": .confirmOrder,
        ]
        switch (words.first, words.count) {
        case ("product", 2), ("order", 2):
            guard let number = Int(words[1]) else { break }
            do {
                let id = try ShopRoute.checkedID(number)
                return words[0] == "product" ? .product(id) : .order(id)
            } catch {
                throw Mistake(description: "push \(words[0]) needs an identifier: \(error)")
            }
        case (let name?, 1):
            if let screen = screens[name] { return screen }
        default:
            break
        }
        throw Mistake(description: "push needs a screen: product N, order N, orders, settings, address, confirm")
    }
}
