import ScrollCore
import Testing

@testable import ScrollScene

/// The release on the model itself, with a file of one's own: no rule is UIKit's default, a target
/// the gallery cannot land at is ignored with a warning.
@Suite struct GalleryReleaseDefaultTests {
    static func model(_ text: String) throws -> GalleryNestedModel {
        let json = try #require(JSONValue.parse(text))
        let t = try #require(AppTechnique(json: json))
        return GalleryNestedModel(
            technique: .forwarding, program: try GalleryTechnique.compile(t), maxCollapse: 141, maxListOffset: 2000, overshootLimit: 426)
    }

    /// No rule: the outer view (the only one dragged) decelerates and bounces at its end — the strip
    /// rides past the sticky line, then settles at 141; the list never moves.
    @Test func noRuleFlingsTheDraggedViewAndBouncesAtItsEnd() throws {
        let m = try Self.model(#"{"name": "plain", "rules": []}"#)
        m.touchDown(at: 0)
        m.drag(by: 100, listPan: false, velocity: 2000, at: 0.1)
        m.release(velocity: 2000, listPan: false, at: 0.1)
        var most = 0.0
        for k in 1...300 {
            m.advance(to: 0.1 + Double(k) / 120)
            most = max(most, m.shownCollapse)
        }
        #expect(most > 141)
        #expect(m.collapse == 141)
        #expect(m.listOffset == 0)
        #expect(!m.isMoving)
        #expect(m.notes.map(\.text) == ["outer.pan released: its own fling runs over the header's range only; the list gets no velocity"])
    }

    /// `target.y` set anywhere but the view's offset: the fling runs as if unset, and a note says so.
    @Test func aTargetTheGalleryCannotLandAtIsIgnoredWithAWarning() throws {
        let m = try Self.model(
            #"{"name": "far", "rules": [{"name": "r", "on": "willEndDragging", "view": "outer", "set": [{"property": "target.y", "value": "50"}]}]}"#
        )
        m.touchDown(at: 0)
        m.drag(by: 10, listPan: false, velocity: 800, at: 0.1)
        m.release(velocity: 800, listPan: false, at: 0.1)
        #expect(m.fired == [1])
        #expect(m.isMoving)
        #expect(m.notes.first?.text == "WARNING the gallery's fling of outer cannot land at 50.0: target.y ignored")
    }
}
