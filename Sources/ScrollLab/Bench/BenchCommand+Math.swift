import Foundation
import ScrollCore
import ScrollFuzz

/// The cost of the core's own elementary functions (`Elementary`, docs/PHYSICS.md "Determinism") beside
/// the platform's libm, on arguments in the ranges the core calls them with.
extension BenchCommand {
    /// One function timed both ways: nanoseconds per call, median of interleaved rounds.
    struct MathCost {
        var name: String
        var elementary: Double
        var libm: Double
    }

    /// The `math_*` figures: per function, Elementary's and libm's nanoseconds per call.
    func mathFigures() -> [Figure] {
        mathCosts().flatMap { m in
            [
                Figure(
                    key: "math_\(m.name)_ns_per_call", label: "Elementary.\(m.name), the core's own (ns per call)", value: m.elementary,
                    unit: "ns"),
                Figure(
                    key: "math_\(m.name)_ns_per_call_libm", label: "\(m.name) from the platform's libm, same arguments (ns per call)",
                    value: m.libm, unit: "ns"),
            ]
        }
    }

    /// exp, sin, atan2, log, pow, tanh: 4096 arguments each, 41 rounds of 20 passes, Elementary and libm
    /// interleaved round by round so machine noise falls on both alike.
    func mathCosts() -> [MathCost] {
        var rng = SplitMix(seed: 31)
        let a = (0..<4096).map { _ in rng.next() }
        let b = (0..<4096).map { _ in rng.next() }
        let cases: [(String, (Double, Double) -> Double, (Double, Double) -> Double)] = [
            ("exp", { x, _ in Elementary.exp(-40 * x) }, { x, _ in Foundation.exp(-40 * x) }),
            ("sin", { x, _ in Elementary.sin(200 * x) }, { x, _ in Foundation.sin(200 * x) }),
            ("atan2", { x, y in Elementary.atan2(100 * x, 100 * y) }, { x, y in Foundation.atan2(100 * x, 100 * y) }),
            ("log", { x, _ in Elementary.log(1e-3 + 1e3 * x) }, { x, _ in Foundation.log(1e-3 + 1e3 * x) }),
            ("pow", { x, y in Elementary.pow(x, 0.5 + 2 * y) }, { x, y in Foundation.pow(x, 0.5 + 2 * y) }),
            ("tanh", { x, _ in Elementary.tanh(4 * x - 2) }, { x, _ in Foundation.tanh(4 * x - 2) }),
        ]
        return cases.map { name, ours, theirs in
            var samples: ([Double], [Double]) = ([], [])
            for _ in 0..<41 {
                samples.0.append(Self.nanosecondsPerCall(ours, a, b))
                samples.1.append(Self.nanosecondsPerCall(theirs, a, b))
            }
            return MathCost(name: name, elementary: Self.stats(samples.0).median, libm: Self.stats(samples.1).median)
        }
    }

    /// Nanoseconds per call of `f` over the argument pairs, 20 passes.
    private static func nanosecondsPerCall(_ f: (Double, Double) -> Double, _ a: [Double], _ b: [Double]) -> Double {
        let clock = ContinuousClock()
        var sink = 0.0
        let start = clock.now
        for _ in 0..<20 {
            for i in a.indices { sink += f(a[i], b[i]) }
        }
        let elapsed = nanoseconds(clock.now - start)
        if sink.isNaN { print("", terminator: "") }  // keeps the loop's result alive
        return elapsed / Double(20 * a.count)
    }

    /// Uniform doubles in [0, 1) from a fixed seed (SplitMix64).
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
        }
    }
}
