import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// #40: UIKit's default inset adjustment (`automatic`) moves where a long list rests, so a trace from
/// before `contentInsetAdjustmentBehavior` replays with `never` (TraceScene.catalog), and a trace
/// written since embeds the field stated and replays with what it was recorded with.
@Suite struct TraceInsetDefaultTests {
    /// `mine` (no inset field, 85 + 12 + 2 rows of 60 / 90 pt) in a catalogue, as a user's folder holds it.
    static let catalog = SceneCatalog(scenes: [TraceSceneTests.mine])

    /// Four flicks up on `mine`, then 4 s to rest; `definition` embedded in the header when given.
    static func state(embedding definition: SceneDefinition?) throws -> SceneState {
        var b = TraceBuilder(scene: "mine")
        for _ in 0..<4 {
            b.fling(from: Point(x: 200, y: 760), to: Point(x: 200, y: 300), duration: 0.1)
            b.wait(1.5)
        }
        b.wait(4)
        b.key("x")
        var t = b.trace
        t.header.definition = definition.flatMap(TraceScene.value)
        t.header.version = definition == nil ? 1 : 2
        let s = try SessionFactory.sandbox(catalog: catalog, trace: t)
        for e in t.events {
            s.advance(to: e.time)
            s.handle(e)
        }
        s.advance(to: t.duration + 1)
        return s.session.state()
    }

    /// The bottom of page 0's last row at rest, viewport points.
    static func lastRowBottom(_ st: SceneState) -> Double {
        st.header!.height - st.header!.collapse + 44 + st.pages![0].contentHeight - st.pages![0].contentOffset
    }

    @Test func aTraceFromBeforeTheFieldReplaysNeverAndOneWrittenSinceAutomatic() throws {
        let old = try Self.state(embedding: nil)
        #expect(abs(Self.lastRowBottom(old) - 852) < 1e-6)  // under the home indicator, as recorded
        #expect(old.frame == nil)  // its state JSON has no new key
        let new = try Self.state(embedding: TraceSceneTests.mine)
        #expect(abs(Self.lastRowBottom(new) - 818) < 1e-6)  // 34 pt higher, as the window showed it
        #expect(new.frame?.contentInsetAdjustmentBehavior == "automatic")
        // A header embedding the definition without the field is from before it too.
        var t = Trace(header: Trace.Header(device: "15", scene: "mine", hz: 120), events: [])
        t.header.definition = JSONValue.parse(String(decoding: TraceSceneTests.mine.encodedFile(), as: UTF8.self))
        let resolved = try TraceScene.catalog(for: t.header, from: Self.catalog, path: "t")
        #expect(resolved.scene(withID: "mine")?.contentInsetAdjustmentBehavior == .never)
    }
}
