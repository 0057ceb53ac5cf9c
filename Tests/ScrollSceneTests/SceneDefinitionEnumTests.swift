import Foundation
import ScrollCore
import ScrollFiles
import TestSupport
import Testing

@testable import ScrollScene

/// #28: the scene fields with a fixed set of values are enums in Swift — `kind`, `header.avatar.position`,
/// `tabStrip.style`, `refresh`, `technique` — while the file format is unchanged: the same strings
/// decode, encode back, and the field table (the one declaration) lists the enums' cases.
@Suite struct SceneDefinitionEnumTests {
    static let file = """
        {"id": "e", "title": "E", "kind": "nestedPage", "refresh": "list",
         "header": {"height": 200, "avatar": {"position": "center"}},
         "tabStrip": {"height": 44, "titles": ["A", "B"], "style": "pill"},
         "pages": [{"rows": 3}, {"rows": 4}]}
        """

    @Test func theFileStringsDecodeToTheEnums() throws {
        let d = try SceneCatalog.parse(Data(Self.file.utf8), label: "e.json")
        #expect(d.kind == .nestedPage)
        #expect(d.refresh == .list)
        #expect(d.header?.avatar?.position == .center)
        #expect(d.tabStrip?.style == .pill)
        let g = try SceneCatalog.parse(
            Data(#"{"id": "g", "title": "G", "kind": "gallery", "technique": "carouselLock"}"#.utf8), label: "g.json")
        #expect(g.technique == .carouselLock)
    }

    @Test func theEnumsEncodeToTheSameStrings() throws {
        let d = try SceneCatalog.parse(Data(Self.file.utf8), label: "e.json")
        let json = try #require(d.json.object)
        #expect(json["kind"] == .string("nestedPage"))
        #expect(json["refresh"] == .string("list"))
        #expect(json["header"]?.object?["avatar"]?.object?["position"] == .string("center"))
        #expect(json["tabStrip"]?.object?["style"] == .string("pill"))
        #expect(SceneDefinition(json: d.json) == d)
    }

    /// Every built-in scene reads back equal after a round trip through the typed fields.
    @Test func everyBuiltInSceneRoundTrips() throws {
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        for d in catalog.scenes {
            #expect(SceneDefinition(json: d.json) == d, "\(d.id)")
            #expect(try SceneCatalog.parse(d.encodedFile(), label: d.id) == d, "\(d.id)")
        }
    }

    /// The field table's choices are the enums' cases, in the order docs/SCENES.md shows them.
    @Test func theTableListsTheEnumsCases() throws {
        func choices(_ name: String) throws -> [String] {
            let f = try #require(SceneField.table.first { $0.path == name })
            guard case .choice(let c) = f.kind else { throw Failure("\(name) is not a choice") }
            return c
        }
        #expect(try choices("kind") == ["nestedPage", "list", "paging", "cards", "gallery", "nestedPages", "technique", "photoBrowser"])
        #expect(try choices("edgePolicy") == ["chain", "newSwipe", "flingOnly", "lockedWhileZoomed", "photoView", "photoViewFlutter"])
        #expect(try choices("header.avatar.position") == ["left", "center", "right", "none"])
        #expect(try choices("tabStrip.style") == ["default", "pill", "stretch"])
        #expect(try choices("refresh") == ["header", "list", "none"])
        #expect(try choices("technique") == ["simultaneous", "forwarding", "deadStop", "carouselLock"])
    }

    struct Failure: Error {
        let message: String
        init(_ m: String) { message = m }
    }
}
