import CSDL2

/// What differs between SDL's renderers for drawing cheaply. Measured under Xvfb on the 2-core dev
/// machine (docs/PERFORMANCE.md, "The window path"): in the software renderer cost is instructions
/// per pixel, so plain fills beat stretched or blended copies; in the accelerated one (Mesa llvmpipe
/// there, a GPU elsewhere) cost is draw calls — consecutive commands of one state merge, but each
/// change of colour or texture between them ends a draw: 150 row fills of changing colour cost ~3.5
/// ms a frame where one stretched copy costs next to nothing, while 700 same-coloured rectangles
/// cost the same in one call or in a hundred calls of seven. `DrawQueue` regroups an accelerated
/// renderer's draws by state for the same reason.
enum RendererTraits {
    /// Whether `renderer` is SDL's software renderer.
    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return true }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}
