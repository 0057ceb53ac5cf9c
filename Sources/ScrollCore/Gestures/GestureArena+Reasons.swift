/// The words a relation's answer adds to the arena log: the rule that decided (docs/GESTURES.md), when
/// the recognizers' delegates name one (`GestureRecognizer.relationReason`).
extension GestureArena {
    /// ` (rule …)` when a delegate's rule says `a` and `b` run together; else "".
    func simultaneousRule(_ a: GestureRecognizer, _ b: GestureRecognizer) -> String {
        guard let why = a.relationReason?(.simultaneous, b) ?? b.relationReason?(.simultaneous, a) else { return "" }
        return " (\(why))"
    }

    /// ` (rule …)` when a delegate's rule makes `waiter` wait for `required` to fail; else "" (none,
    /// or an explicit `require(toFail:)`).
    func requirementRule(_ waiter: GestureRecognizer, _ required: GestureRecognizer) -> String {
        guard let why = waiter.relationReason?(.requiresFailure, required) ?? required.relationReason?(.requiredToFail, waiter)
        else { return "" }
        return " (\(why))"
    }

    /// ` (rule …)` when a rule turned `g` off (`GestureRecognizer.disable(because:)`); else "".
    func disablingRule(_ g: GestureRecognizer) -> String {
        guard let why = g.entry.disabledBecause else { return "" }
        return " (\(why))"
    }
}
