import ScrollCore
import ScrollTrace

/// `--target uikit`: a function that sets what UIKit lets a scroll view set (`decelerationRate`, and
/// `bounces` when the feel clamps), nothing else of the scroll view. With `--delegate`, also a delegate
/// that puts the feel's landing into `scrollViewWillEndDragging` and forwards every call to the scroll
/// view's own delegate; it leaves paging scroll views (`isPagingEnabled`) alone.
public struct UIKitExport {
    public let feel: Feel
    /// Whether to write the landing delegate (`feel export --delegate`).
    public var delegate = false

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }
    private var base: String { ExportLiteral.typeName(feel.name) }
    private var function: String { "apply\(base)ScrollFeel" }
    private var type: String { base + "ScrollFeelDelegate" }
    private var rate: Double { ExportMatch.decelerationRate(feel) }

    public var header: ExportHeader {
        var exact: [String] = []
        if feel.decay == .uikit {
            exact.append("the decay: decelerationRate(rawValue: \(n(feel.decelerationRate))) is the lab's uikit decay")
        }
        if feel.contentTouchDelay == 0 {
            exact.append("delaysContentTouches false: the content sees a touch at the touch-down (the feel's contentTouchDelay 0)")
        }
        if delegate {
            exact.append(
                "with the delegate, the landing point of every fling of a scroll view that does not page: the feel's distance "
                    + "from the release (UIKit gives the velocity in points per millisecond), kept within the content and its "
                    + "adjustedContentInset; UIKit animates there with its own curve")
        }
        var cannot = [
            "the rubber-band constant, the bounce spring, the touch slop and the velocity estimator (private to UIScrollView)"
        ]
        if feel.decay != .uikit {
            cannot.insert(
                "the \(feel.decay.rawValue) curve: UIKit only decays exponentially; decelerationRate \(n(rate)) travels the feel's "
                    + "distance at 1000 pt/s only"
                    + (delegate ? "" : " (`feel export --delegate` adds a delegate that sets the feel's landing at every speed)"),
                at: 0)
        }
        if feel.contentTouchDelay != 0 && feel.contentTouchDelay != Feel.ios.contentTouchDelay {
            cannot.append(
                "a content-touch delay of \(n(feel.contentTouchDelay)) s (delaysContentTouches only switches UIKit's own on or off)")
        }
        if feel.overscroll == .stretch || feel.overscroll == .elastic {
            cannot.append("the \(feel.overscroll.rawValue) overscroll (UIKit only rubber-bands); bounces stays on")
        }
        var links = ["https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct"]
        if delegate {
            links.append(
                "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)"
            )
        }
        return ExportHeader(
            target: .uikit, feel: feel, exact: exact, cannotSet: cannot,
            links: links + ["https://developer.apple.com/documentation/uikit/uiscrollview/bounces"])
    }

    public var source: String {
        var out = header.lines(prefix: "// ") + ["", "import UIKit", ""]
        out += [
            "/// ScrollLab's \"\(SourceText.comment(feel.name))\" feel: what UIKit lets a scroll view set. Its delegate, paging and",
            "/// everything else stay as they are.",
            "func \(function)(to scrollView: UIScrollView) {",
            "    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(rate)))",
        ]
        if feel.overscroll == .clamp { out.append("    scrollView.bounces = false") }
        if feel.contentTouchDelay == 0 { out.append("    scrollView.delaysContentTouches = false") }
        out.append("}")
        if delegate { out += [""] + delegateClass }
        return out.joined(separator: "\n") + "\n"
    }

    /// The landing delegate: it stands in front of the scroll view's own delegate and forwards every call.
    private var delegateClass: [String] {
        var out = [
            "/// The feel's landing for a scroll view that already has a delegate (a nested page's list, whose",
            "/// didScroll moves the header): after the list's own delegate is set,",
            "/// `let feel = \(type)(); feel.install(on: list)`. Keep a strong reference to it (a scroll view's",
            "/// delegate is weak). Every delegate call goes on to the delegate the scroll view had; a paging",
            "/// scroll view (isPagingEnabled) keeps UIKit's landing.",
            "final class \(type): NSObject, UIScrollViewDelegate {",
        ]
        out += SwiftLandingExport(feel: feel).members
        out += [
            "",
            "    /// The scroll view's own delegate, which receives every call (weak, as UIScrollView's is).",
            "    private(set) weak var next: UIScrollViewDelegate?",
            "",
            "    /// Applies the feel's settings and stands in front of the scroll view's delegate. Call it again after",
            "    /// setting `scrollView.delegate` to another object.",
            "    func install(on scrollView: UIScrollView) {",
            "        \(function)(to: scrollView)",
            "        if scrollView.delegate !== self { next = scrollView.delegate }",
            "        scrollView.delegate = nil  // UIKit reads which methods a delegate has when it is set",
            "        scrollView.delegate = self",
            "    }",
            "",
            "    override func responds(to aSelector: Selector!) -> Bool {",
            "        super.responds(to: aSelector) || next?.responds(to: aSelector) == true",
            "    }",
            "",
            "    override func forwardingTarget(for aSelector: Selector!) -> Any? {",
            "        next?.responds(to: aSelector) == true ? next : super.forwardingTarget(for: aSelector)",
            "    }",
            "",
        ]
        return out + landingMethod
    }

    private var landingMethod: [String] {
        [
            "    func scrollViewWillEndDragging(",
            "        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>",
            "    ) {",
            "        if !scrollView.isPagingEnabled {",
            "            // UIKit's velocity is in points per millisecond.",
            "            let v = Double(velocity.y) * 1000",
            "            let travel = Self.distance(speed: abs(v), viewport: Double(scrollView.bounds.height))",
            "            let y = Double(scrollView.contentOffset.y) + (v < 0 ? -travel : travel)",
            "            let inset = scrollView.adjustedContentInset",
            "            let top = -Double(inset.top)",
            "            let bottom = max(top, Double(scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))",
            "            targetContentOffset.pointee.y = CGFloat(min(max(y, top), bottom))",
            "        }",
            "        // The scroll view's own delegate comes last: it may still move the target (snapping).",
            "        next?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)",
            "    }",
            "}",
        ]
    }
}
