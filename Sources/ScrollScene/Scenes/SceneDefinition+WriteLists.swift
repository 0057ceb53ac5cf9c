import ScrollCore

// The list and pager scenes' objects written as their files hold them (`SceneDefinition.json`).

extension SceneDefinition.Chat {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("older", older)
        w.set("batch", batch)
        w.set("loadDelay", loadDelay)
        w.set("messageEvery", messageEvery)
        w.set("inverted", inverted)
        return w.value
    }
}

extension SceneDefinition.QuickReturn {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("height", height)
        w.set("mode", mode?.rawValue)
        w.set("collapsedHeight", collapsedHeight)
        w.set("snap", snap)
        return w.value
    }
}

extension SceneDefinition.ContentTouches {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("delaysContentTouches", delaysContentTouches)
        w.set("canCancelContentTouches", canCancelContentTouches)
        w.set("buttonRows", buttonRows)
        return w.value
    }
}

extension SceneDefinition.StretchHeader {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("height", height)
        w.set("collapsedHeight", collapsedHeight)
        return w.value
    }
}

extension SceneDefinition.PagerLock {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("preset", preset?.rawValue)
        w.set("angle", angle)
        w.set("pagerSlop", pagerSlop)
        w.set("listSlop", listSlop)
        return w.value
    }
}

extension SceneDefinition.PagerCarousel {
    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("tiles", tiles)
        w.set("leftover", leftover?.rawValue)
        return w.value
    }
}
