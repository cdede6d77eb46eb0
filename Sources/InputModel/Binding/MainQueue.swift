/// The main queue's pending tasks, first in first out, without shifting the array on every pop.
struct MainQueue {
  struct Entry {
    let label: String
    let run: (Store) -> Void
  }

  /// Tasks already run are `nil` up to `head`; the live ones follow.
  private var tasks: [Entry?] = []
  private var head = 0

  var count: Int { tasks.count - head }
  var isEmpty: Bool { head == tasks.count }

  /// The labels of the queued tasks, next first.
  var labels: [String] { tasks[head...].compactMap { $0?.label } }

  mutating func append(_ task: Entry) {
    tasks.append(task)
  }

  /// Removes and returns the oldest task.
  mutating func popFirst() -> Entry? {
    guard head < tasks.count else { return nil }
    let task = tasks[head]
    tasks[head] = nil
    head += 1
    if head == tasks.count {
      tasks.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32 && head * 2 >= tasks.count {
      tasks.removeFirst(head)
      head = 0
    }
    return task
  }
}
