import Foundation
import ScrollCore

/// Numbers a platform needs when its own model differs from the feel's: the constant of the
/// platform's model that gives the feel's distance for a 1000 pt/s fling (exact at that speed only),
/// and the lab's landing distance.
public enum ExportMatch {
    /// The speed the matches are made at.
    public static let speed = 1000.0

    /// The feel's free fling distance from `speed` (no edge; the bezier cap at a 852 pt viewport).
    public static func distance(_ feel: Feel, speed: Double = speed, viewport: Double = 852) -> Double {
        FlingSimulation(feel, start: 0, velocity: speed, viewport: viewport).finalPosition
    }

    /// The UIKit decelerationRate (per ms) whose decay travels `distance(feel)` from 1000 pt/s;
    /// the feel's own rate for a `uikit` decay.
    public static func decelerationRate(_ feel: Feel) -> Double {
        if feel.decay == .uikit { return feel.decelerationRate }
        return exp(-speed / (1000 * distance(feel)))
    }

    /// The OverScroller friction whose spline travels `distance(feel)` from 1000 pt/s; the feel's
    /// own for a `spline` or `clamping` decay (the same distance).
    public static func splineFriction(_ feel: Feel) -> Double {
        if feel.decay == .spline || feel.decay == .clamping { return feel.splineFriction }
        let dr = AndroidSpline.decelerationRate
        let r = dr / (dr - 1)
        let fc = pow(distance(feel) / pow(AndroidSpline.inflexion * speed, r), 1 / (1 - r))
        return fc / AndroidSpline.physicalCoefficient
    }

    /// Per-second velocity factor of an exponential decay (`uikit`: d¹⁰⁰⁰, `friction`: drag); nil
    /// for the other models.
    public static func exponentialDrag(_ feel: Feel) -> Double? {
        switch feel.decay {
        case .uikit: return pow(feel.decelerationRate, 1000)
        case .friction: return feel.frictionDrag
        default: return nil
        }
    }

    /// Compose's and androidx.dynamicanimation's friction multiplier for an exponential decay:
    /// their friction is −4.2 × m per second, so m = −ln(drag)/4.2 (= −1000·ln d / 4.2).
    public static func frictionMultiplier(_ feel: Feel) -> Double? {
        guard feel.decay == .uikit || feel.decay == .friction else { return nil }
        let k = feel.decay == .uikit ? 1000 * log(feel.decelerationRate) : log(feel.frictionDrag)
        return -k / 4.2
    }
}
