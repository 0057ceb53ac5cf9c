/// ScrollLab's version, shown in reports (bumped by hand with a release).
public enum ScrollLabVersion {
    public static let current = "0.3.0"
}
