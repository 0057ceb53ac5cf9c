import ScrollCore
import ScrollTrace

/// `--target uikit`: `decelerationRate = .init(rawValue: d)` and a `scrollViewWillEndDragging` that
/// sets the feel's landing (UIKit hands the velocity in points per millisecond).
struct UIKitExport {
    let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }
    private var type: String { ExportLiteral.typeName(feel.name) + "ScrollFeel" }
    private var rate: Double { ExportMatch.decelerationRate(feel) }

    var header: ExportHeader {
        var exact = ["the landing point of every fling (scrollViewWillEndDragging sets targetContentOffset)"]
        if feel.decay == .uikit {
            exact.insert("the decay: decelerationRate(rawValue: \(n(feel.decelerationRate))) is the lab's uikit decay", at: 0)
        }
        var cannot = [
            "the rubber-band constant, the bounce spring, the touch slop and the velocity estimator (private to UIScrollView)"
        ]
        if feel.decay != .uikit {
            cannot.insert(
                "the \(feel.decay.rawValue) curve: UIKit only decays exponentially; decelerationRate \(n(rate)) travels the feel's "
                    + "distance at 1000 pt/s, and the landing is exact. The exact path: link ScrollCore and drive contentOffset "
                    + "from a CADisplayLink with FlingSimulation (time is an argument, the core reads no clock)", at: 0)
        }
        if feel.overscroll == .stretch || feel.overscroll == .elastic {
            cannot.append("the \(feel.overscroll.rawValue) overscroll (UIKit only rubber-bands); bounces stays on")
        }
        return ExportHeader(
            target: .uikit, feel: feel, exact: exact, cannotSet: cannot,
            links: [
                "https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct",
                "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)",
                "https://developer.apple.com/documentation/uikit/uiscrollview/bounces",
            ])
    }

    var source: String {
        var out = header.lines(prefix: "// ")
        out += [
            "", "import UIKit", "",
            "/// ScrollLab's \"\(SourceText.comment(feel.name))\" feel on a UIScrollView: keep one, call `apply(to:)`, make it the delegate",
            "/// (or forward scrollViewWillEndDragging to it).",
            "final class \(type): NSObject, UIScrollViewDelegate {",
            "    /// UIScrollView.DecelerationRate's raw value (per ms).",
            "    static let rate = \(n(rate))",
            "    static let bounces = \(feel.overscroll != .clamp)",
            "",
        ]
        out += SwiftLandingExport(feel: feel).members
        out += [
            "",
            "    func apply(to scrollView: UIScrollView) {",
            "        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(Self.rate))",
            "        scrollView.bounces = Self.bounces",
            "        scrollView.delegate = self",
            "    }",
            "",
            "    func scrollViewWillEndDragging(",
            "        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>",
            "    ) {",
            "        // UIKit's velocity is in points per millisecond.",
            "        let v = Double(velocity.y) * 1000",
            "        let travel = Self.distance(speed: abs(v), viewport: Double(scrollView.bounds.height))",
            "        let y = Double(scrollView.contentOffset.y) + (v < 0 ? -travel : travel)",
            "        let inset = scrollView.adjustedContentInset",
            "        let top = -Double(inset.top)",
            "        let bottom = max(top, Double(scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))",
            "        targetContentOffset.pointee.y = CGFloat(min(max(y, top), bottom))",
            "    }",
            "}",
        ]
        return out.joined(separator: "\n") + "\n"
    }
}
