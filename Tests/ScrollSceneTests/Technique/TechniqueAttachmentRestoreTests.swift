import ScrollCore
import Testing

@testable import ScrollScene

/// A technique file installed on recognizers no controller manages (no host re-enables them): what C
/// off puts back is the attachment's own doing, and a condition that cannot be evaluated answers
/// nothing (mutation review, docs/TESTING.md: both survived every suite before).
@Suite struct TechniqueAttachmentRestoreTests {
    static let names = TechniqueViews(host: ["header", "tabStrip", "pager"])

    static func attachment(_ rules: String) throws -> (TechniqueAttachment, [PanGestureRecognizer]) {
        let json = try #require(JSONValue.parse(#"{"rules": \#(rules)}"#))
        let program = try TechniqueProgram.compile(try #require(AppTechnique(json: json)), host: names)
        let pans = ["header.pan", "tabStrip.pan", "pager.pan"].map { PanGestureRecognizer(name: $0) }
        return (TechniqueAttachment(program: program, recognizers: pans, drivers: [nil, nil, nil]), pans)
    }

    /// `isEnabled` a rule set goes back to what it was before C, both ways: a pan the controller had
    /// on is on again, one it had off is off again (not simply on).
    @Test func cOffPutsBackEachRecognizersOwnIsEnabled() throws {
        let (file, pans) = try Self.attachment(
            #"""
            [{"name": "r", "on": "didTurnOn", "set": [{"property": "pager.pan.isEnabled", "value": "false"},
                                                       {"property": "tabStrip.pan.isEnabled", "value": "true"}]}]
            """#)
        pans[1].isEnabled = false
        file.turnOn(at: 0.5)
        #expect(!pans[2].isEnabled && pans[1].isEnabled && pans[0].isEnabled && file.fired == [1])
        #expect(!file.leavesEnabled(pans[2]))
        file.turnOff(at: 1)
        #expect(pans[2].isEnabled && !pans[1].isEnabled && pans[0].isEnabled)
        #expect(file.leavesEnabled(pans[2]) && !file.isOn)
    }

    /// A `when` that fails to evaluate (1 / 0) is false: the rule neither answers nor counts, and
    /// the warning names the rule and the problem; the recognizer keeps UIKit's answer (begin).
    @Test func aConditionThatCannotBeEvaluatedIsFalse() throws {
        let (file, _) = try Self.attachment(
            #"[{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "1 / pager.pan.velocity.x > 0"}]"#)
        file.turnOn(at: 0.5)
        #expect(file.shouldBegin(2) == nil)
        #expect(file.fired == [0])
        let names = file.events.map { $0.event(file.program).name }
        #expect(names.count == 1 && names.first?.hasPrefix("WARNING ") == true && names.first?.contains("division by zero") == true)
    }

    /// A rule that keeps failing warns once per rule and message while the technique is on (audit
    /// finding 7: a failing `didScroll` rule logged 295 identical lines), is still asked each time
    /// (and still answers nothing), and warns again after C off and on.
    @Test func aFailingRuleWarnsOncePerRuleUntilTurnedOnAgain() throws {
        let (file, _) = try Self.attachment(
            #"""
            [{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "1 / pager.pan.velocity.x > 0"},
             {"name": "s", "on": "shouldBegin", "recognizer": "header.pan", "when": "sqrt(-1) > 0"}]
            """#)
        file.turnOn(at: 0.5)
        for _ in 0..<3 {
            #expect(file.shouldBegin(2) == nil && file.shouldBegin(0) == nil)
        }
        func warnings() -> [String] { file.events.map { $0.event(file.program).name }.filter { $0.hasPrefix("WARNING ") } }
        #expect(warnings().count == 2)
        #expect(warnings()[0].contains("`r`") && warnings()[0].contains("division by zero"))
        #expect(warnings()[1].contains("`s`") && warnings()[1].contains("sqrt"))
        file.turnOff(at: 1)
        file.turnOn(at: 1.5)
        #expect(file.shouldBegin(2) == nil)
        #expect(warnings().count == 3)
    }
}
