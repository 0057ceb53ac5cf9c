import ScrollCore
import ScrollFiles
import Testing

@testable import ScrollScene

/// A technique file installed on a nested page's own recognizers (`TechniqueAttachment`): what C on
/// installs and sets, what C off puts back, how often each rule fired, and the strict loading of a
/// nested page's technique (one line naming the rule and the problem).
@Suite struct TechniqueAttachmentTests {
    static func page(_ id: String) throws -> NestedPageController {
        NestedPageController(
            definition: try loadScene(id), viewport: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    }

    func pan(_ c: NestedPageController, _ name: String) -> ScrollViewPanDriver? {
        name == "header.carousel.pan" ? c.headerCarousel?.driver : c.panDrivers.first { $0.pan.name == name }
    }

    @Test func headerTakesNoDragsDisablesTheHeaderPansAndCPutsThemBack() throws {
        let c = try Self.page("tall-header")
        let file = try #require(c.techniqueFile)
        #expect(file.program.rules.map(\.source.name) == ["header-is-a-plain-view"])
        c.switchTechnique(at: 0.5)
        #expect(pan(c, "header.pan")?.pan.isEnabled == false && pan(c, "tabStrip.pan")?.pan.isEnabled == false)
        #expect(pan(c, "page.0.list.pan")?.pan.isEnabled == true)
        #expect(file.fired == [1] && file.isOn)
        c.switchTechnique(at: 1)
        #expect(pan(c, "header.pan")?.pan.isEnabled == true && pan(c, "tabStrip.pan")?.pan.isEnabled == true)
        #expect(file.fired == [1] && !file.isOn)
    }

    @Test func carouselSimultaneousAnswersYesToEveryOtherAndCDropsTheAnswer() throws {
        let c = try Self.page("header-carousel")
        let file = try #require(c.techniqueFile)
        let header = try #require(pan(c, "header.pan"))
        let banner = try #require(pan(c, "header.carousel.pan"))
        let pager = try #require(pan(c, "pager.pan"))
        #expect(header.pan.shouldRecognizeSimultaneously == nil && !header.takesAnyDirection)
        c.switchTechnique(at: 0.5)
        #expect(header.takesAnyDirection && !banner.takesAnyDirection)
        #expect(header.pan.shouldRecognizeSimultaneously?(header.pan, banner.pan) == true)
        #expect(header.pan.shouldRecognizeSimultaneously?(pager.pan, header.pan) == true)
        #expect(banner.pan.shouldRecognizeSimultaneously == nil)
        #expect(file.fired == [1, 2])
        c.switchTechnique(at: 1)
        #expect(header.pan.shouldRecognizeSimultaneously == nil && !header.takesAnyDirection)
    }

    /// nested-pages' own settable: C sets `pager.handoff` false (the handoff driver's policy `.never`)
    /// and C again puts `.atEdges` back; `outerPager.handoff` false starts with the file on.
    @Test func innerPagerKeepsDragSetsTheHandoffAndCPutsItBack() throws {
        let c = NestedPagesController(
            definition: try loadScene("nested-pages"), viewport: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        let file = try #require(c.techniqueFile)
        #expect(c.handoff.policy == .atEdges && !file.isOn)
        c.switchTechnique(at: 0.5)
        #expect(c.handoff.policy == .never && file.isOn && file.fired == [1])
        c.switchTechnique(at: 1)
        #expect(c.handoff.policy == .atEdges && !file.isOn)
        var def = try loadScene("nested-pages")
        def.outerPager?.handoff = false
        let off = NestedPagesController(definition: def, viewport: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        #expect(off.handoff.policy == .never && off.techniqueFile?.isOn == true)
        off.switchTechnique(at: 0.5)
        #expect(off.handoff.policy == .atEdges)
    }

    /// fixed-angle: C sets the page's own `pagerLock.isOn` false (the lock steps aside, the pager's
    /// slop back to the feel's); C again puts the lock back.
    @Test func fixedAngleTurnsThePagerLockOffAndCPutsItBack() throws {
        let c = try Self.page("pager-angle")
        let file = try #require(c.techniqueFile)
        #expect(c.pagerLockDecides)
        c.switchTechnique(at: 0.5)
        #expect(!c.pagerLockDecides && file.fired == [1])
        #expect(c.page.pager.feel.touchSlop == c.page.feel.touchSlop)
        c.switchTechnique(at: 1)
        #expect(c.pagerLockDecides && c.page.pager.feel.touchSlop == 16)
    }

    @Test func theCodedTechniquesAreFiles() throws {
        #expect(try Self.page("profile").techniqueFile?.program.rules.map(\.source.on) == [.willScrollToRow, .willScrollToTop])
        #expect(try Self.page("async-load").techniqueFile?.program.rules.map(\.view) == [TechniqueViews.anyList])
        #expect(try Self.page("header-snap").techniqueFile?.program.rules.map(\.source.on) == [.willEndDragging])
    }

    /// A nested page's header release: `willEndDragging` of `header` reads the header's quantities and
    /// sets `target.y` (a number); no other view, no `target.x`.
    @Test func theHeadersCollapseReleaseOnANestedPage() {
        #expect(problem(Self.rule("willEndDragging", "header", "target.y", "header.collapse"), header: true) == nil)
        #expect(
            problem(Self.rule("willEndDragging", "header", "target.y", "min(target.y + velocity.y * 0, header.maxCollapse)"), header: true)
                == nil)
        #expect(
            problem(Self.rule("willEndDragging", "header", "target.y", "header.isStuck"), header: true)
                == "appTechnique.rules[0].set[0].value (rule `r`): column 1: `target.y` takes a number, the value is a boolean")
        #expect(
            problem(Self.rule("willEndDragging", "pager", "target.y", "0"), header: true)
                == "appTechnique.rules[0].view (rule `r`): a nested page's willEndDragging decides its header's collapse: view `header`, not `pager`"
        )
        #expect(
            problem(Self.rule("willEndDragging", "header", "target.x", "0"), header: true)
                == "appTechnique.rules[0].set[0].property (rule `r`): `target.x`: the header's collapse release sets `target.y` only")
        #expect(
            problem(#"[{"name": "r", "on": "didScroll", "view": "header", "set": [{"property": "state.x", "value": "0"}]}]"#, header: true)
                == "appTechnique.rules[0].on (rule `r`): a nested page's technique answers its recognizers and runs on didTurnOn / didTurnOff, willEndDragging / willScrollToRow / willScrollToTop of `header` and didLoadRows of `page.N.list`, not on `didScroll`"
        )
        #expect(
            problem(#"[{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "header.collapse > 0"}]"#, header: true) == nil
        )
        #expect(
            problem(
                #"[{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "header.carousel.pan.touches > 0"}]"#, header: true
            ) == nil)
    }

    /// A nested page's rows arriving: `didLoadRows` of `list` (any page's) or `page.N.list` sets
    /// `list.offset.y` / `page.N.list.offset.y` (a number) there only; its programmatic scrolls
    /// (`willScrollToRow`, `willScrollToTop` of `header`) set `target.y`; a technique scene has neither.
    @Test func aListsRowsArrivingAndTheProgrammaticScrollsOnANestedPage() {
        let p = "appTechnique.rules[0]"
        let cases: [(String, String?)] = [
            (Self.rule("didLoadRows", "page.0.list", "page.0.list.offset.y", "0"), nil),
            (Self.rule("didLoadRows", "list", "list.offset.y", "0"), nil),
            (
                Self.rule("didLoadRows", "page.0.list", "page.0.list.offset.y", "false"),
                "\(p).set[0].value (rule `r`): column 1: `page.0.list.offset.y` takes a number, the value is a boolean"
            ),
            (
                Self.rule("didLoadRows", "pager", "page.0.list.offset.y", "0"),
                "\(p).view (rule `r`): a nested page's didLoadRows is a list's: view `list` (any) or `page.N.list`, not `pager`"
            ),
            (
                Self.rule("willEndDragging", "header", "page.0.list.offset.y", "0"),
                "\(p).set[0].property (rule `r`): `page.0.list.offset.y` is set in a didLoadRows rule only"
            ),
            (Self.rule("willScrollToRow", "header", "target.y", "header.collapse"), nil),
            (
                Self.rule("willScrollToTop", "pager", "target.y", "0"),
                "\(p).view (rule `r`): a nested page's willScrollToTop decides its header's collapse: view `header`, not `pager`"
            ),
            (
                Self.rule("didLoadRows", "list", "target.y", "0"),
                "\(p).set[0].property (rule `r`): `target.y` is set in a willEndDragging, willScrollToRow or willScrollToTop rule only"
            ),
        ]
        for (rules, want) in cases { #expect(problem(rules, header: true) == want, "\(rules)") }
        let t = AppTechnique(rules: [.init(name: "r", on: .didLoadRows, view: "list", set: [.init(property: "state.x", value: "0")])])
        #expect(throws: TechniqueProgram.Failure.self) { try TechniqueProgram.compile(t) }
        do { _ = try TechniqueProgram.compile(t) } catch {
            #expect(
                error.message
                    == "appTechnique.rules[0].on (rule `r`): a technique scene's lists have their rows from the start: didLoadRows is a nested page's"
            )
        }
    }

    /// One scroll-event rule `r` as a JSON array's text.
    static func rule(_ on: String, _ view: String, _ property: String, _ value: String) -> String {
        #"[{"name": "r", "on": "\#(on)", "view": "\#(view)", "set": [{"property": "\#(property)", "value": "\#(value)"}]}]"#
    }

    /// The problem a nested page's technique `rules` (a JSON array's text) gives, or nil (`header`: the
    /// page offers its header's release and quantities, as `NestedPageController` does).
    func problem(_ rules: String, header: Bool = false) -> String? {
        guard let t = JSONValue.parse(#"{"rules": \#(rules)}"#).flatMap({ AppTechnique(json: $0) }) else { return "unreadable" }
        let names = TechniqueViews(host: ["header", "tabStrip", "pager", "header.carousel", "page.0.list"], header: header)
        do {
            _ = try TechniqueProgram.compile(t, host: names)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aHostsOwnSettableIsABoolean() {
        let names = TechniqueViews(host: NestedPagesController.techniqueNames, settables: ["pager.handoff"])
        func problem(_ value: String, _ property: String = "pager.handoff") -> String? {
            let t = AppTechnique(rules: [.init(name: "r", on: .didTurnOn, set: [.init(property: property, value: value)])])
            do {
                _ = try TechniqueProgram.compile(t, host: names)
                return nil
            } catch { return error.message }
        }
        #expect(problem("false") == nil)
        #expect(
            problem("0")
                == "appTechnique.rules[0].set[0].value (rule `r`): column 1: `pager.handoff` takes a boolean, the value is a number")
        #expect(
            problem("false", "pager.handof")
                == "appTechnique.rules[0].set[0].property (rule `r`): `pager.handof` cannot be set on a nested page (settable: NAME.pan.isEnabled, NAME.pan.takesAnyDirection, pager.handoff, state.NAME)"
        )
    }

    @Test func strictLoadingOnANestedPage() {
        #expect(problem(#"[{"name": "r", "on": "didTurnOn", "set": [{"property": "header.pan.isEnabled", "value": "false"}]}]"#) == nil)
        #expect(
            problem(#"[{"name": "r", "on": "didTurnOn", "set": [{"property": "header.pan.isEnabled", "value": "1"}]}]"#)
                == "appTechnique.rules[0].set[0].value (rule `r`): column 1: `header.pan.isEnabled` takes a boolean, the value is a number")
        #expect(
            problem(#"[{"name": "r", "on": "didTurnOn", "set": [{"property": "header.pan.takesAnyDirection", "value": "0"}]}]"#)
                == "appTechnique.rules[0].set[0].value (rule `r`): column 1: `header.pan.takesAnyDirection` takes a boolean, the value is a number"
        )
        #expect(
            problem(
                #"[{"name": "r", "on": "didTurnOn", "view": "header", "set": [{"property": "header.pan.isEnabled", "value": "true"}]}]"#)
                == "appTechnique.rules[0].view (rule `r`): a didTurnOn rule names no view or recognizer")
        #expect(
            problem(#"[{"name": "r", "on": "didTurnOff"}]"#)
                == "appTechnique.rules[0].set (rule `r`): a didTurnOff rule sets something (`set`)")
        #expect(
            problem(#"[{"name": "r", "on": "didTurnOn", "set": [{"property": "header.offset.y", "value": "0"}]}]"#)
                == "appTechnique.rules[0].set[0].property (rule `r`): `header.offset.y` cannot be set on a nested page (settable: NAME.pan.isEnabled, NAME.pan.takesAnyDirection, state.NAME)"
        )
        #expect(
            problem(#"[{"name": "r", "on": "simultaneous", "recognizer": "nav.pan", "other": "*"}]"#)
                == "appTechnique.rules[0].recognizer (rule `r`): unknown recognizer `nav.pan` (header.pan, tabStrip.pan, pager.pan, header.carousel.pan, page.0.list.pan)"
        )
        #expect(
            problem(#"[{"name": "r", "on": "didScroll", "view": "pager", "set": [{"property": "state.x", "value": "0"}]}]"#)
                == "appTechnique.rules[0].on (rule `r`): a nested page's technique answers its recognizers and runs on didTurnOn / didTurnOff, not on `didScroll`"
        )
        #expect(
            problem(#"[{"name": "r", "on": "shouldBegin", "recognizer": "pager.pan", "when": "header.collapse > 0"}]"#)?.hasPrefix(
                "appTechnique.rules[0].when (rule `r`): column 1: unknown name `header.collapse` (on a nested page rules read its recognizers' pans"
            ) == true)
        #expect(
            problem(
                #"[{"name": "r", "on": "shouldBegin", "recognizer": "header.carousel.pan", "when": "abs(header.carousel.pan.velocity.x) > 0"}]"#
            ) == nil)
    }

    @Test func aTechniqueSceneRefusesTheSwitchEvents() {
        let t = AppTechnique(rules: [.init(name: "r", on: .didTurnOn, set: [.init(property: "list.pan.isEnabled", value: "false")])])
        #expect(throws: TechniqueProgram.Failure.self) { try TechniqueProgram.compile(t) }
        do {
            _ = try TechniqueProgram.compile(t)
        } catch {
            #expect(
                error.message
                    == "appTechnique.rules[0].on (rule `r`): a technique scene's rules run from its start: didTurnOn is a nested page's (C)"
            )
        }
    }
}
