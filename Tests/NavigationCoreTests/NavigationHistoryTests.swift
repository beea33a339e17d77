import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// The history keeps an input's events as the batch they came in; what it shows must be exactly the newest
/// `capacity` events, oldest first, whatever the batch sizes.
struct NavigationHistoryTests {
  @Test(arguments: [1, 2, 5, 200])
  func theNewestEventsUpToTheCapacityAreKept(capacity: Int) {
    var generator = SeededGenerator(seed: UInt64(capacity))
    var history = NavigationHistory(capacity: capacity)
    var everything: [RecordedEvent] = []
    for step in 0..<3_000 {
      let at = Date(timeIntervalSince1970: Double(step))
      // Mostly small batches, sometimes none, sometimes one larger than the whole history.
      let size = step % 97 == 0 ? capacity * 2 + 1 : Int.random(in: 0...3, using: &generator)
      let batch = (0..<size).map { NavigationEvent.feature(name: "step \(step)", detail: "\($0)") }
      if step % 5 == 0, let only = batch.first {
        history.append(RecordedEvent(at: at, event: only))
        everything.append(RecordedEvent(at: at, event: only))
      } else {
        history.append(batch, at: at)
        everything += batch.map { RecordedEvent(at: at, event: $0) }
      }
      #expect(history.count == min(everything.count, capacity))
      // Batches past the capacity are let go: what is held stays under twice the capacity.
      #expect(history.heldCount < 2 * capacity)
      if step % 13 == 0 || step > 2_990 {
        #expect(history.events == Array(everything.suffix(capacity)), "after step \(step)")
      }
    }
  }

  @Test func anEmptyHistoryHasNoEvents() {
    var history = NavigationHistory(capacity: 3)
    history.append([], at: Date(timeIntervalSince1970: 0))
    #expect(history.count == 0)
    #expect(history.events.isEmpty)
  }
}
