public import Foundation

/// The saved form of a ``NavigationState``: versioned, stamped, and holding every screen as its canonical
/// path, so that restoring resolves (and validates) every screen again.
///
/// The stored JSON carries a CRC-32 of the snapshot's canonical encoding next to the fields: bytes that
/// still parse but no longer say what was saved (a flipped digit in a date) fail the check and mean a
/// fresh start, never a different screen. `savedAt` is kept in whole milliseconds, so that a snapshot
/// decodes to exactly the value that was encoded.
///
/// Stored bytes are hostile: more than `NavigationLimits.snapshotBytes` are refused before decoding,
/// and every number is checked (`savedAtMilliseconds`), so no stored value and no clock can trap.
public struct NavigationSnapshot: Hashable, Codable, Sendable {
  /// The schema this build writes and reads. Any other version is a fresh start.
  ///
  /// Version 2 added the checksum and integer-millisecond `savedAt`.
  package static let currentVersion = 2

  package var version: Int
  @_spi(Benchmarks) @_spi(Fuzzing) public var savedAt: Date
  package var sessionEnd: SessionEnd
  package var selectedTab: TabID
  /// Tab → screens above the root, bottom first.
  package var stacks: [TabID: [SavedScreen]]
  package var modals: [SavedModal]
  package var scrollPositions: [String: Double]
  package var pendingDeepLink: String?
  /// The request an open alert asks about. A relaunch asks the guards again, so the alert comes back
  /// only while its question still stands, with the guard's current wording.
  package var alertRequest: NavigationRequest?
  /// The system's Reduce Motion setting as the app last knew it (kept by a relaunch, as by a foreground).
  package var reduceMotion: Bool
  /// The result a closed route left for the screen that presented it (`NavigationState.pendingResult`):
  /// kept as a payload is, so a background and a termination by the system keep it, a force-quit drops it.
  package var pendingResult: PendingResult?

  /// The `savedAt` values a snapshot can hold, in milliseconds since 1970: ±2^53, the integers a `Date`
  /// (a `Double`) represents exactly, about 285,000 years either way. Outside it is
  /// ``SnapshotError/outOfRange(field:value:)``, when decoding and when encoding.
  package static let savedAtMilliseconds: ClosedRange<Int64> = -(1 << 53)...(1 << 53)

  package init(
    version: Int = NavigationSnapshot.currentVersion,
    savedAt: Date,
    sessionEnd: SessionEnd,
    selectedTab: TabID,
    stacks: [TabID: [SavedScreen]],
    modals: [SavedModal],
    scrollPositions: [String: Double] = [:],
    pendingDeepLink: String? = nil,
    alertRequest: NavigationRequest? = nil,
    reduceMotion: Bool = false,
    pendingResult: PendingResult? = nil
  ) {
    self.version = version
    self.savedAt = Self.wholeMilliseconds(savedAt)
    self.sessionEnd = sessionEnd
    self.selectedTab = selectedTab
    self.stacks = stacks
    self.modals = modals
    self.scrollPositions = scrollPositions
    self.pendingDeepLink = pendingDeepLink
    self.alertRequest = alertRequest
    self.reduceMotion = reduceMotion
    self.pendingResult = pendingResult
  }

  /// The snapshot of a state.
  public init(state: NavigationState, savedAt: Date, sessionEnd: SessionEnd) {
    self.init(
      savedAt: savedAt,
      sessionEnd: sessionEnd,
      selectedTab: state.selectedTab,
      stacks: state.stacks.mapValues { $0.map { SavedScreen(path: $0.path, payload: $0.payload) } },
      modals: state.modals.map {
        SavedModal(
          path: $0.screen.path, style: $0.style, originTab: $0.originTab, presenterPath: $0.presenterPath,
          opener: .target($0.opener), payload: $0.screen.payload, detent: $0.detent)
      },
      scrollPositions: state.scrollPositions,
      pendingDeepLink: state.pendingDeepLink,
      alertRequest: state.alert?.request,
      reduceMotion: state.reduceMotion,
      pendingResult: state.pendingResult)
  }

  /// How the session that wrote the snapshot ended.
  public enum SessionEnd: String, Hashable, Codable, Sendable {
    /// The app went to the background (and may since have been ended by the system).
    case background
    /// The system ended the app; restorable like a background within the timeout.
    case terminated
    /// The user force-quit: the next launch starts fresh.
    case forceQuit
  }

  /// The JSON stores keep: sorted keys, `savedAt` in milliseconds since 1970 and a `checksum`, so equal
  /// snapshots are equal bytes. A `savedAt` outside `savedAtMilliseconds` (a clock gone wrong) and
  /// bytes over `NavigationLimits.snapshotBytes` are typed errors, never a trap.
  public func encoded() throws(SnapshotError) -> Data {
    let sealed: Data
    do {
      let body = try Self.encoder.encode(self)
      sealed = try Self.encoder.encode(Sealed(checksum: SnapshotChecksum.crc32(body), snapshot: self))
    } catch let error as SnapshotError {
      throw error
    } catch {
      throw .storeFailed("encoding failed: \(error)".truncatedForLog)
    }
    guard sealed.count <= NavigationLimits.snapshotBytes else {
      throw .tooLarge(bytes: sealed.count, limit: NavigationLimits.snapshotBytes)
    }
    return sealed
  }

