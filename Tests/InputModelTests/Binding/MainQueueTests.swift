import Testing

@testable import InputModel

@Suite("MainQueue: FIFO storage of pending tasks")
struct MainQueueTests {
  @Test("pops in push order and counts what is left", arguments: [1, 31, 32, 33, 100])
  func fifo(count: Int) {
    var queue = MainQueue()
    for number in 0..<count {
      queue.append(MainQueue.Entry(label: "\(number)", run: { _ in }))
    }
    var popped: [String] = []
    while let entry = queue.popFirst() {
      popped.append(entry.label)
      #expect(queue.count == count - popped.count)
    }
    #expect(popped == (0..<count).map { "\($0)" })
    #expect(queue.isEmpty)
  }

  @Test("interleaved pushes and pops keep order across compaction")
  func interleaved() {
    var queue = MainQueue()
    var next = 0
    var popped: [Int] = []
    for round in 0..<50 {
      for _ in 0..<3 {
        queue.append(MainQueue.Entry(label: "\(next)", run: { _ in }))
        next += 1
      }
      for _ in 0..<(round % 2 == 0 ? 1 : 4) {
        if let entry = queue.popFirst(), let number = Int(entry.label) { popped.append(number) }
      }
    }
    #expect(queue.labels == (popped.count..<next).map { "\($0)" })
    #expect(popped == Array(0..<popped.count))
  }
}
