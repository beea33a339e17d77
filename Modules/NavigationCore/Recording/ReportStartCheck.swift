extension NavigationEngine {
  /// Why a navigation report's starting state (its `# start:` header) is not one the app could have been
  /// in, or nil when it is: the first problem the one admission finds (``admission(of:)``), the door every state
  /// from outside passes, with where focus stood.
  ///
  /// A report is text anyone can edit. A start the admission would repair (a screen cut, an opener or a detent
  /// rewritten, an alert closed, a result dropped) is refused, never run: a replay must start where the session
  /// was, field by field, or it proves nothing.
  package func startStateProblem(_ state: NavigationState, focus: SavedFocus? = nil) -> AdmissionProblem? {
    admission(of: AdmissionCandidate(state, focus: focus)).problems.first
  }

  /// What is wrong with a report's starting announcement, as data from outside: a screen no link resolves to
  /// (its path would be read out as written), or a kept text with a problem (``keptTextProblem(_:)``). Nil for
  /// one the replay can word; an older report's words are shown as written.
  package func startAnnouncementProblem(_ kept: KeptAnnouncement) -> String? {
    if let path = kept.screen, case .failure = registry.resolve(path: path, today: environment.today) {
      return "its screen '\(path.truncatedForLog)' is not one the app has"
    }
    return [kept.error, kept.toast].lazy.compactMap { $0.flatMap(self.keptTextProblem) }.first
  }
}
