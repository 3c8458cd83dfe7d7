#if canImport(UIKit)
import UIKit
import Wayfinder

/// The alert a `UIKitHost` shows when the app gives no alert controller of its own: the title,
/// the message and a button per answer on a card over a dimmed backdrop. It shows no text field:
/// each answers with its initial text, so an app whose alerts ask for text gives its own.
final class StandardAlertController: UIViewController {
    private let alert: NavigationAlert
    private let answer: @MainActor (Int, [String]) -> Void
    private let card = UIView(frame: .zero)
    private var labels: [UILabel] = []
    private var buttons: [UIButton] = []

    init(alert: NavigationAlert, answer: @escaping @MainActor (Int, [String]) -> Void) {
        self.alert = alert
        self.answer = answer
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        card.backgroundColor = .systemBackground
        view.addSubview(card)
        for text in [alert.title, alert.message].compactMap({ $0 }) {
            let label = UILabel(frame: .zero)
            label.text = text
            label.numberOfLines = 0
            card.addSubview(label)
            labels.append(label)
        }
        let texts = alert.textFields.map(\.text)
        for (index, button) in alert.buttons.enumerated() {  // a tap answers with the button's position
            let control = UIButton(type: .system, primaryAction: UIAction(title: button.title) { [answer] _ in answer(index, texts) })
            card.addSubview(control)
            buttons.append(control)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 16
        let width = min(view.bounds.width - 4 * margin, 320)
        let inner = width - 2 * margin
        var bottom = margin
        for label in labels {
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: margin, y: bottom, width: inner, height: height)
            bottom += height + margin / 2
        }
        for button in buttons {
            button.frame = CGRect(x: margin, y: bottom, width: inner, height: 44)
            bottom += 44
        }
        let height = bottom + margin / 2
        card.frame = CGRect(x: (view.bounds.width - width) / 2, y: (view.bounds.height - height) / 2, width: width, height: height)
    }
}
#endif
