import ScrollCore
import ScrollTrace

/// `--target swiftui`: a `ScrollTargetBehavior` whose `updateTarget` moves the system's target to the
/// feel's landing.
struct SwiftUIExport {
    let feel: Feel

    private var type: String { ExportLiteral.typeName(feel.name) + "ScrollTargetBehavior" }

    var header: ExportHeader {
        ExportHeader(
            target: .swiftui, feel: feel,
            exact: [
                "the landing point: the system's proposed target (UIKit's .normal decay, 0.998/ms) is moved back to the "
                    + "release offset and forward by the feel's distance"
            ],
            cannotSet: [
                "the curve to the landing (SwiftUI animates with its own decay)",
                "the overscroll (scrollBounceBehavior only turns bouncing on or off), the touch slop, the velocity estimator",
                "note: TargetContext.velocity is taken as pt/s (UIKit's delegate gives pt/ms); check it on a device",
            ],
            links: [
                "https://developer.apple.com/documentation/swiftui/scrolltargetbehavior",
                "https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)",
                "https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:)",
            ])
    }

    var source: String {
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
