import ScrollCore
import Testing

@testable import ScrollScene

/// What `TechniqueProgram.compile` prepares once so a tick reads no name text and builds no list:
/// every name a rule reads resolved to a slot, the rules filed by event and by view.
@Suite struct TechniqueProgramTests {
    static let technique = AppTechnique(
        name: "t", state: [.init(name: "lastY"), .init(name: "band")],
        rules: [
            .init(name: "both", on: .simultaneous, recognizer: "outer.pan", other: "list.pan"),
            .init(
                name: "pin", on: .didScroll, view: "list", when: "!header.isStuck && list.offset.y != 0",
                set: [.init(property: "list.offset.y", value: "0")]),
            .init(name: "track", on: .didScroll, view: "list", set: [.init(property: "state.lastY", value: "list.offset.y")]),
            .init(
                name: "top", on: .didScroll, view: "outer", when: "list.pan.velocity.y > 0 && state.band < 1",
                set: [.init(property: "state.band", value: "1")]),
            .init(
                name: "release", on: .willEndDragging, view: "list", when: "velocity.y > 4",
                set: [.init(property: "target.y", value: "min(target.y, list.bottom)")]),
        ])

    @Test func everyNameReadIsASlot() throws {
        let p = try TechniqueProgram.compile(Self.technique)
        #expect(
            p.quantities == [
                .header(.isStuck), .view(1, .offsetY), .pan(1, .velocityY), .variable(1), .release(.velocityY), .release(.targetY),
                .view(1, .bottom),
            ])
    }

    @Test func rulesAreFiledByEventAndView() throws {
        let p = try TechniqueProgram.compile(Self.technique)
        #expect(p.rules(.simultaneous) == [0])
        #expect(p.rules(.didScroll) == [1, 2, 3])
        #expect(p.rules(.didScroll, view: 1) == [1, 2])
        #expect(p.rules(.didScroll, view: 0) == [3])
        #expect(p.rules(.willEndDragging, view: 1) == [4])
        #expect(p.rules(.shouldBegin).isEmpty)
        #expect(AppTechnique.Event.allCases.map(\.ordinal) == Array(0..<15))
        #expect(p.rules[1].summary == "rule `pin` (didScroll list: !header.isStuck && list.offset.y != 0)")
    }

    @Test func aVariableChangeReadsAsBeforeWhenTheStateIsWritten() throws {
        let p = try TechniqueProgram.compile(Self.technique)
        let e = TechniqueLogEntry.variable(t: 1.25, rule: 2, variable: 0, value: -12.5).event(p)
        #expect(e.name == "rule `track` (didScroll list): state.lastY = -12.5")
        #expect(e.id == "track")
        #expect(e.t == 1.25)
    }
}
