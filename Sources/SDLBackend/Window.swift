import CSDL2
import Foundation
import ScrollCore
import ScrollDraw
import ScrollInput

/// The interactive window: an SDL window with a renderer, turning SDL input into `InputEvent`s in
/// viewport points (mouse, touchscreen fingers, precise wheel, keys) and presenting display lists.
public final class Window {
    private let library: SDLLibrary
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// Optional only so `deinit` can release it (textures, fonts) before the renderer and SDL_ttf go.
    private var painter: DisplayListRenderer!
    /// Where the phone viewport sits in the window, pixels, and its scale (pixels per point).
    public var viewport: (x: Int, y: Int, width: Int, height: Int, scale: Double)
    /// The drawable size, pixels (larger than the window's size on a HiDPI display).
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    /// Drawable pixels per window coordinate (1 unless HiDPI).
    public private(set) var pixelRatio = 1.0
    private let counterFrequency: Double
    private let counterBase: UInt64
    private let ticksBase: Double
    private var mouseDown = false
    /// SDL's finger ids → the trace's pointer ids (never two fingers on one id).
    private var fingers = FingerIDs()
    /// `--inject-fingers`: a test script's finger events, pushed into SDL's queue at each poll.
    private var injector: FingerInjector?
    private var eventClock = EventClock()
    /// Alt-drag's mirrored finger and Ctrl+wheel's pinch (`MousePinch`, docs/SANDBOX.md "Pinch on a desktop").
    private var mousePinch = MousePinch()
    /// The mirrored second finger while it is down (in the coordinates pointers are reported in).
    public var virtualFinger: Point? { mousePinch.mirror }
    /// The point Alt-drag mirrors about, in the coordinates pointers are reported in (the workbench sets
    /// the phone's centre); default: the middle of `viewport`.
    public var pinchCentre: Point?

    /// The largest drawable, pixels per side. A window resized from outside to 20000 × 20000 grew
    /// the renderer's buffers to 1.7 GB: it is sized back to this at once (and the window manager is
    /// told through the maximum size), so memory stays bounded; 4096 covers a 4K display.
    public static let maximumCanvas = 4096

    /// Events the window reports beyond input.
    public enum Signal: Equatable {
        case quit
        case focusLost
        /// The user resized the window; its new drawable size, pixels.
        case resized(width: Int, height: Int)
        /// The window's contents must be drawn again (uncovered, shown).
        case exposed
    }

