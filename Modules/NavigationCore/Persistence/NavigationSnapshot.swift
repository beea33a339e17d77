public import Foundation

/// The saved form of a ``NavigationState``: versioned, stamped, and holding every screen as its canonical
/// path, so that restoring resolves (and validates) every screen again.
public struct NavigationSnapshot: Hashable, Codable, Sendable {
  /// The schema this build writes and reads. Any other version is a fresh start.
  public static let currentVersion = 1

  public var version: Int
  public var savedAt: Date
  public var sessionEnd: SessionEnd
  public var selectedTab: TabID
  /// Tab → screens above the root, bottom first.
  public var stacks: [TabID: [SavedScreen]]
  public var modals: [SavedModal]
  public var scrollPositions: [String: Double]
  public var pendingDeepLink: String?

  public init(
    version: Int = NavigationSnapshot.currentVersion,
    savedAt: Date,
    sessionEnd: SessionEnd,
    selectedTab: TabID,
    stacks: [TabID: [SavedScreen]],
    modals: [SavedModal],
    scrollPositions: [String: Double] = [:],
    pendingDeepLink: String? = nil
  ) {
    self.version = version
    self.savedAt = savedAt
    self.sessionEnd = sessionEnd
    self.selectedTab = selectedTab
    self.stacks = stacks
    self.modals = modals
    self.scrollPositions = scrollPositions
    self.pendingDeepLink = pendingDeepLink
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
          opener: $0.opener, payload: $0.screen.payload)
      },
      scrollPositions: state.scrollPositions,
      pendingDeepLink: state.pendingDeepLink)
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

  /// The JSON encoding stores use: sorted keys, ISO 8601 dates, so equal snapshots are equal bytes.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .millisecondsSince1970
    return try encoder.encode(self)
  }

  /// Decodes a snapshot, or says why the bytes are not one.
  public static func decode(_ data: Data) throws(SnapshotError) -> NavigationSnapshot {
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    let header: Header
    do { header = try decoder.decode(Header.self, from: data) } catch {
      throw .corrupt(String(describing: error).truncatedForLog)
    }
    guard header.version == currentVersion else { throw .unsupportedVersion(header.version) }
    do { return try decoder.decode(NavigationSnapshot.self, from: data) } catch {
      throw .corrupt(String(describing: error).truncatedForLog)
    }
  }
}

/// A saved screen: its canonical path and restoration payload.
public struct SavedScreen: Hashable, Codable, Sendable {
  public var path: String
  public var payload: [String: String]?

  public init(path: String, payload: [String: String] = [:]) {
    self.path = path
    self.payload = payload.isEmpty ? nil : payload
  }
}

/// A saved modal.
public struct SavedModal: Hashable, Codable, Sendable {
  public var path: String
  public var style: ModalStyle
  public var originTab: TabID
  public var presenterPath: String
  public var opener: String
  public var payload: [String: String]?

  public init(
    path: String, style: ModalStyle, originTab: TabID, presenterPath: String, opener: String,
    payload: [String: String] = [:]
  ) {
    self.path = path
    self.style = style
    self.originTab = originTab
    self.presenterPath = presenterPath
    self.opener = opener
    self.payload = payload.isEmpty ? nil : payload
  }
}

/// Why saved bytes could not be used.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  case corrupt(String)
  case unsupportedVersion(Int)
  case storeFailed(String)

  public var description: String {
    switch self {
    case .corrupt(let detail): "the saved state is corrupt (\(detail))"
    case .unsupportedVersion(let version):
      "the saved state has schema version \(version), this build reads \(NavigationSnapshot.currentVersion)"
    case .storeFailed(let detail): "the state store failed: \(detail)"
    }
  }
}
