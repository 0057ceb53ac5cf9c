import ScrollFiles
import ScrollScene
import TestSupport

/// The built-in scenes (Assets/scenes), as every test of this target reads them.
let catalog = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
