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

    /// ` (rule …, rule …)`: the rules behind two recognizers waiting for each other; else "".
    func cycleRules(_ a: GestureRecognizer, _ b: GestureRecognizer) -> String {
        let whys = [requirementRule(a, b), requirementRule(b, a)].filter { !$0.isEmpty }
        guard !whys.isEmpty else { return "" }
        return " (" + whys.map { String($0.dropFirst(2).dropLast()) }.joined(separator: ", ") + ")"
    }

    /// Whom `g` waits for: its `require(toFail:)`s, those sharing the touch its delegate (or theirs)
    /// says it must wait for, and the delegate's `failureRequirementCandidates` that never see the
    /// touch (so the arena can say it releases `g` from them: UIKit's frozen scroll).
    func failureRequirements(of g: GestureRecognizer) -> [GestureRecognizer] {
        var required = g.requiredToFail
        let asked = sharing(g) + (g.failureRequirementCandidates?() ?? []).filter { $0.touches.isEmpty }
        for o in asked where o !== g {
            if g.shouldRequireFailure?(g, o) == true || o.shouldBeRequiredToFail?(o, g) == true {
                if !required.contains(where: { $0 === o }) { required.append(o) }
            }
        }
        return required
    }
}
