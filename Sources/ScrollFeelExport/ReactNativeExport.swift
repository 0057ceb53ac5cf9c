import ScrollCore
import ScrollTrace

/// `--target react-native`: `decelerationRate={Platform.select({ios: d, android: 1 - f})}` and the
/// snap props. The same number means different physics on each platform: iOS takes it as UIKit's
/// per-ms factor, Android's ScrollView as `OverScroller.setFriction(1 − rate)`.
public struct ReactNativeExport {
    public let feel: Feel

    private func n(_ x: Double) -> String { ExportLiteral.double(x) }
    private var name: String { ExportLiteral.valueName(feel.name) }
    private var iosRate: Double { ExportMatch.decelerationRate(feel) }
    private var androidRate: Double { 1 - ExportMatch.splineFriction(feel) }

    public var header: ExportHeader {
        var exact: [String] = []
        var cannot = [
            "the same decelerationRate number means different physics per platform: iOS reads d per ms (UIKit's "
                + "exponential decay), Android's ScrollView calls OverScroller.setFriction(1 - rate) (the spline); each "
                + "platform gets its own number below",
            "the rubber band, the stretch, the spring, the slop and the velocity estimator (native, not exposed)",
        ]
        if feel.decay == .uikit {
            exact.append("iOS: the decay (decelerationRate = d)")
        } else {
            cannot.append("iOS: the \(feel.decay.rawValue) curve; \(n(iosRate)) travels the feel's distance at 1000 pt/s only")
        }
        if feel.decay == .spline {
            exact.append("Android: the decay (rate = 1 - friction; float on the device)")
        } else {
            cannot.append(
                "Android: the \(feel.decay.rawValue) curve; 1 - \(ExportLiteral.double(1 - androidRate, significant: 12)) travels the feel's distance at 1000 pt/s"
                    + (feel.decay == .clamping ? " and every speed (Android's timing, not Flutter's)" : " only"))
        }
        exact.append("paging: pagingEnabled / snapToInterval land on pages, as the lab's paging scroll view")
        return ExportHeader(
            target: .reactNative, feel: feel, exact: exact, cannotSet: cannot,
            links: [
                "https://reactnative.dev/docs/scrollview#decelerationrate",
                "https://reactnative.dev/docs/scrollview#snaptointerval",
                "https://reactnative.dev/docs/scrollview#bounces-ios",
                "https://reactnative.dev/docs/scrollview#overscrollmode-android",
            ])
    }

    public var source: String {
        var out = header.lines(prefix: "// ")
        out += [
            "", "import { Platform } from 'react-native';", "",
            "/** ScrollLab's \"\(SourceText.comment(feel.name))\" feel as ScrollView / FlatList props: `<FlatList {...\(name)ScrollProps} />`. */",
            "export const \(name)ScrollProps = {",
            "  // iOS: UIKit's decay factor per ms. Android: ScrollView uses OverScroller.setFriction(1 - rate).",
            "  decelerationRate: Platform.select({ ios: \(n(iosRate)), android: \(ExportLiteral.double(androidRate, significant: 12)) }),",
            "  bounces: \(feel.overscroll == .rubberBand), // iOS rubber band (UIKit's own constant)",
            "  overScrollMode: '\(feel.overscroll == .clamp ? "never" : "auto")', // Android stretch / glow",
            "};", "",
            "/** Paging: one page per fling, a page turns past halfway or on a flick. */",
            "export function \(name)PagingProps(pageLength) {",
            "  return {",
            "    ...\(name)ScrollProps,",
            "    snapToInterval: pageLength,",
            "    snapToAlignment: 'start',",
            "    disableIntervalMomentum: true,",
            "  };",
            "}",
        ]
        return out.joined(separator: "\n") + "\n"
    }
}