  /// Decodes a snapshot, or says why the bytes are not one (too large, corrupt, another version, a number
  /// out of range, a failed checksum).
  public static func decode(_ data: Data) throws(SnapshotError) -> NavigationSnapshot {
    guard data.count <= NavigationLimits.snapshotBytes else {
      throw .tooLarge(bytes: data.count, limit: NavigationLimits.snapshotBytes)
    }
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    let header: Header
    do { header = try decoder.decode(Header.self, from: data) } catch {
      throw .corrupt(String(describing: error).truncatedForLog)
    }
    guard header.version == currentVersion else { throw .unsupportedVersion(header.version) }
    let sealed: Sealed
    do { sealed = try decoder.decode(Sealed.self, from: data) } catch let error as SnapshotError {
      throw error
    } catch {
      throw .corrupt(String(describing: error).truncatedForLog)
    }
    let body: Data
    do { body = try encoder.encode(sealed.snapshot) } catch let error as SnapshotError {
      throw error
    } catch {
      throw .corrupt("cannot re-encode: \(error)".truncatedForLog)
    }
    let actual = SnapshotChecksum.crc32(body)
    guard actual == sealed.checksum else {
      throw .checksumMismatch(stored: sealed.checksum.truncatedForLog, computed: actual)
    }
    return sealed.snapshot
  }

  private static var encoder: JSONEncoder { CanonicalJSON.encoder() }

  private static func wholeMilliseconds(_ date: Date) -> Date {
    WholeMilliseconds.of(date).map(WholeMilliseconds.date) ?? date
  }

  private enum CodingKeys: String, CodingKey {
    case version, savedAt, sessionEnd, selectedTab, stacks, modals, scrollPositions, pendingDeepLink
    case alertRequest, reduceMotion, pendingResult
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let milliseconds = try container.decode(Int64.self, forKey: .savedAt)
    guard Self.savedAtMilliseconds.contains(milliseconds) else {
      throw SnapshotError.outOfRange(field: "savedAt", value: "\(milliseconds) ms since 1970")
    }
    self.init(
      version: try container.decode(Int.self, forKey: .version),
      savedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
      sessionEnd: try container.decode(SessionEnd.self, forKey: .sessionEnd),
      selectedTab: try container.decode(TabID.self, forKey: .selectedTab),
      stacks: try container.decode([TabID: [SavedScreen]].self, forKey: .stacks),
      modals: try container.decode([SavedModal].self, forKey: .modals),
      scrollPositions: try container.decodeIfPresent([String: Double].self, forKey: .scrollPositions) ?? [:],
      pendingDeepLink: try container.decodeIfPresent(String.self, forKey: .pendingDeepLink),
      alertRequest: try container.decodeIfPresent(NavigationRequest.self, forKey: .alertRequest),
      reduceMotion: try container.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false,
      pendingResult: try container.decodeIfPresent(PendingResult.self, forKey: .pendingResult))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(try Self.checkedMilliseconds(savedAt), forKey: .savedAt)
    try container.encode(sessionEnd, forKey: .sessionEnd)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(stacks, forKey: .stacks)
    try container.encode(modals, forKey: .modals)
    if !scrollPositions.isEmpty { try container.encode(scrollPositions, forKey: .scrollPositions) }
    try container.encodeIfPresent(pendingDeepLink, forKey: .pendingDeepLink)
    // Written only when set, so a snapshot without them has the bytes (and checksum) it always had.
    try container.encodeIfPresent(alertRequest, forKey: .alertRequest)
    if reduceMotion { try container.encode(true, forKey: .reduceMotion) }
    try container.encodeIfPresent(pendingResult, forKey: .pendingResult)
  }

  /// `date` in whole milliseconds since 1970, or ``SnapshotError/outOfRange(field:value:)``: the
  /// conversion to an integer is checked, so a clock beyond any representable instant cannot trap a save.
  private static func checkedMilliseconds(_ date: Date) throws(SnapshotError) -> Int64 {
    guard let whole = WholeMilliseconds.of(date), savedAtMilliseconds.contains(whole) else {
      throw .outOfRange(field: "savedAt", value: "\(date.timeIntervalSince1970) s since 1970")
    }
    return whole
  }

  /// The stored form: the snapshot's own keys plus `checksum`, the CRC-32 of the snapshot's encoding
  /// without it.
  private struct Sealed: Codable {
    var checksum: String
    var snapshot: NavigationSnapshot

    private enum CodingKeys: String, CodingKey { case checksum }

    init(checksum: String, snapshot: NavigationSnapshot) {
      self.checksum = checksum
      self.snapshot = snapshot
    }

    init(from decoder: any Decoder) throws {
      checksum = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .checksum)
      snapshot = try NavigationSnapshot(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(checksum, forKey: .checksum)
      try snapshot.encode(to: encoder)
    }
  }
}

/// A saved screen: its canonical path and restoration payload.
package struct SavedScreen: Hashable, Codable, Sendable {
  package var path: String
  package var payload: [String: String]?

  package init(path: String, payload: [String: String] = [:]) {
    self.path = path
    self.payload = payload.isEmpty ? nil : payload
  }
}

/// A saved modal.
package struct SavedModal: Hashable, Codable, Sendable {
  package var path: String
  package var style: ModalStyle
  package var originTab: TabID
  package var presenterPath: String
  /// What opened it; a snapshot from before focus targets were typed holds the opening control's label.
  package var opener: SavedFocus
  package var payload: [String: String]?
  /// The detent the user dragged the sheet to; absent (nil) while it rests at its route's first, so a snapshot
  /// written before detents existed reads the same and keeps its bytes.
  package var detent: SheetDetent?

  package init(
    path: String, style: ModalStyle, originTab: TabID, presenterPath: String, opener: SavedFocus,
    payload: [String: String] = [:], detent: SheetDetent? = nil
  ) {
    self.detent = detent
    self.path = path
    self.style = style
    self.originTab = originTab
    self.presenterPath = presenterPath
    self.opener = opener
    self.payload = payload.isEmpty ? nil : payload
  }
}
