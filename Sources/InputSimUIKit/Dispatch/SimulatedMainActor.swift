/// Runs main-actor code (the views, the delegates, `updateUIView`, a view's `body`) on the
/// thread that drives the session, synchronously.
///
/// UIKit's types are `@MainActor`, so the shim's are too: wrapper code compiles against the
/// same isolation it has on iOS. On a device that code runs on the main thread; here a session
/// is driven by one thread at a time (Swift Testing runs tests in parallel, each replay on
/// one thread), and UIKit's guarantee — one thread, in order — is what the session gives it.
/// So the bridges call main-actor code through this, without hopping to the main thread (which
/// would serialise every test, and deadlock a test that runs on the main actor itself).
///
///     onSimulatedMainActor { representable.updateUIView(view, context: context) }
///
/// Wrapper code that checks the thread at run time (`MainActor.assumeIsolated`,
/// `dispatchPrecondition(condition: .onQueue(.main))`) passes when the test runs on the main
/// actor (`@MainActor @Test`).
func onSimulatedMainActor<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
  try withoutActuallyEscaping(body) { body in
    // A synchronous `@MainActor` function has the same representation as a nonisolated one.
    try unsafeBitCast(body, to: (() throws -> Result).self)()
  }
}
