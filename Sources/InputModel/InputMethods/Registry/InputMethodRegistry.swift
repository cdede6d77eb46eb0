/// The keyboards a program links, by their `ime=` names, in the order tools list them. The
/// scenario reader accepts exactly these names; `fuzz --ime`, `inspect` and `check` offer
/// exactly these keyboards.
///
///     InputMethodRegistry.builtIn.names             // ["romaji", "direct", "12key", "flick"]
///     (.builtIn + [.hangul]).kind(named: "hangul")  // the libhangul keyboard
///
/// A name this package provides in a product the program does not link is a typed error that
/// names the product (`UnlinkedInputMethodError`), never a silent fallback.
public struct InputMethodRegistry: Sendable {
  /// The linked keyboards, built-in ones first.
  public private(set) var kinds: [InputMethodKind]

  /// The product that holds the built-in keyboards.
  public static let coreProduct = "InputModel"

  /// The four keyboards of `InputModel`: romaji, direct, 12key, flick.
  public static let builtIn = InputMethodRegistry([.romaji, .direct, .twelveKey, .flick])

  /// A registry of `kinds`; a later kind with the name of an earlier one replaces it in place.
  public init(_ kinds: [InputMethodKind]) {
    self.kinds = []
    add(kinds)
  }

  /// This registry with `kinds` added after its own.
  ///
  ///     InputMethodRegistry.builtIn + [.hangul, .pinyin]
  public static func + (registry: InputMethodRegistry, kinds: [InputMethodKind]) -> InputMethodRegistry {
    var registry = registry
    registry.add(kinds)
    return registry
  }

  private mutating func add(_ added: [InputMethodKind]) {
    for kind in added {
      if let index = kinds.firstIndex(of: kind) {
        kinds[index] = kind
      } else {
        kinds.append(kind)
      }
    }
  }

  /// The `ime=` names, in order.
  public var names: [String] { kinds.map(\.rawValue) }

  /// The keyboard called `name`, or `nil` when none is linked under it.
  public func kind(named name: String) -> InputMethodKind? {
    kinds.first { $0.rawValue == name }
  }

  /// The keyboard called `name`.
  ///
  ///     InputMethodRegistry.builtIn.lookUp("hangul")
  ///     → throws .notLinked(ime: "hangul", product: "InputSimHangul")
  ///
  /// - Throws: `UnlinkedInputMethodError.notLinked` when this package provides the keyboard
  ///   in a product the registry does not list, `.unknown` when no product provides it.
  public func lookUp(_ name: String) throws(UnlinkedInputMethodError) -> InputMethodKind {
    if let kind = kind(named: name) { return kind }
    if let module = Self.engineModules.first(where: { $0.ime == name }) {
      throw .notLinked(ime: name, product: module.product)
    }
    throw .unknown(ime: name, linked: names)
  }

  /// Why `lookUp(name)` throws, or `nil` when `name` is linked.
  public func lookUpError(_ name: String) -> UnlinkedInputMethodError? {
    do {
      _ = try lookUp(name)
      return nil
    } catch {
      return error
    }
  }

  /// The keyboards the fuzzer runs when none are named (`--ime any`): those with no outside
  /// engine, so default campaigns stay as they were before engine keyboards existed.
  public var fuzzedByDefault: [InputMethodKind] { kinds.filter { !$0.startsEngine } }

  /// The keyboards this package provides outside `InputModel`, each with its product and its
  /// own `use` keys: what a scenario that names one is told to link when it is missing.
  public static let engineModules: [EngineModule] = [
    EngineModule(ime: "hangul", product: "InputSimHangul", useKeys: []),
    EngineModule(ime: "pinyin", product: "InputSimRime", useKeys: ["pinyin-schema"]),
    EngineModule(ime: "mozc", product: "InputSimMozc", useKeys: []),
  ]

  /// A keyboard of this package that lives in a product of its own.
  public struct EngineModule: Hashable, Sendable {
    /// Its `ime=` name.
    public let ime: String
    /// The library product to add (`InputSimHangul`).
    public let product: String
    /// Its own `use` keys.
    public let useKeys: [String]
  }

  /// The order reports list keyboards in: the built-in ones in their documented order, then
  /// the others by name (as platforms are listed).
  ///
  ///     [pinyin, romaji, hangul]  →  [romaji, hangul, pinyin]
  public static func reportOrder(_ kinds: some Sequence<InputMethodKind>) -> [InputMethodKind] {
    let builtInNames = builtIn.names
    return kinds.sorted { lhs, rhs in
      let left = builtInNames.firstIndex(of: lhs.rawValue) ?? builtInNames.count
      let right = builtInNames.firstIndex(of: rhs.rawValue) ?? builtInNames.count
      return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
  }
}

/// A keyboard name the registry cannot give a keyboard for.
///
///     .notLinked(ime: "hangul", product: "InputSimHangul").description
///     → "ime=hangul needs the InputSimHangul product, which this program does not link: …"
public enum UnlinkedInputMethodError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The keyboard exists in a product of this package that is not linked.
  case notLinked(ime: String, product: String)
  /// No product of this package has a keyboard of that name.
  case unknown(ime: String, linked: [String])

  public var description: String {
    switch self {
    case .notLinked(let ime, let product):
      "ime=\(ime) needs the \(product) product, which this program does not link: add .product(name: \"\(product)\", package: \"inputsim\") to the target's dependencies, import \(product) and list .\(ime) in the keyboards (InputMethodRegistry.builtIn + [.\(ime)]); docs/your-own-code.md"
    case .unknown(let ime, let linked):
      "unknown keyboard '\(ime)'; linked: \(linked.joined(separator: ", "))"
    }
  }
}
