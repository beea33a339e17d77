/// VoiceOver announcements waiting to be spoken, oldest first.
///
/// The engine announces after every screen change; two changes in quick succession would make VoiceOver
/// cut the first one off, so the view speaks the ``head``, then calls ``NavigationPresenter/announced(_:)``
/// to move on. The queue holds at most ``capacity`` entries: beyond that the oldest are dropped, since a
/// user who is being told about screen ten no longer needs to hear about screen one.
public struct AnnouncementQueue: Hashable, Sendable {
  /// The most announcements kept waiting.
  public static let capacity = 4

  /// One announcement; the id tells two equal texts apart.
  public struct Entry: Hashable, Sendable, Identifiable {
    /// Tells two equal texts apart; increases with each announcement.
    public var id: Int
    /// What VoiceOver says.
    public var text: String
  }

  /// Waiting announcements, oldest first.
  public private(set) var entries: [Entry] = []
  private var nextID = 0

  /// An empty queue.
  public init() {}

  /// The announcement to speak now.
  public var head: Entry? { entries.first }

  mutating func enqueue(_ text: String) {
    entries.append(Entry(id: nextID, text: text))
    nextID += 1
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// Removes the entry once spoken; another id (already dropped) changes nothing.
  mutating func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }
}
