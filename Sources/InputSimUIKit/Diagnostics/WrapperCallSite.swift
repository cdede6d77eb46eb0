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

  #if canImport(Runtime)
    /// The process's loaded images, listed once. Listing them reads the first bytes of every
    /// mapping in `/proc/self/maps`; done at every call, it raced with another thread
    /// unmapping a file (librime's `luna_pinyin.tab` in a pinyin run beside it) and crashed the
    /// test process once (SIGSEGV in `getElfImageInfo`). The wrapper's code is in an image
    /// loaded before the first call.
    @available(macOS 26.0, *)
    private static let images = ImageMap.capture()
  #endif

  static func capture() -> String? {
    #if canImport(Runtime)
      guard #available(macOS 26.0, *) else { return nil }
      let images = Self.images
      guard let backtrace = try? Backtrace.capture(limit: 48, images: images),
        let symbolicated = backtrace.symbolicated(with: images)
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
