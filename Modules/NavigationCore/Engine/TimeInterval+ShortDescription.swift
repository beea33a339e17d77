import Foundation

extension TimeInterval {
  /// `45m`, `29m59s`, `2h`, `12s`; whole seconds, rounded down. Any interval is safe to describe:
  /// negative, non-finite or absurdly long ones (a hostile journey, a clock gone wrong) are clamped.
  package var shortDescription: String {
    guard isFinite, self >= 1 else { return "0s" }
    var seconds = Int(Swift.min(self, 1e15))
    var parts = ""
    if seconds >= 3600 {
      parts += "\(seconds / 3600)h"
      seconds %= 3600
    }
    if seconds >= 60 {
      parts += "\(seconds / 60)m"
      seconds %= 60
    }
    if seconds > 0 { parts += "\(seconds)s" }
    return parts
  }
}
