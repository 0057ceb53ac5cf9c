import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// Every `defaultValue` of `SceneField.table` is what a scene does when its file leaves the field out:
/// on built-in scenes that hold the field's container, a file stating the default and one leaving the
/// field out reach the same state after the same gestures (a pull, a fling, a swipe). `check` and
/// `report --scene` rely on it: they do not call such a pair a difference (audit 27, finding 6). It
/// found that `header.carousel.count` has none: any option turns `"carousel": true`'s tiles into banners.
@Suite struct SceneFieldDefaultTests {
    static let scenes: [(name: String, json: JSONValue)] = {
        let dir = Paths.repoRoot.appendingPathComponent("Assets/scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard let data = try? Data(contentsOf: dir.appendingPathComponent(name)), let v = try? JSONValue.read(data) else { return nil }
            return (name, v)
        }
    }()

    /// `json` with the field at `path` (a table pattern: `a.b`, `list[].c`) set to `value`, or removed
    /// when `value` is nil, in every container the path reaches (a `true` flag-or-object as `{}`); nil
    /// when the scene has no such container.
    static func edit(_ json: JSONValue, _ parts: ArraySlice<Substring>, _ value: JSONValue?) -> JSONValue? {
        guard let part = parts.first, var object = json.object ?? (json == .bool(true) ? [:] : nil) else { return nil }
        let rest = parts.dropFirst()
        if rest.isEmpty {
            object[String(part)] = value
            return .object(object)
        }
        if part.hasSuffix("[]") {
            let key = String(part.dropLast(2))
            guard case .array(let items)? = object[key] else { return nil }
            let edited = items.compactMap { edit($0, rest, value) }
            guard !edited.isEmpty, edited.count == items.count else { return nil }
            object[key] = .array(edited)
        } else {
            guard let inner = object[String(part)], let edited = edit(inner, rest, value) else { return nil }
            object[String(part)] = edited
        }
        return .object(object)
    }

    static func load(_ json: JSONValue) throws -> SceneDefinition { try SceneCatalog.parse(json.encoded(), label: "scene") }

    /// The state after a pull down, an upward fling, a leftward swipe and time to settle — without
    /// `refresh`'s threshold, hold and duration, which echo what the file says (nil when it says nothing).
    static func finalState(_ json: JSONValue) throws -> SceneState {
        let def = try load(json)
        let session = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
        var b = TraceBuilder(scene: def.id)
        b.drag(from: Point(x: 200, y: 320), to: Point(x: 200, y: 620), duration: 0.4)
        b.wait(1.6)
        b.fling(from: Point(x: 200, y: 720), to: Point(x: 200, y: 320))
        b.wait(1.2)
        b.fling(from: Point(x: 340, y: 560), to: Point(x: 60, y: 560))
        b.wait(2)
        let events = b.trace.events
        var i = 0
        for tick in 1...Int(b.time * 120) {
            let t = Double(tick) / 120
            while i < events.count && events[i].time <= t {
                session.handle(events[i])
                i += 1
            }
            session.advance(to: t)
        }
        var state = session.state()
        state.refresh?.threshold = nil
        state.refresh?.hold = nil
        state.refresh?.duration = nil
        return state
    }

    static let rows = SceneField.table.filter { $0.defaultValue != nil }

    @Test(arguments: rows.map(\.path))
    func aFileStatingTheDefaultIsTheSameSceneAsOneLeavingItOut(_ path: String) throws {
        let row = try #require(SceneField.byPath[path])
        let parts = path.split(separator: ".")[...]
        // Scenes that state the field first (its effect is in play there), at most two.
        let applicable = Self.scenes.filter { s in
            [nil, row.defaultValue].allSatisfy { v in Self.edit(s.json, parts, v).map { (try? Self.load($0)) != nil } ?? false }
        }
        let stated = applicable.filter { Self.edit($0.json, parts, nil) != $0.json }
        let chosen = (stated + applicable.filter { s in !stated.contains { $0.name == s.name } }).prefix(2)
        #expect(!chosen.isEmpty, "no built-in scene holds \(path)'s container")
        for scene in chosen {
            let left = try #require(Self.edit(scene.json, parts, nil))
            let given = try #require(Self.edit(scene.json, parts, row.defaultValue))
            let a = try Self.finalState(left)
            let b = try Self.finalState(given)
            #expect(a == b, "\(scene.name): \(path) left out ≠ \(path) at its default")
        }
    }

    /// The harness sees a field that matters: `bounces` false is another scene after a pull.
    @Test func anotherValueIsAnotherState() throws {
        let basic = try #require(Self.scenes.first { $0.name == "basic-scroll.json" }).json
        let off = try #require(Self.edit(basic, ["bounces"], .bool(false)))
        let on = try #require(Self.edit(basic, ["bounces"], .bool(true)))
        #expect(try Self.finalState(off) != Self.finalState(on))
    }
}
