import Foundation

/// A navigation report: the journey that reproduces what a session did lately, written from its
/// ``NavigationRecording``. `composer simulate` runs it as it is, and its last lines `expect` the state the
/// app was in, so a report proves itself.
///
/// Its form (the composer's contract, DESIGN.md):
/// ```
/// # now: 2024-11-20T09:00:00.000Z       the clock at the window's start, to the millisecond, in UTC
/// # time-zone: Europe/Paris              the session's named time zone
/// # locale: de                           the session's language, when it is not English
/// # start: {"selectedTab":"today",…}     the session at the window's start, one line of JSON
/// # store: {…}|none|unreadable           what the store held, when a launch is in the window
/// wait 1s500ms                           the time between inputs
/// data delete entry 0b1c…                an answer of the app's data the next input relies on
/// tap history                            one step per recorded input
/// expect tab history                     the state when the report was made
/// ```
package enum NavigationReport {
  /// The first line of every report after its headers.
  package static let title = "# navigation report · replay: composer simulate FILE"

  /// What the writer keeps private, worked out once from the registry.
  package struct Redaction {
    /// Query keys some route reads: their values are route parameters and stay.
    var queryKeys: Set<String>
    /// Payload fields that hold the user's text.
    var privateFields: Set<String>
    var commandUserText: [String: Int]

    package init(registry: RouteRegistry) {
      queryKeys = Set(registry.routes.flatMap(\.definition.queryKeys))
      privateFields = Set(
        registry.routes.flatMap { $0.definition.userTextFields.union($0.definition.editing?.fields ?? []) })
      commandUserText = Dictionary(
        registry.commands.compactMap { command in command.userTextFromWord.map { (command.verb, $0) } },
        uniquingKeysWith: { first, _ in first })
    }

    package func link(_ link: String) -> String { ReportPrivacy.redact(link: link, keeping: queryKeys) }

    func payload(_ payload: [String: String]) -> [String: String] {
      var redacted = payload
      for (field, value) in payload where privateFields.contains(field) {
        redacted[field] = ReportPrivacy.placeholder(value)
      }
      return redacted
    }

    func request(_ request: NavigationRequest) -> NavigationRequest {
      switch request {
      case .openLink(let text): return .openLink(link(text))
      // An in-app path's query and fragment are the user's as a link's are.
      case .show(let path): return .show(path: link(path))
      case .replace(let path): return .replace(path: link(path))
      default: return request
      }
    }

    func input(_ input: NavigationInput) -> NavigationInput {
      switch input {
      case .request(let request): return .request(self.request(request))
      case .edit(let field, let value): return .edit(field: field, value: ReportPrivacy.placeholder(value))
      case .command(let verb, let argument):
        guard let from = commandUserText[verb], let start = Self.start(ofWord: from, in: argument) else { return input }
        // Everything from that word on, separators and all: the placeholder keeps them, so the command reads
        // the same words from it.
        return .command(
          verb: verb, argument: String(argument[..<start]) + ReportPrivacy.placeholder(argument[start...]))
      default: return input
      }
    }

    /// Where word `number` (from 0) of `text` starts, words being split at any white space or separator
    /// (`Character.isWhitespace`, the rule a feature's command reads its words by); nil when it has fewer.
    static func start(ofWord number: Int, in text: String) -> String.Index? {
      var index = text.startIndex
      func skip(whitespace: Bool) {
        while index < text.endIndex, text[index].isWhitespace == whitespace { index = text.index(after: index) }
      }
      skip(whitespace: true)
      for _ in 0..<number {
        skip(whitespace: false)
        skip(whitespace: true)
      }
      return index < text.endIndex ? index : nil
    }

    func state(_ state: NavigationState) -> NavigationState {
      var redacted = state
      redacted.rewritePayloads { payload($0.payload) }
      redacted.rewriteAlertRequest(request)
      redacted.pendingDeepLink = state.pendingDeepLink.map(link)
      return redacted
    }

    func snapshot(_ snapshot: NavigationSnapshot) -> NavigationSnapshot {
      var redacted = snapshot
      redacted.stacks = snapshot.stacks.mapValues { stack in
        stack.map { screen in
          var screen = screen
          screen.payload = screen.payload.map(payload)
          return screen
        }
      }
      redacted.modals = snapshot.modals.map { modal in
        var modal = modal
        modal.payload = modal.payload.map(payload)
        return modal
      }
      redacted.pendingDeepLink = snapshot.pendingDeepLink.map(link)
      redacted.alertRequest = snapshot.alertRequest.map(request)
      return redacted
    }
  }

  /// What the session is when the report is made.
  package struct Ending {
    var state: NavigationState
    var announcement: String?
    var focus: String?
    var transition: ScreenTransition?
  }

  /// The report's text.
  package static func text(
    of recording: NavigationRecording, ending: Ending, engine: NavigationEngine, privacy: ReportPrivacy
  ) -> String {
    let registry = engine.registry
    let redaction = privacy == .redacted ? Redaction(registry: registry) : nil
    var lines: [String] = []
    var start = recording.start
    if let redaction {
      start.state = redaction.state(start.state)
      start.lastInput = start.lastInput.map(redaction.input)
    }
    let startMilliseconds = milliseconds(start.at)
    lines.append(JourneyHeader.now.line(iso8601(milliseconds: startMilliseconds)))
    lines.append(JourneyHeader.timeZone.line(engine.environment.timeZone.identifier))
    // The language the session's texts were in, so the replay's `expect` lines read the same words. English,
    // the replay's default, is left out: reports of English sessions read as they always did.
    if engine.registry.localization.language != Localization.english.language {
      lines.append(JourneyHeader.locale.line(engine.registry.localization.language))
    }
    let lastInputStep = start.lastInput.flatMap { InputSteps.line(for: $0) }
    lines.append(JourneyHeader.start.line(ReportStartHeader(start, lastInput: lastInputStep).encodedLine()))
    let entries = recording.entries
    for entry in entries {
      guard case .launch(let stored) = entry.step else { continue }
      lines.append(JourneyHeader.store.line(storeHeader(stored, redaction: redaction)))
      break
    }
    lines.append(title)
    lines.append(
      "# \(entries.count) input\(entries.count == 1 ? "" : "s") · " + (privacy == .redacted ? "redacted" : "full"))
    if recording.droppedAnswers > 0 {
      lines.append("# \(recording.droppedAnswers) answers of the app's data were past the recording's limit")
    }
    let (inputs, unsent) = steps(of: entries, from: startMilliseconds, redaction: redaction)
    lines += inputs
    lines.append("# final state")
    let expected = expectations(of: ending, engine: engine, redaction: redaction)
    lines += unsent ? expected.map { "# not expected: " + $0 } : expected
    return lines.joined(separator: "\n") + "\n"
  }

  /// The window's entries as steps, from `start` (milliseconds): waits, data answers, launches and inputs; and
  /// whether an input that changed the state could not be written (the replay is then not held to the state it
  /// left: the final `expect` lines are written as comments).
  private static func steps(
    of entries: [NavigationRecording.Entry], from start: Int64, redaction: Redaction?
  ) -> (lines: [String], unsent: Bool) {
    var lines: [String] = []
    var clock = start
    var data = ReplayData()
    var unsent = false
    for entry in entries {
      let at = milliseconds(entry.at)
      if at > clock {
        lines += waitSteps(milliseconds: at - clock)
        clock = at
      } else if at < clock {
        lines.append("# the clock went back \(at - clock)ms here; the replay keeps time going forward")
      }
      lines += data.steps(for: entry.answers)
      switch entry.step {
      case .launch:
        lines += JourneySteps.line(for: .launch).map { [$0] } ?? []
      case .input(let input):
        let written = redaction?.input(input) ?? input
        guard let text = InputSteps.line(for: written), !entry.rejected else {
          lines.append("# not replayable: " + escaped(written.description))
          unsent = unsent || !entry.rejected
          continue
        }
        lines.append(text)
      }
    }
    return (lines, unsent)
  }

  // MARK: - Steps

  /// `text` as a JSON string literal, on one line.
  package static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar == "\u{2028}" || scalar == "\u{2029}"
        {
          result += "\\u" + padded(String(scalar.value, radix: 16), to: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `digits` with zeros before them up to `width` characters (`0041`, `007`).
  private static func padded(_ digits: String, to width: Int) -> String {
    String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  static func escaped(_ text: String) -> String {
    let literal = jsonString(text)
    return String(literal.dropFirst().dropLast())
  }

  // MARK: - Time

  /// `date` in whole milliseconds (``WholeMilliseconds``: truncated, never rounded across a second or a
  /// midnight).
  static func milliseconds(_ date: Date) -> Int64 {
    // A clock beyond what a journey can write is held at the edge (about 285,000 years either way).
    let edge: Int64 = 9_000_000_000_000_000
    guard let whole = WholeMilliseconds.of(date) else { return date.timeIntervalSince1970 < 0 ? -edge : edge }
    return max(-edge, min(edge, whole))
  }

  /// `2024-11-20T09:00:00.000Z`, by the package's own civil-date arithmetic: the proleptic Gregorian
  /// calendar for every year (Foundation's Gregorian calendar is Julian before 1582, nine days away in
  /// 1500). A year outside 1...9999 is written with as many digits as it has (and a sign before 1), which
  /// a journey's clock refuses by name.
  package static func iso8601(milliseconds: Int64) -> String {
    let day = milliseconds >= 0 ? milliseconds / 86_400_000 : -((-milliseconds + 86_399_999) / 86_400_000)
    let withinDay = Int(milliseconds - day * 86_400_000)
    let (year, month, dayOfMonth) = Day.civil(dayNumber: Int(day))
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = (year < 0 ? "-" : "") + padded(String(year.magnitude), to: 4)
    return yearText + "-" + two(month) + "-" + two(dayOfMonth) + "T" + two(withinDay / 3_600_000) + ":"
      + two(withinDay / 60_000 % 60) + ":" + two(withinDay / 1000 % 60) + "." + padded("\(withinDay % 1000)", to: 3)
      + "Z"
  }

  /// `wait` steps for `milliseconds` (`1h30m`, `1s500ms`); each at most a journey's longest wait.
  static func waitSteps(milliseconds: Int64) -> [String] {
    let longest: Int64 = 3_000_000_000 * 1000
    var left = milliseconds
    var steps: [String] = []
    while left > 0 {
      let part = min(left, longest)
      left -= part
      steps += JourneySteps.line(for: .advance(seconds: Double(part) / 1000, then: nil)).map { [$0] } ?? []
    }
    return steps
  }

  // MARK: - Headers

  static func storeHeader(_ stored: NavigationRecording.StoredAtLaunch, redaction: Redaction?) -> String {
    switch stored {
    case .empty: return "none"
    case .unreadable: return "unreadable"
    case .snapshot(let snapshot):
      let written = redaction?.snapshot(snapshot) ?? snapshot
      guard let data = try? written.encoded() else { return "unreadable" }
      return String(decoding: data, as: UTF8.self)
    }
  }

  // MARK: - Data

  /// The fake data of a replay as the `data` steps written so far leave it, and the steps that make it
  /// give an entry's answers.
  struct ReplayData {
    var deleted: Set<String> = []
    var outage: String?
    var saveFailure: String?
    private var lines: [String] = []

    mutating func steps(for answers: [DataAnswer]) -> [String] {
      lines = []
      for answer in answers {
        switch answer {
        case .lookup(let kind, let id, let availability): lookup(kind: kind, id: id, availability)
        case .save(_, .saved): if outage != nil || saveFailure != nil { write(.recover) }
        case .save(_, .failed(let reason)): failedSave(JourneyAction.DataChange.reason(reason))
        }
      }
      return lines
    }

    private mutating func lookup(kind: String, id: String, _ availability: DataAvailability) {
      let key = kind + "/" + id.lowercased()
      switch availability {
      case .available:
        if outage != nil { write(.recover) }
        if deleted.contains(key) { write(.restore(kind: kind, id: id)) }
      case .missing:
        if outage != nil { write(.recover) }
        if !deleted.contains(key) { write(.delete(kind: kind, id: id)) }
      case .unavailable(let reason):
        let reason = JourneyAction.DataChange.reason(reason)
        if outage != reason { write(.fail(reason)) }
      }
    }

    private mutating func failedSave(_ reason: String) {
      // In an outage the replay's saves fail with the outage's reason: a new reason is a new outage.
      if outage != nil {
        if outage != reason { write(.fail(reason)) }
      } else if saveFailure != reason {
        write(.failSave(reason))
      }
    }

    /// Writes the step of `change` and keeps what it leaves; a change no journey line holds (a kind or an id
    /// that is not one word) is left out.
    private mutating func write(_ change: JourneyAction.DataChange) {
      guard let line = JourneySteps.line(for: .data(change)) else { return }
      lines.append(line)
      switch change {
      case .delete(let kind, let id): deleted.insert(kind + "/" + id.lowercased())
      case .restore(let kind, let id): deleted.remove(kind + "/" + id.lowercased())
      case .fail(let reason): outage = reason
      case .failSave(let reason): saveFailure = reason
      case .recover:
        outage = nil
        saveFailure = nil
      }
    }
  }

  // MARK: - Expectations

  /// The report's closing `expect` lines: what ``ExpectReading`` reads of the ending, the keys every report
  /// checks, then each payload field of the screen on top and, only when one waits for it, a closed route's
  /// result (so every other report ends as it always did). The pending link and the payload are redacted as
  /// the report is.
  static func expectations(of ending: Ending, engine: NavigationEngine, redaction: Redaction?) -> [String] {
    let reading = ExpectReading(
      state: ending.state, engine: engine, announcement: ending.announcement, focus: ending.focus,
      transition: ending.transition)
    let keys: [ExpectKey] = [
      .tab, .top, .depth, .modal, .phase, .tabbar, .fab, .alert, .pending, .toast, .backLabel, .title, .error,
      .announcement, .focus, .transition,
    ]
    var values: [(ExpectKey, String?)] = keys.map { ($0, reading.value(of: $0)) }
    if let redaction, let link = ending.state.pendingDeepLink, let index = keys.firstIndex(of: .pending) {
      values[index].1 = redaction.link(link)
    }
    let payload = redaction?.payload(reading.payload) ?? reading.payload
    for field in payload.keys.sorted() {
      guard let name = InputSteps.word(field) else { continue }
      values.append((.draft, payload[field].map { "\(name) \($0)" }))
    }
    if reading.resultWaits { values.append((.result, reading.value(of: .result))) }
    return values.map { key, value in
      value.flatMap { JourneySteps.line(for: .expect(key: key, value: $0)) }
        ?? "# expect \(key.rawValue): a value a journey line cannot hold"
    }
  }
}
