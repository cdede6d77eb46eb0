/// One evaluation of a view tree, as a render pass makes it: composite views' `body` called,
/// their `@State` linked to the storage that lasts, primitive views' children read, down to
/// the `UIViewRepresentable`s, which are collected in tree order.
///
///     ComposeBar(text:)  →  body: ZStack { Text, NoteEditor }  →  [NoteEditor]
@MainActor
struct ViewTree {
  /// The representables, depth first.
  private(set) var representables: [any View] = []

  init(_ root: any View, states: inout [String: AnyObject]) {
    visit(root, path: "root", states: &states)
  }

  private mutating func visit(_ view: any View, path: String, states: inout [String: AnyObject]) {
    if view is any UIViewRepresentable {
      representables.append(view)
      return
    }
    if let primitive = view as? any PrimitiveView {
      for (index, child) in primitive.childViews.enumerated() {
        visit(child, path: path + "/\(index)", states: &states)
      }
      return
    }
    // A view of the app's own: its state first (read by `body`), then its body.
    let here = path + ":" + String(describing: type(of: view))
    for child in Mirror(reflecting: view).children {
      guard let state = child.value as? any LinkableState, let label = child.label else { continue }
      state.link(in: &states, key: here + "." + label)
    }
    visit(view.body, path: here, states: &states)
  }
}
