// swift-tools-version:6.0
import Foundation
import PackageDescription

// On Linux the shim also answers to UIKit's and SwiftUI's own module names, so a wrapper file
// written for iOS compiles with its imports as they are (`import SwiftUI`, `import UIKit`,
// `#if canImport(UIKit)`). The manifest is compiled for the machine that builds, so on macOS
// (Xcode and `swift build` for iOS included) these targets do not exist and nothing can shadow
// Apple's frameworks. `_Testing_UIKit` is the overlay Swift Testing declares for UIKit: a test
// file importing both needs it, and Linux's toolchain ships none. A package whose other
// dependencies test `canImport(UIKit)` on Linux can leave the names out with
// INPUTSIM_NO_UIKIT_MODULE_NAMES=1 (docs/your-own-code.md, "Module names").
#if os(Linux)
  let uikitModuleNames =
    ProcessInfo.processInfo.environment["INPUTSIM_NO_UIKIT_MODULE_NAMES"] == nil
    ? ["UIKit", "SwiftUI", "_Testing_UIKit"] : []
#else
  let uikitModuleNames: [String] = []
#endif
let uikitModuleNameDependencies = uikitModuleNames.map { Target.Dependency.target(name: $0) }

let package = Package(
  name: "inputsim",
  products: [
    // The simulation: field, built-in keyboards, bridges, sessions, scenarios, fuzzing. ICU only.
    .library(name: "InputModel", targets: ["InputModel"]),
    // Keyboards on outside engines, one product each: add the ones your scenarios name.
    .library(name: "InputSimHangul", targets: ["InputSimHangul"]),
    .library(name: "InputSimRime", targets: ["InputSimRime"]),
    .executable(name: "inputsim", targets: ["inputsim"]),
    // UIKit/SwiftUI-shaped API over the session's field: your own wrapper, in scenarios.
    // On Linux its targets include the module names UIKit, SwiftUI and _Testing_UIKit (above).
    .library(name: "InputSimUIKit", targets: ["InputSimUIKit"] + uikitModuleNames),
    // Swift Testing helper: scenario failures as test issues at the scenario's file:line.
    .library(name: "InputSimTesting", targets: ["InputSimTesting"]),
    // Japanese on Mozc (`use ime=mozc`): a real Mozc server behind its Emacs helper.
    .library(name: "InputSimMozc", targets: ["InputSimMozc"]),
  ],
  targets: [
    // System ICU (Debian: libicu-dev). Swift cannot import ICU's renaming macros, so the
    // header wraps every function the project uses in a `static inline` function.
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    // Korean 2-set keyboard engine (Debian: libhangul-dev); its header imports as it is.
    .systemLibrary(
      name: "CHangul",
      pkgConfig: "libhangul",
      providers: [.apt(["libhangul-dev"]), .brew(["libhangul"])]
    ),
    // Chinese pinyin engine (Debian: librime-dev; data: rime-data-luna-pinyin). Its API is a
    // struct of function pointers with versioned structs, so the header wraps each call.
    .systemLibrary(
      name: "CRime",
      pkgConfig: "rime",
      providers: [.apt(["librime-dev", "rime-data-luna-pinyin"]), .brew(["librime"])]
    ),
    // Xlib and the XTEST extension (Debian: libx11-dev, libxtst-dev): the OS input stack's
    // keys and window focus. The header wraps the few calls used, so no Xlib type is public.
    .systemLibrary(
      name: "CXTest",
      pkgConfig: "xtst",
      providers: [.apt(["libxtst-dev", "libx11-dev"])]
    ),
    .target(
      name: "InputModel",
      dependencies: ["CICU"]
    ),
    // `use ime=hangul`: the Korean 2-set keyboard on libhangul (InputMethodKind.hangul).
    .target(
      name: "InputSimHangul",
      dependencies: ["InputModel", "CHangul"]
    ),
    // `use ime=pinyin`: Chinese pinyin on librime (InputMethodKind.pinyin).
    .target(
      name: "InputSimRime",
      dependencies: ["InputModel", "CRime"]
    ),
    // Swift 5 mode with complete concurrency checking: its views are `@MainActor`, as UIKit's,
    // and the bridges run them on the main actor (`onSimulatedMainActor`); Swift 6 mode would
    // also compile run-time isolation checks into the shim's own closures, which tests reach
    // from any thread (a view made by hand, outside a bridge).
    .target(
      name: "InputSimUIKit",
      dependencies: ["InputModel"],
      swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]
    ),
    // Depends on the shim for the contract suites (`expectContract`) and for failing a replay
    // on a call the shim cannot honour.
    .target(
      name: "InputSimTesting",
      dependencies: ["InputModel", "InputSimUIKit"],
      resources: [.copy("Contracts")]
    ),
    // Child processes the tool starts (browsers, Mozc, later Xvfb/dbus/fcitx5): spawning in a
    // process group of their own, the registry of live ones, ending them on exit and on
    // SIGINT/SIGTERM/SIGHUP, bounded waits on pipes. Plain Glibc, no C engine.
    .target(name: "ChildProcesses"),
    // Japanese on Mozc (Debian: mozc-server, emacs-mozc-bin, found at run time): the
    // `mozc_emacs_helper` S-expression protocol over pipes; no C library.
    .target(
      name: "InputSimMozc",
      dependencies: ["InputModel", "ChildProcesses"]
    ),
    // The Mozc driver's probe: holds a Mozc server in a process of its own for the signal
    // tests, and measures server start and per-key cost (docs/japanese-mozc.md). Not a product.
    .executableTarget(
      name: "inputsim-mozc-probe",
      dependencies: ["InputSimMozc", "InputModel", "ChildProcesses"]
    ),
    // Headless Chromium over the DevTools pipe (Debian: chromium, found at run time); plain
    // Foundation, no C engine, so it builds without ICU's headers.
    .target(
      name: "ChromiumDriver",
      dependencies: ["InputModel", "ChildProcesses"],
      resources: [.copy("Pages")]
    ),
    // The real OS input stack (Debian: xvfb, dbus, fcitx5 with fcitx5-mozc, fcitx5-hangul,
    // fcitx5-chinese-addons and fcitx5-frontend-gtk3; browsers: chromium, firefox-esr,
    // webkit2gtk-driver; all found at run time): a private X server, bus and fcitx5 as an
    // unprivileged user, keys through XTest, the page's events over a loopback channel.
    .target(
      name: "OSInputStack",
      dependencies: ["InputModel", "ChildProcesses", "InputSimMozc", "ChromiumDriver", "CXTest"]
    ),
    .executableTarget(
      name: "inputsim",
      // Links every keyboard module (Keyboards.linked); InputSimUIKit for `bench` only: a
      // wrapper through RepresentableBridge.
      dependencies: [
        "InputModel", "InputSimHangul", "InputSimRime", "InputSimMozc", "ChromiumDriver", "InputSimUIKit",
        "ChildProcesses", "OSInputStack",
      ]
    ),
    // Test doubles the keyboards' tests share: a recording text input client, the field
    // notation. Not a product.
    .target(
      name: "InputSimTestSupport",
      dependencies: ["InputModel"],
      path: "Tests/InputSimTestSupport"
    ),
    // The core's tests: no engine keyboard is linked.
    .testTarget(
      name: "InputModelTests",
      dependencies: ["InputModel", "InputSimTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "InputSimHangulTests",
      dependencies: ["InputSimHangul", "InputModel", "InputSimTestSupport"]
    ),
    .testTarget(
      name: "InputSimRimeTests",
      dependencies: ["InputSimRime", "InputModel", "InputSimTestSupport"]
    ),
    // The bundled scenarios/ replayed with every keyboard linked, as the tool runs them.
    .testTarget(
      name: "BundledScenarioTests",
      dependencies: ["InputModel", "InputSimHangul", "InputSimRime", "InputSimMozc"]
    ),
    // The Swift examples of README.md and docs/, compiled and compared with the docs.
    .testTarget(
      name: "DocExamplesTests",
      dependencies: ["InputModel", "InputSimMozc"]
    ),
    // The docs' wrapper examples: code written for iOS, compiled against InputSimUIKit in
    // Swift 5 mode; DocExamplesTests compares them with the docs.
    .testTarget(
      name: "DocExamplesUIKitTests",
      dependencies: ["InputModel", "InputSimHangul", "InputSimUIKit", "InputSimTesting"]
        + uikitModuleNameDependencies,
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "InputSimUIKitTests",
      dependencies: ["InputModel", "InputSimUIKit", "InputSimTesting"] + uikitModuleNameDependencies,
      // App wrapper code as most apps compile it today: Swift 5 mode, where capturing a
      // coordinator in NotificationCenter's `@Sendable` block is a warning, not an error.
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ChromiumDriverTests",
      dependencies: [
        "ChromiumDriver", "InputModel", "InputSimHangul", "InputSimRime", "InputSimMozc", "ChildProcesses",
      ]
    ),
    .testTarget(
      name: "InputSimMozcTests",
      dependencies: [
        "InputSimMozc", "InputModel", "InputSimTestSupport", "ChildProcesses", "inputsim-mozc-probe",
      ]
    ),
    // Starts real stacks and browsers; without the packages they fail naming them.
    .testTarget(
      name: "OSInputStackTests",
      dependencies: ["OSInputStack", "ChildProcesses", "InputModel", "ChromiumDriver", "InputSimMozc"]
    ),
    .testTarget(
      name: "ChildProcessesTests",
      dependencies: ["ChildProcesses"]
    ),
    .testTarget(
      name: "inputsimTests",
      dependencies: ["InputModel", "inputsim"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The module names' targets (see the top), and the test that compiles wrapper files as they are
// published: `import SwiftUI` / `import UIKit`, nothing else, in Swift 5 mode as apps compile.
if uikitModuleNames.contains("UIKit") {
  package.targets += [
    .target(name: "UIKit", dependencies: ["InputSimUIKit"], path: "Sources/ModuleNames/UIKit"),
    .target(name: "SwiftUI", dependencies: ["InputSimUIKit", "UIKit"], path: "Sources/ModuleNames/SwiftUI"),
    .target(name: "_Testing_UIKit", dependencies: ["UIKit"], path: "Sources/ModuleNames/_Testing_UIKit"),
    .testTarget(
      name: "UnchangedWrapperTests",
      dependencies: ["InputModel", "InputSimHangul", "InputSimRime", "InputSimUIKit", "InputSimTesting"]
        + uikitModuleNameDependencies,
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A wrapper written for Swift 6 mode: the shim's @MainActor isolation is UIKit's.
    .testTarget(
      name: "Swift6WrapperTests",
      dependencies: ["InputSimUIKit", "InputSimTesting"] + uikitModuleNameDependencies
    ),
  ]
}

// libFuzzer entry points (docs/fuzzing.md). They have no `main`: libFuzzer supplies it, so they
// only link with `--sanitize=fuzzer` and are part of the package only when asked for:
//   INPUTSIM_LIBFUZZER=1 swift build -c release --product fuzz-scenario-parser --sanitize=fuzzer
if ProcessInfo.processInfo.environment["INPUTSIM_LIBFUZZER"] != nil {
  package.products += [
    .executable(name: "fuzz-scenario-parser", targets: ["FuzzScenarioParser"]),
    .executable(name: "fuzz-guarded-session", targets: ["FuzzGuardedSession"]),
  ]
  package.targets += [
    .executableTarget(name: "FuzzScenarioParser", dependencies: ["InputModel"]),
    .executableTarget(name: "FuzzGuardedSession", dependencies: ["InputModel"]),
  ]
}

// Speed flags for this repository's own builds (`./dev` and `.ci/run` set the variable). They
// are `unsafeFlags`, which SwiftPM refuses in a package used as a versioned dependency, so the
// manifest a user's package sees has none:
//   -O in debug builds: the tests replay million-step scenarios and fuzz runs, which an
//     unoptimized InputModel makes several times slower (docs/BENCHMARKS.md has the figures);
//   -enforce-exclusivity=unchecked in release builds: the run-time exclusivity checks cost
//     about 8% of a keystroke in the fuzzer.
if ProcessInfo.processInfo.environment["INPUTSIM_SPEED_FLAGS"] != nil,
  let index = package.targets.firstIndex(where: { $0.name == "InputModel" })
{
  package.targets[index].swiftSettings = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
  ]
}
