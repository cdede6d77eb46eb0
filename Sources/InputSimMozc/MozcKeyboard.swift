import InputModel

/// `use ime=mozc`: what the keyboard registry calls to make the keyboard.
///
///     let keyboard = try MozcKeyboard.start()   // a new session on this process's Mozc server
///     try keyboard.perform(.key(.typed("k")), client: field)
///
/// The first call starts the server (about a quarter of a second); later calls open a session
/// on it. The bundled expectations hold for `expectedVersion`; another Mozc may convert
/// differently.
public enum MozcKeyboard {
  /// The name scenario files use.
  public static let name = "mozc"
  /// The Mozc version the bundled scenarios' expectations were recorded with (Debian 12).
  public static let expectedVersion = "2.28.4715.102"

  /// A keyboard with nothing composed, on a session of its own.
  ///
  /// - Throws: `InputEngineError.engineFailed(engine: "mozc", …)` with the `MozcError`'s
  ///   message: Mozc not installed (naming `mozc-server` and `emacs-mozc-bin`), running as
  ///   root with no way to run it as another user, the server failing to start.
  public static func start() throws(InputEngineError) -> MozcInputMethod {
    do {
      return try MozcInputMethod(server: MozcServer.shared())
    } catch {
      throw error.engineError
    }
  }

  /// True when `character` is a key of the Mozc keyboard (printable ASCII or kana); other text
  /// is a parse error where the scenario writes it.
  public static func canType(_ character: String) -> Bool { MozcInputMethod.canType(character) }
}
