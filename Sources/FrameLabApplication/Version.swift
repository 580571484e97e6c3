/// FrameLab's version.
public enum FrameLabVersion {
    public static let string = "0.1.0"
}
