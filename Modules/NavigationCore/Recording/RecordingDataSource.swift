import Foundation

/// The app's data source as a recording session hands it to the engine: every answer passes through
/// unchanged, and the ones a replay must give again are noted for the session to take after each input.
///
/// A replay's fake data answers "available" and "saved" unless told otherwise, so only the answers that
/// differ from that are noted, plus the first normal answer after a failure (the replay must end its
/// outage there) and a normal answer about an item once reported missing (the item came back).
final class RecordingDataSource: NavigationDataSource, @unchecked Sendable {
  let base: any NavigationDataSource
  private let lock = NSLock()
  // Guarded by `lock`.
  private var pending: [DataAnswer] = []
  private var missing: Set<String> = []
  private var inOutage = false
  private var inSaveFailure = false
  /// Set once more items were missing than ``NavigationLimits/recordedDataAnswers``.
  private var missingOverflowed = false

  init(base: any NavigationDataSource) {
    self.base = base
  }

  func availability(of kind: String, id: String) -> DataAvailability {
    let answer = base.availability(of: kind, id: id)
    lock.withLock {
      switch answer {
      case .available:
        // Past the limit of remembered missing items, any available one may be one that came back: each is
        // noted (the report writer knows which it wrote as deleted).
        guard inOutage || missingOverflowed || (!missing.isEmpty && missing.contains(Self.key(kind, id))) else {
          return
        }
        inOutage = false
        missing.remove(Self.key(kind, id))
      case .missing:
        inOutage = false
        if missing.count < NavigationLimits.recordedDataAnswers {
          missing.insert(Self.key(kind, id))
        } else if !missing.contains(Self.key(kind, id)) {
          missingOverflowed = true
        }
      case .unavailable:
        inOutage = true
      }
      pending.append(.lookup(kind: kind, id: id, answer))
    }
    return answer
  }

  func save(_ edit: ScreenEdit) -> SaveOutcome {
    let outcome = base.save(edit)
    lock.withLock {
      switch outcome {
      case .saved:
        // A save that works after an outage ends it too: the replay's outage fails saves as well.
        guard inSaveFailure || inOutage else { return }
        inSaveFailure = false
        inOutage = false
      case .failed:
        inSaveFailure = true
      }
      pending.append(.save(kind: edit.kind, outcome))
    }
    return outcome
  }

  /// The answers noted since the last call.
  func take() -> [DataAnswer] {
    lock.withLock {
      guard !pending.isEmpty else { return [] }
      defer { pending.removeAll() }
      return pending
    }
  }

  private static func key(_ kind: String, _ id: String) -> String { kind + "/" + id.lowercased() }
}
