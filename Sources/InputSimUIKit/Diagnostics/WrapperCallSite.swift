import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// Where the wrapper called the shim: the first frame of the call stack outside this module,
/// from the debug information (`file:line`), so a call the shim cannot honour names the line
/// of the wrapper that made it. UIKit's signatures stay as UIKit's (a `#line` default argument
/// would stop `override func insertText(_:)` from overriding).
///
///     WrapperCallSite.capture()   // "NoteEditor.swift:31" (nil without debug information)
enum WrapperCallSite {
  /// This module's source folder (`…/Sources/InputSimUIKit/`): frames in it are the shim's.
  private static let shimFolder: String = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    url.appendPathComponent("")
    return url.path.hasSuffix("/") ? url.path : url.path + "/"
  }()

  static func capture() -> String? {
    #if canImport(Runtime)
      guard #available(macOS 26.0, *) else { return nil }
      guard let backtrace = try? Backtrace.capture(limit: 48),
        let symbolicated = backtrace.symbolicated()
      else { return nil }
      // The stack runs from the capture (the Runtime library's frames, then the shim's) to the
      // wrapper: the first frame after the shim's is the wrapper's call.
      var inShim = false
      for frame in symbolicated.frames {
        guard let location = frame.symbol?.sourceLocation, location.line > 0 else { continue }
        if location.path.hasPrefix(shimFolder) {
          inShim = true
        } else if inShim {
          return "\(URL(fileURLWithPath: location.path).lastPathComponent):\(location.line)"
        }
      }
      return nil
    #else
      return nil
    #endif
  }
}
