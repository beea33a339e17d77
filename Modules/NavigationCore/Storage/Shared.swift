/// A value kept in one storage that every holder shares, never changed once made: setting it gives the holder
/// storage of its own. Equal and hashed by the value (two holders of one storage are equal at once).
///
/// The rule, and the one layout the engine keeps that is not a plain value: a value that moves through every
/// input (a ``Screen``, a registered route) or that most inputs leave empty (a result's snapshot and plan, the
/// state's pending result, a kept text) is held through a `Shared`, so that passing it on, or holding none, is
/// one reference. Everything else is a plain value. Each use is measured in `Tools/Benchmarks/RESULTS.md`, and
/// CI's budget guards it.
struct Shared<Value: Sendable>: Sendable {
  private let storage: Storage

  init(_ value: Value) { storage = Storage(value) }

  /// The value; setting it puts the new value in storage of its own.
  var value: Value {
    get { storage.value }
    set { self = Shared(newValue) }
  }

  /// Whether both hold the very same storage.
  func isSame(as other: Shared) -> Bool { storage === other.storage }

  private final class Storage: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
  }
}

extension Shared: Equatable where Value: Equatable {
  static func == (lhs: Shared, rhs: Shared) -> Bool { lhs.isSame(as: rhs) || lhs.value == rhs.value }
}

extension Shared: Hashable where Value: Hashable {
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
