import Foundation
import ScrollCore
import TestSupport
import Testing

/// `predict` against the lab's own replay on every fixture trace of the check corpus (cut after its last
/// lift): the closed-form rest equals `--headless --replay --settle`'s offset of the scroll view the
/// stroke drags, except where predict itself says the scene moves the content after the release; and
/// its `sceneRestOffset` is that replay's offset in every case.
@Suite struct PredictFixtureTests {
    static let folders = ["bug-classes", "cards", "check", "gallery", "hostile", "regressions", "reports"]

    /// Where the scene moves the content after the release (a nested header's share of the fling, a
    /// header snap, rows resizing, a gallery technique's stop, a load-more page, a photo pager's page), per
    /// feel.
    static let sceneMoves: [String: Set<String>] = [
        "ios": [
            "header-carousel", "header-snap", "self-sizing", "gallery-dead-stop", "gallery-forwarding", "gallery-simultaneous",
            "load-more-drags-far-past-the-end", "photo-browser-flingOnly",
        ],
        "chromium": [
            "header-carousel", "header-snap", "self-sizing", "bug", "gallery-dead-stop", "gallery-forwarding", "gallery-simultaneous",
            "load-more-drags-far-past-the-end", "photo-browser-flingOnly",
        ],
    ]
    /// Whose last stroke drags no scroll view (a card's swipe, a tap, a long press, a drag the scene's
    /// pager or the overscroll has taken), per feel.
    static let noScrollView: [String: Set<String>] = [
        "ios": ["swipe-open", "a-two-hour-idle-gap", "drags-and-wheels-to-1e308-paging-android", "seed-require-to-fail"],
        "chromium": [
            "swipe-open", "a-two-hour-idle-gap", "drags-and-wheels-to-1e308-paging-android", "soft-spring-huge-wheel-overscroll",
            "seed-require-to-fail",
        ],
    ]

    /// The trace cut after its last finger's lift, or nil when no finger lifts.
    static func cut(_ path: String, into dir: URL) throws -> String? {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = lines.indices.last { i in
            guard i > 0, let e = JSONValue.parse(lines[i])?.object, e["kind"] == .string("up"),
                case .number(let id)? = e["id"]
            else { return false }
            return id < Double(1 << 40)
        }
        guard let last else { return nil }
        let out = dir.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path
        try (lines[...last].joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
        return out
    }

    static var traces: [String] {
        let root = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures")
        return folders.flatMap { folder in
            let dir = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { $0.hasSuffix(".ndjson") }.sorted().map { dir.appendingPathComponent($0).path }
        }
    }

    func labOffset(_ trace: String, feel: String, id: String, axis: String) throws -> Double? {
        let out = Paths.temporaryDirectory().appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--replay", trace, "--settle", "--feel", feel, "--state", out])
        #expect(r.status == 0, "\(r.stderr)")
        let views = JSONValue.parse(try String(contentsOfFile: out, encoding: .utf8))?.object?["scrollViews"]?.array ?? []
        let view = views.compactMap(\.object).first { $0["id"] == .string(id) }
        guard case .number(let v)? = view?["offset"]?.object?[axis == "horizontal" ? "x" : "y"] else { return nil }
        return v
    }

    @Test(arguments: ["ios", "chromium"])
    func predictRestsWhereTheLabsReplayRestsOnEveryFixtureTrace(feel: String) throws {
        let dir = Paths.temporaryDirectory()
        var moved: Set<String> = []
        var none: Set<String> = []
        var compared = 0
        for path in Self.traces {
            guard let trace = try Self.cut(path, into: dir) else { continue }
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let r = try runScrollLab(["predict", trace, "--json", "--feel", feel])
            guard r.status == 0 else {
                #expect(r.stderr.hasSuffix("no touch that goes down and lifts (predict reads a stroke: down, moves, up)\n"), "\(name)")
                continue
            }
            let json = try #require(JSONValue.parse(r.stdout)?.object)
            guard case .object(let view)? = json["scrollView"], case .string(let id)? = view["id"], case .string(let axis)? = view["axis"]
            else {
                none.insert(name)
                continue
            }
            let f = try #require(json["feels"]?.array?.first?.object)
            guard case .number(let rest)? = f["restOffset"], case .number(let scene)? = f["sceneRestOffset"] else {
                Issue.record("\(name): no rest")
                continue
            }
            let offset = try labOffset(trace, feel: feel, id: id, axis: axis)
            let lab = try #require(offset, "\(name)")
            #expect(scene == lab, "\(name): predict's replay \(scene), the lab's \(lab)")
            let warnings = f["warnings"]?.array ?? []
            if warnings.contains(where: { if case .string(let w) = $0 { w.hasPrefix("the scene moves the content") } else { false } }) {
                moved.insert(name)
            } else {
                #expect(abs(rest - lab) <= 0.01, "\(name): predict \(rest), the lab \(lab)")
                compared += 1
            }
        }
        #expect(moved == Self.sceneMoves[feel])
        #expect(none == Self.noScrollView[feel])
        #expect(compared >= 20)
    }
}
