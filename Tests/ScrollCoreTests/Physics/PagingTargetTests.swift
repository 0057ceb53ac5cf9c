import ScrollCore
import Testing

@Suite struct PagingTargetTests {
    @Test func slowReleasesGoToTheNearestPage() {
        #expect(PagingTarget.page(offset: 180, velocity: 0, pageExtent: 393, startPage: 0, pageCount: 4) == 0)
        #expect(PagingTarget.page(offset: 210, velocity: 0, pageExtent: 393, startPage: 0, pageCount: 4) == 1)
    }

    @Test func aFlickTurnsOnePageAndNeverMore() {
        #expect(PagingTarget.page(offset: 40, velocity: 600, pageExtent: 393, startPage: 0, pageCount: 4) == 1)
        #expect(PagingTarget.page(offset: 40, velocity: 150, pageExtent: 393, startPage: 0, pageCount: 4) == 0)
        #expect(PagingTarget.page(offset: 700, velocity: 90_000, pageExtent: 393, startPage: 1, pageCount: 4) == 2)
        #expect(PagingTarget.page(offset: 1000, velocity: 90_000, pageExtent: 393, startPage: 1, pageCount: 9) == 2)
        #expect(PagingTarget.page(offset: 380, velocity: -5000, pageExtent: 393, startPage: 1, pageCount: 4) == 0)
        #expect(PagingTarget.page(offset: -30, velocity: -5000, pageExtent: 393, startPage: 0, pageCount: 4) == 0)
        #expect(PagingTarget.page(offset: 1200, velocity: 5000, pageExtent: 393, startPage: 3, pageCount: 4) == 3)
    }

    /// No offset or velocity, however absurd, traps or leaves the pages (#20).
    @Test func nonFiniteAndHugeInputsStayOnAPage() {
        for offset in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            for velocity in [Double.nan, .infinity, -.infinity, 1e300, 0] {
                let p = PagingTarget.page(offset: offset, velocity: velocity, pageExtent: 393, startPage: 1, pageCount: 4)
                #expect((0...2).contains(p), "\(offset) \(velocity)")
            }
        }
        #expect(PagingTarget.page(offset: 1e300, velocity: 0, pageExtent: 393, startPage: .max / 2, pageCount: 4) == 3)
    }
}
