import Testing
@testable import FrameLabREPL
