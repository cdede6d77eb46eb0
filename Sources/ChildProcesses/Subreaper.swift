#if canImport(Glibc)
  import Glibc
#endif

/// Makes this process the one that receives its orphaned descendants (Linux's
/// `prctl(PR_SET_CHILD_SUBREAPER)`), so a daemon a child starts (Mozc's server) becomes our
/// child when its parent exits, and we can reap it after ending it. Without this it goes to
/// PID 1, and where PID 1 does not reap (a container's shell, a CI runner) it stays a zombie.
///
///     Subreaper.become()   // true; later orphans of our children are ours to reap
///
/// `prctl` is a variadic C function, which Swift does not import; glibc's symbol is called
/// through a fixed five-argument signature (on x86-64 and arm64 Linux integer arguments are
/// passed alike to variadic and fixed functions), found with `dlsym`: no C shim.
public enum Subreaper {
  private typealias PrctlFunction = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

  private static let prctlFunction: PrctlFunction? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return nil }
      return unsafeBitCast(symbol, to: PrctlFunction.self)
    #else
      return nil
    #endif
  }()

  /// `PR_SET_CHILD_SUBREAPER` and `PR_GET_CHILD_SUBREAPER` from <linux/prctl.h>.
  private static let setChildSubreaper: Int32 = 36
  private static let getChildSubreaper: Int32 = 37

  /// Becomes a subreaper; `false` where the system has no such call.
  @discardableResult
  public static func become() -> Bool {
    guard let prctl = prctlFunction else { return false }
    return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
  }

  /// True when this process is a subreaper.
  public static var isActive: Bool {
    guard let prctl = prctlFunction else { return false }
    var flag: Int32 = 0
    let status = withUnsafeMutablePointer(to: &flag) { pointer in
      prctl(getChildSubreaper, UInt(bitPattern: pointer), 0, 0, 0)
    }
    return status == 0 && flag != 0
  }
}
