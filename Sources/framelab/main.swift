import FrameLabREPL

print("framelab \(FrameLabVersion.string)")
