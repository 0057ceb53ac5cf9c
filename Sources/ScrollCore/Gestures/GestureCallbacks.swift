/// Typed target-action and delegate setters. `pan.onAction { p in p.velocity }` hands the closure the
/// recognizer as its own class, so controllers never cast; the arena keeps calling the untyped
/// stored closures on `GestureRecognizer`. Each setter replaces what was set before (one delegate).
///
/// The closures capture the recognizer `unowned`: the recognizer owns them and is alive whenever the
/// arena calls them, and a strong capture would be a cycle. Natively a mistake traps; Embedded Swift
/// has no `unowned`, so scripts/build-wasm compiles the captures as `unowned(unsafe)`
/// (scripts/wasm/embedded-captures.py; docs/ARCHITECTURE.md, "unowned captures").
public protocol GestureCallbacks: GestureRecognizer {}

extension GestureRecognizer: GestureCallbacks {}

extension GestureCallbacks {
    /// Target-action: after each transition to began, changed, ended, cancelled or recognized.
    public func onAction(_ action: @escaping (Self) -> Void) {
        onAction = { [unowned self] _ in action(self) }
    }

    /// Called when this recognizer fails (it will not act on the current touches).
    public func onFailed(_ action: @escaping (Self) -> Void) {
        onFailed = { [unowned self] _ in action(self) }
    }

    /// UIKit's `gestureRecognizerShouldBegin:`, with a reason for the log when it says no.
    public func shouldBegin(_ verdict: @escaping (Self) -> GestureVerdict) {
        shouldBegin = { [unowned self] _ in verdict(self) }
    }

    /// A touch lands on the target, before any decision (scroll views stop momentum here).
    public func onTouchDown(_ action: @escaping (Self, PointerEvent) -> Void) {
        onTouchDown = { [unowned self] _, e in action(self, e) }
    }

    /// A touch it was given ends (lifted or cancelled), whatever the recognizer's state.
    public func onTouchUp(_ action: @escaping (Self, PointerEvent) -> Void) {
        onTouchUp = { [unowned self] _, e in action(self, e) }
    }
}

extension GestureRecognizer {
    /// The arena forgets touch `e` for this recognizer; one that held it hears `onTouchUp`.
    func release(_ e: PointerEvent) {
        guard entry.touches[e.id] != nil else { return }
        entry.touches[e.id] = nil
        onTouchUp?(self, e)
    }
}
