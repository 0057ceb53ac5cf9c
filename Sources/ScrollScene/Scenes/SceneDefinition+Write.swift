import ScrollCore

/// A scene definition written as the `JSONValue` a scene file holds, field by field under the names
/// `SceneDefinition(json:)` reads (an absent optional is left out): the one writer of the scene model,
/// on both targets. A trace header embeds it (`compactText()`), a report shows it (`prettyText()`).
extension SceneDefinition {
    public var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("id", id)
        w.set("title", title)
        w.set("order", order)
        w.set("kind", kind?.rawValue)
        w.set("header", header?.json)
        w.set("tabStrip", tabStrip?.json)
        w.set("pages", pages?.map { $0.json })
        w.set("bottomInsets", bottomInsets?.map { $0.json })
        w.set("selfSizing", selfSizing?.json)
        w.set("outerPager", outerPager?.json)
        w.set("assertions", assertions)
        writeNumbers(&w)
        writeFlags(&w)
        writeTechniqueAndLists(&w)
        return w.value
    }

    private func writeNumbers(_ w: inout JSONObjectWriter) {
        w.set("rows", rows)
        w.set("rowHeight", rowHeight)
        w.set("rowHeights", rowHeights)
        w.set("refresh", refresh?.rawValue)
        w.set("refreshThreshold", refreshThreshold)
        w.set("refreshHold", refreshHold)
        w.set("refreshDuration", refreshDuration)
        w.set("stickyOffset", stickyOffset)
        w.set("preload", preload)
        w.set("initialPage", initialPage)
        w.set("snapInterval", snapInterval)
        w.set("sectionSize", sectionSize)
        w.set("loadMoreBatch", loadMoreBatch)
        w.set("feel", feel)
        w.set("loadDelay", loadDelay)
        w.set("technique", technique?.rawValue)
        w.set("wrongTechnique", wrongTechnique?.rawValue)
        w.set("contentInsetAdjustmentBehavior", contentInsetAdjustmentBehavior?.rawValue)
        w.set("edgePolicy", edgePolicy?.rawValue)
    }

    private func writeFlags(_ w: inout JSONObjectWriter) {
        w.set("navigationBar", navigationBar)
        w.set("bottomTabBar", bottomTabBar)
        w.set("homeIndicator", homeIndicator)
        w.set("bounces", bounces)
        w.set("keepsContentScrollPosition", keepsContentScrollPosition)
        w.set("extendsShortListScrollRange", extendsShortListScrollRange)
        w.set("headerDragInertia", headerDragInertia)
        w.set("headerDragPages", headerDragPages)
        w.set("backGesture", backGesture)
        w.set("dependsOnNeverFailing", dependsOnNeverFailing)
    }

    private func writeTechniqueAndLists(_ w: inout JSONObjectWriter) {
        // A definition holding the technique a `techniqueFile` named (resolved when the scene
        // loaded) is written with the technique inline and without the name: a trace, a report's
        // scene and an extracted scene load and replay where the technique file is not.
        if appTechnique == nil { w.set("techniqueFile", techniqueFile) }
        w.set("appTechnique", appTechnique?.json)
        w.set("chat", chat?.json)
        w.set("quickReturn", quickReturn?.json)
        w.set("contentTouches", contentTouches?.json)
        w.set("stretchHeader", stretchHeader?.json)
        w.set("pagerLock", pagerLock?.json)
        w.set("pagerCarousel", pagerCarousel?.json)
    }
}

extension SceneDefinition.Header {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("height", height)
        w.set("title", title)
        w.set("subtitle", subtitle)
        w.set("zoom", zoom)
        w.set("fixed", fixed)
        w.set("alternateHeights", alternateHeights)
        w.set("lines", lines)
        w.set("button", button)
        if let a = avatar {
            var aw = JSONObjectWriter()
            aw.set("size", a.size)
            aw.set("position", a.position?.rawValue)
            w.set("avatar", aw.value)
        }
        w.set("image", image)
        w.set("snapThreshold", snapThreshold)
        w.set("quickReturn", quickReturn)
        w.set("carousel", carousel?.json)
        return w.value
    }
}

extension SceneDefinition.Carousel {
    /// `true` or `false` without options, else the options.
    var json: JSONValue {
        guard isShown, hasOptions else { return .bool(isShown) }
        var w = JSONObjectWriter()
        w.set("count", count)
        w.set("height", height)
        w.set("fullWidth", fullWidth)
        w.set("autoScrollInterval", autoScrollInterval)
        return w.value
    }
}

extension SceneDefinition.TabStrip {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("height", height)
        w.set("titles", titles)
        w.set("style", style?.rawValue)
        return w.value
    }
}

extension SceneDefinition.Page {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("rows", rows)
        w.set("rowTitle", rowTitle)
        w.set("carouselEvery", carouselEvery)
        w.set("rowHeights", rowHeights)
        w.set(
            "sections",
            sections?.map { s in
                var sw = JSONObjectWriter()
                sw.set("title", s.title)
                sw.set("rows", s.rows)
                return sw.value
            })
        w.set("empty", empty)
        return w.value
    }
}

extension SceneDefinition.BottomInset {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("height", height)
        w.set("title", title)
        return w.value
    }
}

extension SceneDefinition.SelfSizing {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("estimatedHeight", estimatedHeight)
        w.set("startRow", startRow)
        w.set("anchoring", anchoring)
        return w.value
    }
}

extension SceneDefinition.OuterPager {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("headerHeight", headerHeight)
        w.set("title", title)
        w.set("stripHeight", stripHeight)
        w.set("titles", titles)
        w.set("nestedPage", nestedPage)
        w.set("rows", rows)
        w.set("initialPage", initialPage)
        w.set("handoff", handoff)
        return w.value
    }
}
