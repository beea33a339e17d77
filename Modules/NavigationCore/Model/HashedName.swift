/// A name with its hash computed once, when it is made: the key type behind ``TabID`` and ``RouteID``.
///
/// Every input looks tabs and routes up in dictionaries (the selected stack, the registry's routes) several
/// times. Hashing a `String` each time (seeding a `Hasher`, feeding it the bytes, finishing it) was the
/// largest single cost of a dictionary lookup; a name is made far less often than it is looked up, so it
/// hashes once.
///
/// The stored hash is `String`'s own, from a `Hasher` with the process's seed, so two names that are equal as
/// strings (`String ==` compares canonical equivalence) have equal hashes, and the hash varies between
/// processes like every `Hasher` (deterministic under `SWIFT_DETERMINISTIC_HASHING`). Equality compares the
/// hashes first: names that differ almost always differ there, without comparing their bytes.
struct HashedName: Hashable, Sendable {
  let value: String
  private let hash: Int

  init(_ value: String) {
    self.value = value
    var hasher = Hasher()
    hasher.combine(value)
    hash = hasher.finalize()
  }

  static func == (lhs: HashedName, rhs: HashedName) -> Bool {
    lhs.hash == rhs.hash && lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// What a `Dictionary` or `Set` asks for (`Hashable`'s requirement behind `hashValue`): the stored hash mixed
  /// with the table's seed by a 64-bit finaliser (MurmurHash3's `fmix64`), without a `Hasher`. The mix keeps
  /// tables with different seeds from ordering their names alike.
  func _rawHashValue(seed: Int) -> Int {
    var mixed = UInt64(truncatingIfNeeded: hash ^ seed)
    mixed = (mixed ^ (mixed >> 33)) &* 0xff51_afd7_ed55_8ccd
    mixed = (mixed ^ (mixed >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 33))
  }
}
