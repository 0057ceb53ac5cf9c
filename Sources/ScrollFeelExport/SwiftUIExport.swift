import ScrollCore
import ScrollTrace

/// `--target swiftui`: a `ScrollTargetBehavior` whose `updateTarget` moves the system's target to the
/// feel's landing.
public struct SwiftUIExport {
    public let feel: Feel

    private var type: String { ExportLiteral.typeName(feel.name) + "ScrollTargetBehavior" }

    public var header: ExportHeader {
        var header = ExportHeader(
            target: .swiftui, feel: feel,
            exact: [],
            cannotSet: [
                "the curve to the landing (SwiftUI animates with its own decay)",
                "the overscroll (scrollBounceBehavior only turns bouncing on or off), the touch slop, the velocity estimator",
                "content insets: TargetContext gives none, so safeAreaPadding and contentMargins are ignored; the landing "
                    + "is kept within 0…contentSize − containerSize",
            ],
            links: [
                "https://developer.apple.com/documentation/swiftui/scrolltargetbehavior",
                "https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)",
                "https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:)",
            ])
        header.unverified = [
            "the landing: updateTarget moves SwiftUI's proposed target back to the release offset and on by the feel's "
                + "distance. That is the feel's landing only if TargetContext.velocity is in pt/s (UIKit's delegate gives "
                + "pt/ms; Apple does not say) and the proposed target follows UIKit's .normal decay (0.998/ms) unclamped; "
                + "near an edge it is clamped, and the release offset worked back from it is off by the clamp"
        ]
        return header
    }

    public var source: String {
        var out = header.lines(prefix: "// ")
        out += [
            "", "import Foundation", "import SwiftUI", "",
            "/// ScrollLab's \"\(SourceText.comment(feel.name))\" feel: `ScrollView { … }.scrollTargetBehavior(\(type)())`",
            "/// (with `.scrollBounceBehavior(\(feel.overscroll == .clamp ? ".basedOnSize" : ".always"))`).",
            "struct \(type): ScrollTargetBehavior {",
            "    /// UIKit's .normal rate, which SwiftUI's proposed target follows.",
            "    static let systemRate = 0.998",
            "",
        ]
        out += SwiftLandingExport(feel: feel).members
        out += [
            "",
            "    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {",
            "        let v = Double(context.velocity.dy)",
            "        let system = abs(v) / (-1000 * log(Self.systemRate))",
            "        let release = Double(target.rect.minY) - (v < 0 ? -system : system)",
            "        let travel = Self.distance(speed: abs(v), viewport: Double(context.containerSize.height))",
            "        let bottom = max(0, Double(context.contentSize.height - context.containerSize.height))",
            "        target.rect.origin.y = CGFloat(min(max(release + (v < 0 ? -travel : travel), 0), bottom))",
            "    }",
            "}",
        ]
        return out.joined(separator: "\n") + "\n"
    }
}
