import Foundation
import NavigationCore

/// A step only a journey has (the launch, time passing, checks, the fake app data), declared like an input
/// step (`InputStep`): its word, what it takes, how the rest of the line reads.
package struct JourneyOnlyStep: Sendable {
  package let word: String
  /// What follows the word, for help texts.
  package let arguments: String
  let read: @Sendable (_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyStep.Action
}

/// The journey's own steps; every other word is an input step (`InputSteps`).
package enum JourneySteps {
  package static let all: [JourneyOnlyStep] = [
    JourneyOnlyStep(
      word: "launch", arguments: "",
      read: { rest, _ throws(StepProblem) in
        guard rest.isEmpty else { throw StepProblem("'launch' takes no argument") }
        return .launch
      }),
    // `foreground 45m` is time passing, then the input step `foreground`.
    JourneyOnlyStep(
      word: "foreground", arguments: "[DURATION]",
      read: { rest, _ throws(StepProblem) in
        guard !rest.isEmpty else { return .input(.foreground) }
        guard let seconds = JourneyDuration.seconds(rest) else {
          throw StepProblem("'\(rest)' is not a duration like 45m")
        }
        return .advance(seconds: seconds, then: .foreground)
      }),
    JourneyOnlyStep(
      word: "wait", arguments: "DURATION",
      read: { rest, _ throws(StepProblem) in
        guard let seconds = JourneyDuration.seconds(rest) else {
          throw StepProblem("wait needs a duration like 10m, not '\(rest)'")
        }
        return .advance(seconds: seconds, then: nil)
      }),
    JourneyOnlyStep(word: "expect", arguments: "KEY VALUE", read: readExpect),
    JourneyOnlyStep(
      word: "data", arguments: "delete KIND ID|restore KIND ID|fail [REASON]|fail-save [REASON]|recover",
      read: readData),
  ]

  private static let byWord: [String: JourneyOnlyStep] = Dictionary(
    all.map { ($0.word, $0) }, uniquingKeysWith: { first, _ in first })

  /// The journey step named `word`, nil when it is an input step's word or none.
  static func step(_ word: String) -> JourneyOnlyStep? { byWord[word] }

  static func readExpect(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyStep.Action {
    var (keyText, value) = rest.splitFirstWord()
    guard let key = ExpectKey(rawValue: keyText) else {
      throw StepProblem(
        "unknown expect key '\(keyText)' (keys: \(ExpectKey.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    guard !value.isEmpty else { throw StepProblem("expect \(keyText) needs a value") }
    switch key {
    case .tabLabel:
      let (tab, label) = value.splitFirstWord()
      guard registry.tab(TabID(tab)) != nil, !label.isEmpty else {
        throw StepProblem("expect tab-label takes a tab id and the label")
      }
      // `{tabs}` is the number of registered tabs: a feature's journey asserts its own tab's label and
      // keeps holding when another team adds a tab.
      value = value.replacingOccurrences(of: Journey.tabCountPlaceholder, with: String(registry.tabs.count))
    case .draft:
      if value.splitFirstWord().1.isEmpty {
        throw StepProblem("expect draft takes a field and its value (none for no value)")
      }
    case .badge:
      let (tab, badge) = value.splitFirstWord()
      guard registry.tab(TabID(tab)) != nil, !badge.isEmpty else {
        throw StepProblem("expect badge takes a tab id and the badge's text (none for no badge)")
      }
    case .depth:
      if Int(value) == nil { throw StepProblem("expect depth takes a number, not '\(value)'") }
    default:
      break
    }
    return .expect(key: key, value: value)
  }

  static func readData(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyStep.Action {
    let (change, argument) = rest.splitFirstWord()
    func kindAndID(_ change: String) throws(StepProblem) -> (String, String) {
      let (kind, id) = argument.splitFirstWord()
      guard !kind.isEmpty, !id.isEmpty, !id.contains(" ") else {
        throw StepProblem("data \(change) takes a kind and an id")
      }
      return (kind, id)
    }
    switch change {
    case "delete":
      let (kind, id) = try kindAndID(change)
      return .data(.delete(kind: kind, id: id))
    case "restore":
      let (kind, id) = try kindAndID(change)
      return .data(.restore(kind: kind, id: id))
    case "fail":
      return .data(.fail(argument.isEmpty ? "database unavailable" : argument))
    case "fail-save":
      return .data(.failSave(argument.isEmpty ? "the save was refused" : argument))
    case "recover":
      guard argument.isEmpty else { throw StepProblem("data recover takes no argument") }
      return .data(.recover)
    default:
      throw StepProblem("data takes delete KIND ID, restore KIND ID, fail [REASON], fail-save [REASON] or recover")
    }
  }
}
