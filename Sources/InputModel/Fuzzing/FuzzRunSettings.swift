/// What one fuzz run runs on: the keyboard, the bridge, the platform, how time passes and
/// the app's transforms. These become the scenario file's header.
public struct FuzzRunSettings: Equatable, Sendable {
  public var inputMethod: InputMethodKind
  /// The bridge's name (`FuzzBridge.name`).
  public var bridgeName: String
  /// The bridge's rules (`FuzzBridge.rules`); when they are no built-in preset, a reproducer
  /// writes them on a `use write=… assign=…` line so it replays the same bridge.
  public var bridgeRules: BridgeRules?
  public var platform: PlatformProfile
  public var settleMode: SettleMode
  /// App `onChange` handlers that rewrite the binding; empty for most runs.
  public var transforms: [AppTransform]
  /// How the app's handlers read and write; the default for runs that do not vary them.
  public var appHandlers: AppHandlerOptions
  /// The suggestion menu or search field around the field; none for most runs.
  public var components: FuzzComponents

  public init(
    inputMethod: InputMethodKind, bridgeName: String, platform: PlatformProfile, settleMode: SettleMode,
    transforms: [AppTransform] = [], appHandlers: AppHandlerOptions = AppHandlerOptions(),
    components: FuzzComponents = .none, bridgeRules: BridgeRules? = nil
  ) {
    self.bridgeRules = bridgeRules
    self.appHandlers = appHandlers
    self.components = components
    self.inputMethod = inputMethod
    self.bridgeName = bridgeName
    self.platform = platform
    self.settleMode = settleMode
    self.transforms = transforms
  }

  /// A fresh session with these settings, focused and empty, as a scenario starts, with its
  /// components attached.
  public func makeSession(bridge: any Bridge, recordsTrace: Bool) -> Session {
    let session = Session(
      inputMethod: inputMethod.make(), bridge: bridge, platform: platform, transforms: transforms,
      submitGuard: .compositionAware, settleMode: settleMode, focused: true, initialText: "",
      recordsTrace: recordsTrace, appHandlers: appHandlers)
    components.attach(to: session)
    return session
  }
}
