/// How a scroll view prints in logs and test failures: its id, offset, content, bounds and state.
extension ScrollView: CustomStringConvertible {
    public var description: String {
        "ScrollView(\(id), offset \(contentOffset), content \(contentSize), bounds \(boundsSize), \(state))"
    }
}
