import ScrollCore
import ScrollScene
import Testing

/// Panel edits are typed in the window and recorded as the keys they always were: `feel.KEY=VALUE`,
/// `feel.name=TEXT`, `feel.reset`, `scene=ID` — encoded and decoded in one place (`PanelEdit`).
@Suite struct PanelEditTests {
    @Test func editsAreRecordedAsTheKeysOldTracesHold() {
        #expect(PanelEdit.setConstant(key: "decelerationRate", value: 0.9925).traceKey == "feel.decelerationRate=0.9925")
        #expect(PanelEdit.setConstant(key: "pagingVelocityThreshold", value: 730).traceKey == "feel.pagingVelocityThreshold=730.0")
        #expect(PanelEdit.setChoice(key: "decay", option: "android").traceKey == "feel.decay=android")
        #expect(PanelEdit.nameFeel("my feel").traceKey == "feel.name=my feel")
        #expect(PanelEdit.resetFeel.traceKey == "feel.reset")
        #expect(PanelEdit.openScene(id: "header-zoom").traceKey == "scene=header-zoom")
    }

    @Test func oldKeysDecodeToTheirEdits() {
        #expect(PanelEdit(traceKey: "feel.decelerationRate=0.986") == .setConstant(key: "decelerationRate", value: 0.986))
        #expect(PanelEdit(traceKey: "feel.springStiffness=1") == .setConstant(key: "springStiffness", value: 1))
        #expect(PanelEdit(traceKey: "feel.decay=android") == .setChoice(key: "decay", option: "android"))
        #expect(PanelEdit(traceKey: "feel.name=a=b") == .nameFeel("a=b"))
        #expect(PanelEdit(traceKey: "feel.reset") == .resetFeel)
        #expect(PanelEdit(traceKey: "scene=") == .openScene(id: ""))
        for k in [
            "feel.nope=1", "feel.decelerationRate=abc", "feel.decelerationRate=inf", "feel.decelerationRate", "feel.resets", "u", "tab",
        ] {
            #expect(PanelEdit(traceKey: k) == nil, "\(k)")
        }
        for e in [
            PanelEdit.setConstant(key: "rubberBand", value: 0.55), .setChoice(key: "overscroll", option: "stretch"), .nameFeel("x"),
            .resetFeel,
        ] {
            #expect(PanelEdit(traceKey: e.traceKey) == e)
        }
    }

    @Test func keysDecodeOnceToAnAction() {
        #expect(KeyAction(key: "scene=snap") == .edit(.openScene(id: "snap")))
        #expect(KeyAction(key: "home") == .command(.scene(.scrollToTop)))
        #expect(KeyAction(key: "9").command == .switchScene(8))
        #expect(KeyAction(key: "feel.nope=1") == .unbound)
        #expect(KeyAction(key: "x") == .unbound)
    }

    @Test func feelEditsApplyAsTheTunerDoes() throws {
        let tuned = try #require(PanelEdit.setConstant(key: "decelerationRate", value: 0.5).applied(to: .ios))
        #expect(tuned.decelerationRate == 0.9)  // clamped to the constant's range
        #expect(tuned.name == "ios" + Feel.tunedSuffix)
        #expect(PanelEdit.resetFeel.applied(to: tuned) == .ios)
        #expect(PanelEdit.nameFeel("  ").applied(to: .ios) == nil)
        #expect(PanelEdit.nameFeel("mine").applied(to: .ios)?.name == "mine")
        #expect(PanelEdit.setChoice(key: "decay", option: "no-such").applied(to: .ios) == nil)
        #expect(PanelEdit.openScene(id: "snap").applied(to: .ios) == nil)
    }
}
