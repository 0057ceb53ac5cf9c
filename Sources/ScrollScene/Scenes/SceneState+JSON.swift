import ScrollCore

/// The state as a `JSONValue` (a nil optional is left out): the one state writer, on both targets —
/// `--state`, `check`'s expectations and the web module all write `state.json.prettyText() + "\n"`
/// (the check corpus and the goldens hold its bytes).
extension SceneState {
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "scene": .string(scene), "time": .number(time), "hz": .int(hz),
            "viewport": .object([
                "width": .number(viewport.width), "height": .number(viewport.height),
                "safeArea": .object([
                    "top": .number(viewport.safeArea.top), "left": .number(viewport.safeArea.left),
                    "bottom": .number(viewport.safeArea.bottom), "right": .number(viewport.safeArea.right),
                ]),
            ]),
            "scrollViews": .array(scrollViews.map { $0.json }),
            "arena": .object(["log": .array(arena.log.map { .string($0) })].adding("lastWinner", arena.lastWinner.map { .string($0) })),
            "events": .array(events.map { $0.json }),
        ]
        if let h = header {
            o["header"] = .object([
                "height": .number(h.height), "collapse": .number(h.collapse), "maxCollapse": .number(h.maxCollapse),
                "isSticked": .bool(h.isStuck),
            ])
        }
        if let p = pager {
            o["pager"] = .object([
                "page": .int(p.page), "pageCount": .int(p.pageCount), "offset": .number(p.offset), "state": .string(p.state),
            ])
        }
        o["pages"] = pages.map { .array($0.map { $0.json }) }
        if let r = refresh {
            o["refresh"] = .object(
                ["state": .string(r.state)].adding("threshold", r.threshold.map { .number($0) }).adding("hold", r.hold.map { .number($0) })
                    .adding("duration", r.duration.map { .number($0) }))
        }
        o["window"] = window.map { $0.json }
        o["feel"] = feel.map { .string($0) }
        o["lanes"] = lanes.map { .array($0.map { $0.json }) }
        if let g = gallery {
            o["gallery"] = .object([
                "technique": .string(g.technique), "running": .string(g.running), "bug": .string(g.bug), "source": .string(g.source),
            ])
        }
        o["cards"] = cards.map { $0.json }
        o["frame"] = frame.map { $0.json }
        o["technique"] = technique.map { $0.json }
        return .object(o)
    }
}

extension SceneState.ScrollViewState {
    var json: JSONValue {
        .object(
            [
                "id": .string(id), "offset": offset.json, "velocity": velocity.json, "state": .string(state),
                "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            ].adding("scrollEnabled", scrollEnabled.map { .bool($0) }).adding("zoomScale", zoomScale.map { .number($0) }))
    }
}

extension SceneState.XY {
    var json: JSONValue { .object(["x": .number(x), "y": .number(y)]) }
}

extension SceneState.Page {
    var json: JSONValue {
        .object(
            [
                "index": .int(index), "loaded": .bool(loaded), "contentOffset": .number(contentOffset),
                "contentHeight": .number(contentHeight), "state": .string(state),
            ].adding("bottomInset", bottomInset.map { .number($0) }).adding("generation", generation.map { .int($0) }))
    }
}

extension SceneState.Event {
    var json: JSONValue {
        .object(
            ["t": .number(t), "name": .string(name)].adding("page", page.map { .int($0) }).adding("id", id.map { .string($0) })
                .adding("willDecelerate", willDecelerate.map { .bool($0) }))
    }
}

extension SceneState.WindowInfo.ViewportRect {
    var json: JSONValue {
        .object(["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height), "scale": .number(scale)])
    }
}

extension SceneState.WindowInfo {
    var json: JSONValue {
        var o: [String: JSONValue] = ["width": .number(width), "height": .number(height), "viewport": viewport.json]
        if let f = frames {
            o["frames"] = .object([
                "count": .int(f.count), "medianMs": .number(f.medianMs), "p99Ms": .number(f.p99Ms), "droppedTicks": .int(f.droppedTicks),
            ])
        }
        o["tuner"] = tuner.map { $0.json }
        o["controls"] = controls.map { c in .object(c.mapValues { $0.json }) }
        return .object(o)
    }
}

extension SceneState.Cards {
    var json: JSONValue {
        let rs: [JSONValue] = rows.map {
            .object([
                "id": .string($0.id), "y": .number($0.y), "swipeOffset": .number($0.swipeOffset), "lift": .number($0.lift),
                "isAnimating": .bool($0.isAnimating),
            ])
        }
        return .object(
            ["rows": .array(rs), "actionWidth": .number(actionWidth)].adding("openRow", openRow.map { .int($0) })
                .adding("openOffset", openOffset.map { .number($0) }).adding("lifted", lifted.map { .int($0) })
                .adding("dropSlot", dropSlot.map { .int($0) }))
    }
}

extension JSONValue {
    /// A whole number (the encoder writes an `Int` as its digits; a Double of it prints the same).
    fileprivate static func int(_ i: Int) -> JSONValue { .number(Double(i)) }
}

extension [String: JSONValue] {
    /// The object with `key` set when `value` is not nil (an absent optional is left out).
    fileprivate func adding(_ key: String, _ value: JSONValue?) -> [String: JSONValue] {
        guard let value else { return self }
        var o = self
        o[key] = value
        return o
    }
}
