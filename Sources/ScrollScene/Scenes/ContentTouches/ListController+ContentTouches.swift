import ScrollCore

extension ListController {
    /// With the scene's `contentTouches`: pressable rows on the list, their overlay over it.
    func addContentTouches(pan: PanGestureRecognizer) {
        guard let settings = definition.contentTouches else { return }
        let touches = ListContentTouches(settings, list: list, model: model, pan: pan, log: log)
        root.addSubview(touches.overlay)
        contentTouches = touches
    }
}
