import Foundation
import ScrollCore
import TestSupport
import Testing

/// Elementary gives the same bits on every platform: it calls no libm (checked in the built objects of
/// the modules the wasm build compiles), and its few results that are not correctly rounded are pinned.
@Suite struct ElementaryDeterminismTests {
    /// Where Elementary is not correctly rounded, its bits are the recorded ones — on any CPU, any OS.
    /// Everywhere else the accuracy test already pins them (they equal the reference).
    @Test func lastBitsArePinned() throws {
        let cases = try ElementaryReference.load()
        let deviations = cases.filter { ElementaryReference.ulps($0.actual, $0.expected) != 0 }
        if ProcessInfo.processInfo.environment["SCROLLLAB_RECORD"] == "1" {
            var text = "# Inputs of elementary-reference.txt where Elementary is 1 ulp from the correctly rounded\n"
            text += "# result, with Elementary's bits (recorded by SCROLLLAB_RECORD=1 swift test --filter Elementary).\n"
            for c in deviations { text += "\(c.key) \(String(format: "%016llx", c.actual.bitPattern))\n" }
            try text.write(to: ElementaryReference.lastBitFile, atomically: true, encoding: .utf8)
        }
        let pinned = try ElementaryReference.loadLastBits()
        #expect(pinned.count == deviations.count, "re-record with SCROLLLAB_RECORD=1 if the algorithms changed")
        for c in deviations {
            #expect(pinned[c.key] == c.actual.bitPattern, "\(c.key): \(ElementaryReference.hex(c.actual)) not pinned")
        }
    }

    /// No object file of ScrollCore, ScrollDraw, ScrollInput or ScrollScene refers to a libm elementary
    /// function (sqrt, floor and friends are IEEE-exact everywhere and allowed).
    @Test func theCoreCallsNoLibm() throws {
        let libm = try Regex(
            "^(exp|exp2|exp10|expm1|log|log2|log10|log1p|pow|sin|cos|tan|sincos|asin|acos|atan|atan2|sinh|cosh|tanh|"
                + "asinh|acosh|atanh|cbrt|hypot|erf|erfc|tgamma|lgamma)[fl]?$|^__.*_finite$")
        let modules = ["ScrollCore", "ScrollDraw", "ScrollInput", "ScrollScene"]
        for module in modules {
            let objects = Self.objectFiles(of: module)
            #expect(!objects.isEmpty, "no object files of \(module) found next to the test binary")
            for object in objects {
                let result = try runProcess("/usr/bin/env", ["nm", "-u", "--format=just-symbols", object])
                #expect(result.status == 0, "nm \(object): \(result.stderr)")
                let calls = result.stdout.split(separator: "\n").filter { $0.wholeMatch(of: libm) != nil }
                #expect(calls.isEmpty, "\(object) calls libm: \(calls.joined(separator: ", "))")
            }
        }
    }

    /// The module's object files: SwiftPM's `<config>/<Module>.build/*.o` or CMake's `CMakeFiles/<Module>.dir`.
    static func objectFiles(of module: String) -> [String] {
        let exeDir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let roots = [
            exeDir.appendingPathComponent("\(module).build"),
            exeDir.appendingPathComponent("CMakeFiles/\(module).dir"),
            exeDir.deletingLastPathComponent().appendingPathComponent("CMakeFiles/\(module).dir"),
            Paths.repoRoot.appendingPathComponent(".build/debug/\(module).build"),
        ]
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            let objects = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".o") }
            if !objects.isEmpty { return objects.map { root.appendingPathComponent($0).path }.sorted() }
        }
        return []
    }
}
