import ScrollCore
import TestSupport
import Testing

@Suite struct RubberBandTests {
    @Test func matchesReferenceTable() {
        let band = RubberBand(dimension: 960)
        for (x, y) in [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)] {
            expectClose(band.offset(forOverscroll: x), y, within: 0.005, "x = \(x)")
        }
        expectClose(RubberBand(dimension: 1000).offset(forOverscroll: 100), 52.133, within: 1e-3)
    }

    @Test func slopeIsTheCoefficientAtZeroAndTheDimensionIsNeverReached() {
        let band = RubberBand(dimension: 852)
        expectClose(band.offset(forOverscroll: 1e-6) / 1e-6, 0.55, within: 1e-6)
        #expect(band.offset(forOverscroll: 1e12) < 852)
        #expect(band.offset(forOverscroll: 1e300) < 852)  // found by scrolllab fuzz: rounding reached dim
        #expect(band.offset(forOverscroll: .infinity) < 852)
        #expect(band.offset(forOverscroll: -300) == -band.offset(forOverscroll: 300))
    }

    @Test func inverseRoundTrips() {
        let band = RubberBand(dimension: 667)
        for x in [-900.0, -50, 0, 3, 120, 5000] {
            expectClose(band.overscroll(forOffset: band.offset(forOverscroll: x)), x, within: 1e-6 * max(1, abs(x)))
        }
        #expect(band.clamp(-100, lower: 0, upper: 500) == band.offset(forOverscroll: -100))
        #expect(band.clamp(600, lower: 0, upper: 500) == 500 + band.offset(forOverscroll: 100))
        #expect(band.clamp(250, lower: 0, upper: 500) == 250)
        expectClose(band.unclamp(band.clamp(-77, lower: 0, upper: 500), lower: 0, upper: 500), -77, within: 1e-9)
    }
}
