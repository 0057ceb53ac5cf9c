import SDLTestSupport
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import TestSupport
import Testing

/// J on `profile` as a picture (the behaviour is ScrollSessionTests' ProgrammaticScrollTests).
@Suite struct ProgrammaticScrollTests {
    @Test func theGolden_row30UnderTheStuckStrip() throws {
        var b = TraceBuilder(scene: "profile")
        b.key("j")
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: b.trace)
        sandbox.replay(b.trace.events, settle: true)
        let r = try TestSDL.render(sandbox.session.displayList(), scale: 1)
        Snapshot.assertImage(rgba: r.rgba, width: r.width, height: r.height, named: "profile-scrolled-to-row-30")
    }
}
