/// The demo's command line.
public struct DemoOptions {
    public var script: String?
    public var link: String?
    public var signedIn = false
    public var strict = false
    public var help = false

    public static let usage = """
        wayfinder-demo: the Shop sample app of Wayfinder, in your terminal.

        Usage:
          swift run wayfinder-demo [--signed-in] [--link URL]           in a terminal: drive it with keys
          swift run wayfinder-demo --script FILE [--strict] [options]   run a script (- for standard input)

        Options:
          --signed-in     start with a saved session (Main at once); otherwise Sign in comes first
          --link URL      open a deep link at start (shop://product/3, shop://orders/42, ...)
          --script FILE   run commands from FILE, one a line, and print the tree after each;
                          used automatically, on standard input, when it is not a terminal
          --strict        with --script: exit 1 if any command fails (a violated rule always does)
          --help          this text

        Keys: 1-9 tap an action · b back · s swipe back · d drag the sheet down · t then 1-3 a tab
              j/k scroll a sheet · : type a link, Enter opens it · q quit (Ctrl-C too)

        Links: shop://product/{id}  shop://cart  shop://cart/checkout
               shop://orders/{id} (sign-in)  shop://settings (sign-in)
               and the same under https://shop.example/

        \(ScriptRunner.help)
        """

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    public init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw Problem(description: "\(flag) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--script": script = try value(for: argument)
            case "--link": link = try value(for: argument)
            case "--signed-in": signedIn = true
            case "--strict": strict = true
            case "--help", "-h": help = true
            default: throw Problem(description: "unknown option \(argument)")
            }
        }
    }
}
