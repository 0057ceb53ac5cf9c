import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import TestSupport
import Testing

@testable import ScrollFuzz

/// `scrolllab fuzz --rates` (#46 class 8): generated wheel + catch, fling + catch, animation + touch,
/// pull + drag and rotation streams agree within 0.5 pt at 60 and 120 Hz.
@Suite struct CrossRateFuzzTests {
    @Test(arguments: ["profile", "self-sizing", "header-zoom", "fixed-header", "basic-scroll", "list-refresh"])
    func generatedStreamsAgreeAcrossRates(scene: String) {
        let r = CrossRateFuzzer(catalog: catalog, seed: 46, eventsPerScene: 600, scene: scene).run()
        #expect(r.scenes == 1)
        #expect(r.events >= 600)
        #expect(r.comparisons == r.events + 1)
        #expect(r.failure?.message == nil)
    }

    @Test func theStreamsAreTheSameForASeedAndCoverEveryKind() {
        let v = Size(width: 393, height: 852)
        let a = CrossRateFuzzer.trace(seed: 7, viewport: v, events: 400)
        let b = CrossRateFuzzer.trace(seed: 7, viewport: v, events: 400)
        #expect(a == b)
        #expect(a.contains { if case .wheel = $0 { return true } else { return false } })
        #expect(a.contains { if case .key("r", _) = $0 { return true } else { return false } })
        #expect(zip(a, a.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func theCommandLinePrintsOneLineAndExitsZeroWhenTheRatesAgree() throws {
        let r = try runScrollLab([
            "fuzz", "--rates", "--scene", "profile", "--events", "100", "--seed", "1", "--out", Paths.temporaryDirectory().path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "fuzz --rates: 110 events over 1 scene (seed 1): 60 and 120 Hz within 0.5 pt at all 111 comparisons\n")
    }
}
