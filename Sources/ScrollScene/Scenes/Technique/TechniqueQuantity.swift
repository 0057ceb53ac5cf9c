/// A quantity a technique's expressions read, resolved from its name once, when the technique is
/// compiled (`TechniqueProgram.quantities`): evaluating a rule then reads it by slot, never by the
/// name's text (the 50-rule bench scene's lookups were a third of its tick).
enum TechniqueQuantity: Equatable {
    /// `state.NAME`.
    case variable(Int)
    /// `velocity.x`, `target.y` … of the release a `willEndDragging` rule decides.
    case release(Release)
    /// `header.collapse` …
    case header(Header)
    /// `list.longPress.state`, `tabStrip.tap.location.x`, `tabStrip.pan.velocity.x` …: a recognizer that is
    /// not a view's pan, by its recognizer index (`TechniqueViews.otherRecognizers`).
    case recognizer(Int, Recognizer)
    /// `outer.offset.y` …
    case view(Int, View)
    /// `list.pan.velocity.y` …
    case pan(Int, Recognizer)

    enum Release: String {
        case velocityX = "velocity.x"
        case velocityY = "velocity.y"
        case targetX = "target.x"
        case targetY = "target.y"
    }
    enum Header: String {
        case height, collapse, maxCollapse, isStuck
    }
    enum Recognizer: String {
        case touches, state, isActive
        case translationX = "translation.x"
        case translationY = "translation.y"
        case velocityX = "velocity.x"
        case velocityY = "velocity.y"
        case locationX = "location.x"
        case locationY = "location.y"
    }
    enum View: String {
        case top, bottom, isTracking, isDragging, isDecelerating, isScrollEnabled, bounces, showsIndicator
        case offsetX = "offset.x"
        case offsetY = "offset.y"
        case contentWidth = "contentSize.width"
        case contentHeight = "contentSize.height"
        case boundsWidth = "bounds.width"
        case boundsHeight = "bounds.height"
        case insetTop = "inset.top"
        case insetBottom = "inset.bottom"
        case velocityX = "velocity.x"
        case velocityY = "velocity.y"
    }

    /// The quantity `text` names in a technique with these variables and views, or nil.
    init?(_ text: String, variables: [String], views: TechniqueViews) {
        if text.hasPrefix("state.") {
            guard let i = variables.firstIndex(of: String(text.dropFirst(6))) else { return nil }
            self = .variable(i)
        } else if let r = Release(rawValue: text) {
            self = .release(r)
        } else if views.isHost {
            // A nested page's: its recognizers' pans, and its header's when it has a collapse release.
            if let (v, pan, rest) = views.split(text), pan {
                guard let p = Recognizer(rawValue: rest) else { return nil }
                self = .pan(v, p)
            } else if views.hostHeader, text.hasPrefix("header."), let h = Header(rawValue: String(text.dropFirst(7))) {
                self = .header(h)
            } else {
                return nil
            }
        } else if text.hasPrefix("header.") {
            guard let h = Header(rawValue: String(text.dropFirst(7))) else { return nil }
            self = .header(h)
        } else if let (i, rest) = views.splitOther(text) {
            guard let p = Recognizer(rawValue: rest) else { return nil }
            self = .recognizer(i, p)
        } else if let (v, pan, rest) = views.split(text) {
            if pan {
                guard let p = Recognizer(rawValue: rest) else { return nil }
                self = .pan(v, p)
            } else {
                guard let q = View(rawValue: rest) else { return nil }
                self = .view(v, q)
            }
        } else {
            return nil
        }
    }
}