    /// The usable area of the first display (without panels and docks), window coordinates; nil if
    /// SDL cannot tell.
    public static func usableBounds(library: SDLLibrary) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard library.hasVideo else { return nil }
        var r = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &r) == 0, r.w > 0, r.h > 0 else { return nil }
        return (Int(r.x), Int(r.y), Int(r.w), Int(r.h))
    }

    public init(
        library: SDLLibrary, title: String, width: Int, height: Int, fonts: FontSet, imageDirectory: String?,
        softwareRenderer: Bool
    ) throws(BackendError) {
        guard library.hasVideo else { throw BackendError("internal: window without video subsystem") }
        let pos = scrolllab_windowpos_centered()
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, pos, pos, Int32(width), Int32(height), flags) else {
            throw BackendError("cannot open a window: \(SDLLibrary.lastError)")
        }
        var r: OpaquePointer? = nil
        if !softwareRenderer {
            r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue)
        }
        if r == nil {
            // The software renderer draws into the window's surface. On X11 SDL makes that surface, by
            // default, a GL texture through an accelerated renderer: under Xvfb that loads Mesa's
            // llvmpipe and libLLVM (65 MB resident, 19 MB more heap) to show what the CPU drew. Without
            // it the surface is X11 shared memory: a workbench 153 → 52 MB (#46 class 10). The
            // environment variable SDL_FRAMEBUFFER_ACCELERATION still wins (SDL's rule for hints).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let r else {
            SDL_DestroyWindow(w)
            throw BackendError("cannot create a renderer: \(SDLLibrary.lastError)")
        }
        self.library = library
        window = w
        renderer = r
        painter = DisplayListRenderer(renderer: r, fonts: fonts, imageDirectory: imageDirectory)
        pixelWidth = width
        pixelHeight = height
        viewport = (0, 0, width, height, 1)
        counterFrequency = Double(SDL_GetPerformanceFrequency())
        counterBase = SDL_GetPerformanceCounter()
        ticksBase = Double(SDL_GetTicks64()) / 1000
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), SDL_DISABLE)
        // X11 input events carry the server's timestamp; SDL passes them on as SYSWM events.
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        updatePixelSize()
        let most = Int32(Double(Self.maximumCanvas) / pixelRatio)
        SDL_SetWindowMaximumSize(w, most, most)
    }

    deinit {
        // Order matters: text textures and fonts first, then the renderer, then SDL itself (library).
        painter = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        withExtendedLifetime(library) {}
    }

    /// Seconds on the same time base as event timestamps (SDL ticks), with the performance counter's
    /// resolution. The app's clock for pacing; the core only ever receives it as an argument.
    public func now() -> Double {
        ticksBase + Double(SDL_GetPerformanceCounter() &- counterBase) / counterFrequency
    }

    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// The SDL renderer in use ("software", "opengl", …): asking for the accelerated one may get software.
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Resizes the window (e.g. after rotation) to `width` × `height` drawable pixels, keeping its
    /// centre where it was (moved back inside the display's usable area if it would leave it).
    public func resize(width: Int, height: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        var ow: Int32 = 0
        var oh: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &ow, &oh)
        let w = Int32((Double(width) / pixelRatio).rounded(.up))
        let h = Int32((Double(height) / pixelRatio).rounded(.up))
        var nx = x + (ow - w) / 2
        var ny = y + (oh - h) / 2
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(window)), &usable) == 0 {
            nx = max(usable.x, min(nx, usable.x + usable.w - w))
            ny = max(usable.y, min(ny, usable.y + usable.h - h))
        }
        SDL_SetWindowSize(window, w, h)
        SDL_SetWindowPosition(window, nx, ny)
        updatePixelSize()
    }

    /// Sizes the window back within `maximumCanvas` pixels per side when something outside made it
    /// larger, before anything is drawn at that size.
    private func capCanvas() {
        let cap = Self.maximumCanvas
        guard pixelWidth > cap || pixelHeight > cap else { return }
        let w = Int32(Double(min(pixelWidth, cap)) / pixelRatio)
        let h = Int32(Double(min(pixelHeight, cap)) / pixelRatio)
        SDL_SetWindowSize(window, w, h)
        updatePixelSize()
        pixelWidth = min(pixelWidth, cap)
        pixelHeight = min(pixelHeight, cap)
    }

    /// Reads the drawable size and the HiDPI ratio from SDL.
    private func updatePixelSize() {
        var ww: Int32 = 0
        var wh: Int32 = 0
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        guard SDL_GetRendererOutputSize(renderer, &pw, &ph) == 0, pw > 0, ph > 0, ww > 0 else { return }
        pixelWidth = Int(pw)
        pixelHeight = Int(ph)
        pixelRatio = Double(pw) / Double(ww)
    }

    /// Draws the layers and presents the frame. With `capture`, the frame's pixels are also read back
    /// before presenting and returned as PNG bytes (or why they could not be): the backend writes no
    /// file, the caller saves them. Nil without `capture`.
    @discardableResult
    public func present(
        _ layers: [(DisplayList, RenderTransform)], background: Color, capture: Bool = false
    ) -> Result<Data, BackendError>? {
        // Timed only when the bench asks (`timings`); SDL batches draw calls until present, so the
        // bench flushes them for the split to mean something.
        let start = timings == nil ? nil : ContinuousClock.now
        painter.draw(layers, background: background)
        let shot = capture ? capturePNG() : nil
        guard let start else {
            SDL_RenderPresent(renderer)
            return shot
        }
        SDL_RenderFlush(renderer)
        let drawn = ContinuousClock.now
        SDL_RenderPresent(renderer)
        timings?.record(draw: drawn - start, present: ContinuousClock.now - drawn, drawCalls: painter.stateChanges)
        return shot
    }

    /// Where a frame's time goes, for `scrolllab bench --window`: nil (nothing kept) unless the bench
    /// sets it to `PresentTimings()`.
    public var timings: PresentTimings?

    private func capturePNG() -> Result<Data, BackendError> {
        guard
            let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return .failure(BackendError("cannot capture the window: \(SDLLibrary.lastError)")) }
        defer { SDL_FreeSurface(s) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, s.pointee.pixels, s.pointee.pitch) == 0 else {
            return .failure(BackendError("cannot read the window's pixels: \(SDLLibrary.lastError)"))
        }
        do throws(BackendError) {
            return .success(try OffscreenCanvas.encodePNG(s))
        } catch {
            return .failure(error)
        }
    }

    /// Waits up to `seconds` for an event (0 = just poll).
    public func wait(upTo seconds: Double) {
        let ms = Int32(max(0, min(seconds, 1)) * 1000)
        if ms > 0 { SDL_WaitEventTimeout(nil, ms) }
    }

    /// Pushes `script`'s finger events into SDL's queue as they fall due (`--inject-fingers`, a test
    /// hook: they then take the path a touchscreen's events take).
    public func inject(_ script: FingerScript) { injector = FingerInjector(script) }

    /// Takes every pending SDL event and returns the ones that matter, in order.
    public func pollEvents() -> (inputs: [InputEvent], signals: [Signal]) {
        var inputs: [InputEvent] = []
        var signals: [Signal] = []
        injector?.pushDue(window: SDL_GetWindowID(window))
        // Drain the queue first: a batch's server stamps are all observed before any event is timed.
        for (e, server) in drainBatch() {
            // Only events that become inputs are timed: an unstamped window event in the same batch
            // must not push the stamped ones after it up to its (late) receive time.
            let time = { self.eventClock.time(received: Double(e.common.timestamp) / 1000, server: server) }
            if e.type == SDL_QUIT.rawValue {
                signals.append(.quit)
            } else if e.type == SDL_WINDOWEVENT.rawValue {
                signals += windowSignals(e)
            } else if let input = input(from: e, time: time) {
                let mods = UInt32(SDL_GetModState().rawValue)
                let centre =
                    pinchCentre ?? Point(x: Double(viewport.width) / viewport.scale / 2, y: Double(viewport.height) / viewport.scale / 2)
                inputs += mousePinch.expand(
                    input, alt: mods & UInt32(KMOD_ALT.rawValue) != 0, shift: mods & UInt32(KMOD_SHIFT.rawValue) != 0,
                    ctrl: mods & UInt32(KMOD_CTRL.rawValue) != 0, centre: centre)
            }
        }
        return (inputs, signals)
    }

    /// Every pending SDL event, each with the X server time of the X event it was made from, if known.
    private func drainBatch() -> [(event: SDL_Event, server: Double?)] {
        var batch: [(event: SDL_Event, server: Double?)] = []
        var e = SDL_Event()
        // The X server stamp of the X event SDL is about to turn into an SDL event, and its kind.
        var pending: (kind: Int32, time: UInt32)?
        while SDL_PollEvent(&e) != 0 {
            var serverTime: UInt32 = 0
            let serverKind = scrolllab_x11_input_time(&e, &serverTime)
            if e.type == SDL_SYSWMEVENT.rawValue {
                if serverKind == 5 {
                    // Stamped but not input (property changes at startup, crossings): teaches the
                    // clock the delivery latency before the first touch, when it matters most.
                    _ = eventClock.observe(server: serverTime, received: Double(e.common.timestamp) / 1000)
                    pending = nil
                } else {
                    pending = serverKind == 0 ? nil : (serverKind, serverTime)
                }
                continue
            }
            // Only the SDL event made from that X event inherits its stamp (1 key, 2 press, 3 release, 4 motion).
            let expected: Int32 =
                switch SDL_EventType(e.type) {
                case SDL_KEYDOWN: 1
                case SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL: 2
                case SDL_MOUSEBUTTONUP: 3
                case SDL_MOUSEMOTION: 4
                default: -1
                }
            var server: Double?
            if let p = pending, p.kind == expected {
                server = eventClock.observe(server: p.time, received: Double(e.common.timestamp) / 1000)
            }
            if expected != -1 { pending = nil }
            batch.append((e, server))
        }
        return batch
    }

    /// What a window event means to the app: quit, focus lost, resized, exposed.
    private func windowSignals(_ e: SDL_Event) -> [Signal] {
        var signals: [Signal] = []
        let we = SDL_WindowEventID(UInt32(e.window.event))
        if we == SDL_WINDOWEVENT_FOCUS_LOST {
            // The app cancels every touch; a button still held comes back as a fresh press.
            mouseDown = false
            fingers.reset()
            mousePinch = MousePinch()
            signals.append(.focusLost)
        }
        if we == SDL_WINDOWEVENT_CLOSE { signals.append(.quit) }
        if we == SDL_WINDOWEVENT_SIZE_CHANGED {
            let (ow, oh) = (pixelWidth, pixelHeight)
            updatePixelSize()
            capCanvas()
            if (ow, oh) != (pixelWidth, pixelHeight) { signals.append(.resized(width: pixelWidth, height: pixelHeight)) }
        }
        if we == SDL_WINDOWEVENT_EXPOSED || we == SDL_WINDOWEVENT_SHOWN || we == SDL_WINDOWEVENT_RESTORED {
            signals.append(.exposed)
        }
        return signals
    }

    /// The input an SDL event becomes, if any (mouse, finger, wheel, key), timed by `time` only when it is one.
    private func input(from e: SDL_Event, time: () -> Double) -> InputEvent? {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN where e.button.which != scrolllab_touch_mouseid() && e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            return (.pointer(PointerEvent(.down, id: 0, at: toViewport(Double(e.button.x), Double(e.button.y)), time: time())))
        case SDL_MOUSEMOTION where e.motion.which != scrolllab_touch_mouseid():
            guard mouseDown else { return nil }
            return .pointer(PointerEvent(.move, id: 0, at: toViewport(Double(e.motion.x), Double(e.motion.y)), time: time()))
        case SDL_MOUSEBUTTONUP where e.button.which != scrolllab_touch_mouseid() && e.button.button == UInt8(SDL_BUTTON_LEFT):
            guard mouseDown else { return nil }
            mouseDown = false
            return .pointer(PointerEvent(.up, id: 0, at: toViewport(Double(e.button.x), Double(e.button.y)), time: time()))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let kind: PointerEvent.Kind = e.type == SDL_FINGERDOWN.rawValue ? .down : e.type == SDL_FINGERUP.rawValue ? .up : .move
            let p = toViewport(
                Double(e.tfinger.x) * Double(pixelWidth) / pixelRatio, Double(e.tfinger.y) * Double(pixelHeight) / pixelRatio)
            // Finger ids are 64-bit: each finger down takes the lowest free small id (1…; the mouse keeps 0).
            let (touch, finger) = (Int64(e.tfinger.touchId), Int64(e.tfinger.fingerId))
            let id: Int64? =
                switch kind {
                case .down: fingers.down(touch: touch, finger: finger)
                case .up: fingers.up(touch: touch, finger: finger)
                default: fingers.moved(touch: touch, finger: finger)
                }
            guard let id else { return nil }  // a finger that went down before the window saw it
            return (.pointer(PointerEvent(kind, id: id, at: p, time: time())))
        case SDL_MOUSEWHEEL:
            var mx: Int32 = 0
            var my: Int32 = 0
            SDL_GetMouseState(&mx, &my)
            // Precise deltas (SDL 2.0.18+), in "lines"; one line = 10 points (SceneSession.notchStep):
            // a notch is a whole line (it never flings), a touchpad gives fractions (it may).
            var dx = Double(e.wheel.preciseX) * 10
            var dy = Double(e.wheel.preciseY) * 10
            if e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
                dx = -dx
                dy = -dy
            }
            return (.wheel(position: toViewport(Double(mx), Double(my)), delta: Point(x: -dx, y: dy), time: time()))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym)).lowercased()
            return (.key(name.isEmpty ? "unknown" : name, time: time()))
        default:
            return nil
        }
    }

    /// Window coordinates (mouse) → viewport points.
    private func toViewport(_ x: Double, _ y: Double) -> Point {
        let px = x * pixelRatio
        let py = y * pixelRatio
        return Point(x: (px - Double(viewport.x)) / viewport.scale, y: (py - Double(viewport.y)) / viewport.scale)
    }
}
