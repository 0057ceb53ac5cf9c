import ScrollCore
import ScrollInput
import Testing

private func pointer(_ e: InputEvent) -> PointerEvent? {
    if case .pointer(let p) = e { return p }
    return nil
}

@Suite struct MousePinchTests {
    let centre = Point(x: 196.5, y: 426)

    @Test func altAddsAFingerMirroredAboutTheCentre() {
        var m = MousePinch()
        let down = m.expand(
            .pointer(PointerEvent(.down, id: 0, at: Point(x: 150, y: 400), time: 1)), alt: true, shift: false, ctrl: false, centre: centre)
        #expect(
            down.compactMap(pointer) == [
                PointerEvent(.down, id: 0, at: Point(x: 150, y: 400), time: 1),
                PointerEvent(.down, id: -1, at: Point(x: 243, y: 452), time: 1),
            ])
        let move = m.expand(
            .pointer(PointerEvent(.move, id: 0, at: Point(x: 100, y: 400), time: 1.1)), alt: true, shift: false, ctrl: false, centre: centre
        )
        #expect(move.compactMap(pointer).last == PointerEvent(.move, id: -1, at: Point(x: 293, y: 452), time: 1.1))
        let up = m.expand(
            .pointer(PointerEvent(.up, id: 0, at: Point(x: 100, y: 400), time: 1.2)), alt: true, shift: false, ctrl: false, centre: centre)
        #expect(up.compactMap(pointer).map(\.id) == [0, -1])
        #expect(m.mirror == nil)
    }

    @Test func altShiftMovesBothTogether() {
        var m = MousePinch()
        _ = m.expand(
            .pointer(PointerEvent(.down, id: 0, at: Point(x: 150, y: 400), time: 1)), alt: true, shift: false, ctrl: false, centre: centre)
        let move = m.expand(
            .pointer(PointerEvent(.move, id: 0, at: Point(x: 160, y: 380), time: 1.1)), alt: true, shift: true, ctrl: false, centre: centre)
        #expect(move.compactMap(pointer).last == PointerEvent(.move, id: -1, at: Point(x: 253, y: 432), time: 1.1))
    }

    @Test func releasingAltMidDragLiftsTheMirrorAndPressingItLandsIt() {
        var m = MousePinch()
        _ = m.expand(
            .pointer(PointerEvent(.down, id: 0, at: Point(x: 150, y: 400), time: 1)), alt: false, shift: false, ctrl: false, centre: centre)
        let land = m.expand(
            .pointer(PointerEvent(.move, id: 0, at: Point(x: 140, y: 400), time: 1.1)), alt: true, shift: false, ctrl: false, centre: centre
        )
        #expect(land.compactMap(pointer).last?.kind == .down)
        let lift = m.expand(
            .pointer(PointerEvent(.move, id: 0, at: Point(x: 130, y: 400), time: 1.2)), alt: false, shift: false, ctrl: false,
            centre: centre)
        #expect(lift.compactMap(pointer).last == PointerEvent(.up, id: -1, at: Point(x: 253, y: 452), time: 1.2))
    }

    @Test func ctrlWheelIsAPinchAboutTheCursor() {
        var m = MousePinch()
        let out = m.expand(
            .wheel(position: Point(x: 100, y: 300), delta: Point(x: 0, y: -10), time: 2), alt: false, shift: false, ctrl: true,
            centre: centre)
        let ps = out.compactMap(pointer)
        #expect(ps.map(\.kind) == [.down, .down, .move, .move, .move, .move, .up, .up])
        #expect(ps.map(\.id) == [-2, -3, -2, -3, -2, -3, -2, -3])
        // One line towards the user: the fingers end 110 × 1.1 = 121 pt apart.
        #expect(abs(ps[5].position.x - ps[4].position.x - 121) < 1e-9)
        #expect(
            m.expand(.wheel(position: .zero, delta: Point(x: 0, y: -10), time: 2), alt: false, shift: false, ctrl: false, centre: centre)
                .count == 1)
    }
}
