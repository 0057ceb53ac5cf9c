import ScrollCore
import ScrollDraw
import Testing

/// The draw list: what each call appends (translation and alpha applied, nothing for what cannot
/// show), clips that nest, and the one-line-per-command text the snapshots compare.
@Suite struct DisplayListTests {
    let red = Color(hex: 0xFF0000)

    @Test func commandsAreAppendedInOrderWithTheTranslation() {
        var list = DisplayList(size: Size(width: 100, height: 50))
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), red)
        list.translated(dx: 5, dy: 7) { l in
            l.roundedRect(Rect(x: 1, y: 1, width: 4, height: 4), radius: 2, .white)
            l.line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 0), width: 2, .black)
        }
        list.text("hi", in: Rect(x: 0, y: 20, width: 30, height: 10), size: 12, .white, alignment: .center, weight: .bold)
        #expect(
            list.commands == [
                .fill(Rect(x: 0, y: 0, width: 10, height: 10), red),
                .roundedRect(Rect(x: 6, y: 8, width: 4, height: 4), radius: 2, .white),
                .line(from: Point(x: 5, y: 7), to: Point(x: 8, y: 7), width: 2, .black),
                .text("hi", frame: Rect(x: 0, y: 20, width: 30, height: 10), size: 12, .white, alignment: .center, weight: .bold),
            ])
        #expect(list.translation == .zero)
        #expect(
            list.description == """
                displaylist 100x50
                fill 0,0 10x10 #FF0000
                rrect 6,8 4x4 r2 #FFFFFF
                line (5, 7)-(8, 7) w2 #000000
                text "hi" 0,20 30x10 12pt #FFFFFF center bold

                """)
    }

    @Test func whatCannotShowIsNotAppended() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.fill(Rect(x: 0, y: 0, width: 0, height: 5), red)  // empty
        list.fill(Rect(x: 0, y: 0, width: 5, height: 5), .clear)  // transparent
        list.text("", in: Rect(x: 0, y: 0, width: 5, height: 5), size: 10, .white)
        list.fills([Rect(x: 0, y: 0, width: 0, height: 1)], red)
        list.withAlpha(0) { $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), red) }
        #expect(list.commands.isEmpty)
        // A square corner is a plain fill; an empty rect among fills is dropped.
        list.roundedRect(Rect(x: 0, y: 0, width: 2, height: 2), radius: 0, red)
        list.fills([Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 0, height: 1)], red)
        #expect(list.commands == [.fill(Rect(x: 0, y: 0, width: 2, height: 2), red), .fills([Rect(x: 0, y: 0, width: 1, height: 1)], red)])
    }

    @Test func alphaNestsMultiplicatively() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.withAlpha(0.5) { l in l.withAlpha(0.5) { $0.fill(Rect(x: 0, y: 0, width: 1, height: 1), .white) } }
        #expect(list.commands == [.fill(Rect(x: 0, y: 0, width: 1, height: 1), Color(r: 255, g: 255, b: 255, a: 64))])
        #expect(list.alpha == 1)
    }

    @Test func clipsNestAndCutTheVisibleRect() {
        var list = DisplayList(size: Size(width: 100, height: 100))
        list.pushClip(Rect(x: 10, y: 10, width: 50, height: 50))
        list.translated(dx: 20, dy: 0) { l in
            l.pushClip(Rect(x: 0, y: 0, width: 100, height: 20))
            #expect(l.visibleRect == Rect(x: 0, y: 10, width: 40, height: 10))
            l.popClip()
        }
        list.popClip()
        list.popClip()  // unmatched: ignored
        #expect(
            list.commands == [
                .pushClip(Rect(x: 10, y: 10, width: 50, height: 50)), .pushClip(Rect(x: 20, y: 0, width: 100, height: 20)), .popClip,
                .popClip,
            ])
        #expect(list.visibleRect == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func resetKeepsNothingOfTheLastFrame() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.pushClip(Rect(x: 0, y: 0, width: 5, height: 5))
        list.image("avatar", in: Rect(x: 1, y: 1, width: 2, height: 2))
        list.reset(size: Size(width: 20, height: 30))
        #expect(list == DisplayList(size: Size(width: 20, height: 30)))
    }
}
