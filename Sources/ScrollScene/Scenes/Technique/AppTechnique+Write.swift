import ScrollCore

/// A technique written as the `JSONValue` a scene or technique file holds (`AppTechnique(json:)` reads
/// it back; an absent optional is left out): part of `SceneDefinition.json`.
extension AppTechnique {
    public var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set(
            "state",
            state?.map { v in
                var vw = JSONObjectWriter()
                vw.set("name", v.name)
                vw.set("value", v.value)
                return vw.value
            })
        w.set("rules", rules?.map { $0.json })
        if let tree {
            var tw = JSONObjectWriter()
            tw.set("pages", tree.pages)
            tw.set("carousel", tree.carousel)
            if let r = tree.rowCarousel {
                var rw = JSONObjectWriter()
                rw.set("row", r.row)
                rw.set("page", r.page)
                rw.set("isPagingEnabled", r.isPagingEnabled)
                tw.set("rowCarousel", rw.value)
            }
            if let n = tree.nestedPager {
                var nw = JSONObjectWriter()
                nw.set("page", n.page)
                nw.set("pages", n.pages)
                tw.set("nestedPager", nw.value)
            }
            w.set("tree", tw.value)
        }
        return w.value
    }
}

extension AppTechnique.Rule {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("on", on.rawValue)
        w.set("recognizer", recognizer)
        w.set("other", other)
        w.set("view", view)
        w.set("when", when)
        w.set("answer", answer)
        w.set(
            "set",
            set?.map { a in
                var aw = JSONObjectWriter()
                aw.set("property", a.property)
                aw.set("value", a.value)
                return aw.value
            })
        return w.value
    }
}
