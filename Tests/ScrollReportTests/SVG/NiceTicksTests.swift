import ScrollReport
import Testing

@Suite struct NiceTicksTests {
    @Test func coversTheRangeWithRoundSteps() {
        let t = NiceTicks(lower: 0, upper: 153, count: 4)
        #expect(t.step == 50)
        #expect(t.values == [0, 50, 100, 150, 200])
    }

    @Test func stepsAreOneTwoTwoAndAHalfOrFiveTimesAPowerOfTen() {
        #expect(NiceTicks(lower: 0, upper: 1, count: 5).step == 0.2)
        #expect(NiceTicks(lower: 0, upper: 0.9, count: 4).step == 0.25)
        #expect(NiceTicks(lower: 0, upper: 30, count: 5).step == 10)
        #expect(NiceTicks(lower: -2630.45, upper: 812.5, count: 4).step == 1000)
        #expect(NiceTicks(lower: -2630.45, upper: 812.5, count: 4).values == [-3000, -2000, -1000, 0, 1000])
    }

    @Test func widensOutwardToWholeSteps() {
        let t = NiceTicks(lower: 12.5, upper: 87.3, count: 5)
        #expect(t.lower <= 12.5 && t.upper >= 87.3)
        #expect(t.lower == 0 && t.upper == 100 && t.step == 20)
    }

    @Test func ticksAreExactMultiplesWithoutDrift() {
        let t = NiceTicks(lower: 0, upper: 1.0, count: 10)
        #expect(t.values.map { t.label($0) } == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"])
    }

    @Test func flatAndBrokenRangesStillGiveAnAxis() {
        let flat = NiceTicks(lower: 153, upper: 153, count: 4)
        #expect(flat.lower < 153 && flat.upper > 153 && flat.values.count >= 2)
        let zero = NiceTicks(lower: 0, upper: 0)
        #expect(zero.lower < 0 && zero.upper > 0)
        let broken = NiceTicks(lower: .nan, upper: .infinity)
        #expect(broken.values.allSatisfy(\.isFinite) && broken.values.count >= 2)
    }

    @Test func labelsUseTheDecimalsTheStepNeeds() {
        let t = NiceTicks(lower: 0, upper: 1, count: 4)
        #expect(t.step == 0.25)
        #expect(t.values.map { t.label($0) } == ["0", "0.25", "0.5", "0.75", "1"])
        let big = NiceTicks(lower: -1200, upper: 3400, count: 4)
        #expect(big.values.map { big.label($0) } == ["-2000", "0", "2000", "4000"])
    }
}
