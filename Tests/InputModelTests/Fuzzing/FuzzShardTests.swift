import Testing

@testable import InputModel

@Suite("FuzzShard: disjoint slices of the run index space")
struct FuzzShardTests {
  @Test(
    "shard I/N takes the runs with i % N == I - 1",
    arguments: [(1, 4, [0, 4, 8]), (2, 4, [1, 5, 9]), (4, 4, [3, 7, 11])])
  func membership(index: Int, count: Int, expected: [Int]) throws {
    let shard = try #require(FuzzShard(index: index, count: count))
    #expect((0..<12).filter { shard.contains(run: $0) } == expected)
    #expect(shard.description == "\(index)/\(count)")
  }

  @Test("the N shards cover every run exactly once")
  func partition() {
    let shards = (1...3).compactMap { FuzzShard(index: $0, count: 3) }
    for run in 0..<30 {
      #expect(shards.filter { $0.contains(run: run) }.count == 1)
    }
  }

  @Test("an index outside 1...N is rejected", arguments: [(0, 4), (5, 4), (1, 0), (-1, 2)])
  func invalid(index: Int, count: Int) {
    #expect(FuzzShard(index: index, count: count) == nil)
  }

  @Test("the whole campaign is shard 1/1")
  func whole() {
    #expect(FuzzShard.whole.description == "1/1")
    #expect((0..<5).allSatisfy { FuzzShard.whole.contains(run: $0) })
  }
}
