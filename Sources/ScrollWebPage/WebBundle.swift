import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollIO
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollSessionTrace

/// What a page needs to run the core in a browser (docs/WEB.md): the wasm module (base64), every
/// scene of the catalogue with its definition (a recording embeds it, as the window's does), every
/// feel, the images scenes draw, and the version. `scrolllab web` and `report --live` embed it as one
/// JSON script element, `scrolllab-data`, read by Assets/web/lab/*.js.
public struct WebBundle {
    public struct Scene {
        public let id: String
        public let title: String
        /// The scene file's JSON (`TraceScene.value`): a trace header's `definition`.
        public let definition: JSONValue?
    }
    /// One row of the page's key list: how the key map shows the keys and what they do.
    public struct KeyHelp: Equatable {
        public let keys: String
        public let help: String
        /// The row's scene keys by name: the page shows the row when one of them acts in the scene
        /// shown (`sl_key_acts`, `Sandbox.acts`: the window's key map's rule).
        public let names: [String]
    }
    public struct FeelEntry {
        public let name: String
        /// Every field, as a feel file holds them (`FeelFile.encode`): a trace header's `feel`.
        public let definition: JSONValue?
        /// A preset (`Feel.presets`), not a file.
        public let preset: Bool
    }

    public let version: String
    public let scenes: [Scene]
    public let feels: [FeelEntry]
    /// `Assets/images/NAME.png` as `data:` URLs, by NAME.
    public let images: [String: String]
    /// Overlay names in `OverlayKind` order: bit i of the module's overlay mask is overlay i.
    public let overlays: [String]
    /// The keys the scenes' own commands answer (`KeyBinding`'s scene layer): the page passes these on.
    public let sceneKeys: [String]
    /// Those keys' rows of the key table, for the list beside the phone.
    public let sceneKeyHelp: [KeyHelp]
    public let wasm: String
    /// The module's size, bytes (before base64).
    public let wasmBytes: Int

    /// The bundle for `catalog`; `feel` (a `--feel` file) joins the presets.
    /// - Throws: `IOFailure` when the module is missing or stale (`WebModule`), its line starting with
    ///   `command` (the command asking: `web`, `report`).
    public static func make(catalog: SceneCatalog, feel: Feel?, command: String) throws -> WebBundle {
        let module = try WebModule.load(command: command)
        var feels = Feel.presets.map { FeelEntry(name: $0.name, definition: json(FeelFile.encode($0, pretty: false)), preset: true) }
        if let feel, Feel.preset(named: feel.name) != feel {
            feels.removeAll { $0.name == feel.name }
            feels.insert(FeelEntry(name: feel.name, definition: json(FeelFile.encode(feel, pretty: false)), preset: false), at: 0)
        }
        return WebBundle(
            version: ScrollLabVersion.current,
            // As the files say (the page's recorder states a nested page's inset adjustment, as
            // TraceScene.value does; a trace's re-run applies a replay's defaults): WEB.md.
            scenes: catalog.scenes.map { Scene(id: $0.id, title: $0.title, definition: TraceScene.fileValue(of: $0)) },
            feels: feels, images: try images(), overlays: OverlayKind.allCases.map(\.rawValue),
            sceneKeys: KeyBinding.all.flatMap(\.keys).filter { KeyBinding.command(for: $0)?.layer == .scene },
            sceneKeyHelp: sceneKeyHelp(),
            wasm: module.base64EncodedString(), wasmBytes: module.count)
    }

    /// The key table's rows whose commands are the scene's own (`KeyBinding`, the one table).
    public static func sceneKeyHelp() -> [KeyHelp] {
        KeyBinding.all.compactMap { row in
            guard let label = row.label, row.keys.contains(where: { KeyBinding.command(for: $0)?.layer == .scene }) else {
                return nil
            }
            return KeyHelp(keys: label, help: row.help, names: row.keys.filter { KeyBinding.command(for: $0)?.layer == .scene })
        }
    }

    public static func json(_ data: Data) -> JSONValue? { try? JSONValue.read(data) }

    /// Every `Assets/images/*.png` (a few, small) as a `data:` URL.
    public static func images() throws -> [String: String] {
        let dir = try AssetLocator.assetsDirectory().appendingPathComponent("images")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        var images: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".png") {
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) else { continue }
            images[String(name.dropLast(4))] = "data:image/png;base64," + data.base64EncodedString()
        }
        return images
    }

    /// The bundle as the text of a `<script type="application/json">` element: every `<` written
    /// `\u003c` (`Markup.scriptSafeJSON`), so no `</script>`, `<!--` or `<script` in a title, a
    /// definition or a feel name can end the element or change how the page is parsed.
    public func scriptText() -> String { Markup.scriptSafeJSON(json.compactText()) }

    /// The bundle as one JSON object (the one JSON writer, `JSONObjectWriter`; absent definitions left out).
    public var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("version", version)
        w.set(
            "scenes",
            scenes.map { s in
                var o = JSONObjectWriter()
                o.set("id", s.id)
                o.set("title", s.title)
                o.set("definition", s.definition)
                return o.value
            })
        w.set(
            "feels",
            feels.map { f in
                var o = JSONObjectWriter()
                o.set("name", f.name)
                o.set("definition", f.definition)
                o.set("preset", f.preset)
                return o.value
            })
        w.set("images", JSONValue.object(images.mapValues { .string($0) }))
        w.set("overlays", overlays)
        w.set("sceneKeys", sceneKeys)
        w.set(
            "sceneKeyHelp",
            sceneKeyHelp.map { k in
                var o = JSONObjectWriter()
                o.set("keys", k.keys)
                o.set("help", k.help)
                o.set("names", k.names)
                return o.value
            })
        w.set("wasm", wasm)
        w.set("wasmBytes", wasmBytes)
        return w.value
    }
}
