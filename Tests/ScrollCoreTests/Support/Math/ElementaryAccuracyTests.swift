import Foundation
import ScrollCore
import Testing

/// Elementary against the correctly rounded reference values of `scripts/math-reference.py`.
@Suite struct ElementaryAccuracyTests {
    /// Every fixture result within 1 ulp; per function, how many are not correctly rounded.
    @Test func withinOneUlpOfTheCorrectlyRoundedResult() throws {
        let cases = try ElementaryReference.load()
        #expect(cases.count > 20000)
        var byFunction: [String: (count: Int, notRounded: Int, worst: Int)] = [:]
        for c in cases {
            let ulps = ElementaryReference.ulps(c.actual, c.expected)
            var entry = byFunction[c.function, default: (0, 0, 0)]
            entry.count += 1
            if ulps > 0 { entry.notRounded += 1 }
            entry.worst = max(entry.worst, ulps)
            byFunction[c.function] = entry
            #expect(ulps <= 1, "\(c.key): got \(c.actual) (\(ElementaryReference.hex(c.actual))), want \(c.expected)")
        }
        #expect(byFunction.count == 12)
        for (name, e) in byFunction.sorted(by: { $0.key < $1.key }) {
            print("Elementary.\(name): \(e.count) inputs, \(e.notRounded) not correctly rounded, worst \(e.worst) ulp")
            #expect(e.notRounded * 100 <= 15 * e.count, "\(name): more than 15 % not correctly rounded")
        }
    }

    /// Zeros keep their sign, and the special values are C99's.
    @Test func specialValues() {
        #expect(Elementary.sin(-0.0).sign == .minus)
        #expect(Elementary.tanh(-0.0).sign == .minus)
        #expect(Elementary.atanh(-0.0).sign == .minus)
        #expect(Elementary.atan2(-0.0, -1) == -Double.pi)
        #expect(Elementary.atan2(0.0, -0.0) == Double.pi)
        #expect(Elementary.atan2(-0.0, 0.0).sign == .minus)
        #expect(Elementary.exp(-Double.infinity) == 0)
        #expect(Elementary.exp(1000) == .infinity)
        #expect(Elementary.exp(-1000) == 0)
        #expect(Elementary.exp(-745) == Double.leastNonzeroMagnitude)
        #expect(Elementary.log(0) == -.infinity)
        #expect(Elementary.log(-1).isNaN)
        #expect(Elementary.pow(-2, 3) == -8)
        #expect(Elementary.pow(-0.0, -3) == -.infinity)
        #expect(Elementary.pow(-2, 0.5).isNaN)
        #expect(Elementary.pow(-1, .infinity) == 1)
        #expect(Elementary.pow(10, 400) == .infinity)
        #expect(Elementary.pow(-10, 401) == -.infinity)
        #expect(Elementary.atanh(1) == .infinity)
        #expect(Elementary.atanh(-1) == -.infinity)
        #expect(Elementary.atanh(1.5).isNaN)
        #expect(Elementary.tanh(.infinity) == 1)
        #expect(Elementary.e == 2.718_281_828_459_045)
        for f in [Elementary.sin, Elementary.cos, Elementary.tan] {
            #expect(f(.infinity).isNaN)
            #expect(f(.nan).isNaN)
        }
    }

    /// Huge arguments of sin/cos/tan are reduced exactly: never a wrong sign, and the Pythagorean identity
    /// holds to a few ulps up to the largest double.
    @Test func largeTrigonometricArguments() {
        var x = 1e6
        while x < 1e308 {
            for v in [x, -x, x.nextUp, x * 1.234_567] {
                let s = Elementary.sin(v)
                let c = Elementary.cos(v)
                #expect(abs(s * s + c * c - 1) < 1e-15, "sin²+cos² at \(v)")
                #expect(abs(Elementary.tan(v) - s / c) <= 4 * abs(s / c).ulp + 1e-300, "tan at \(v)")
                #expect(Elementary.sin(-v) == -s && Elementary.cos(-v) == c)
            }
            x *= 7.5
        }
    }
}

extension ElementaryReference {
    static func hex(_ x: Double) -> String { String(x.bitPattern, radix: 16) }
}
