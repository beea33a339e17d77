public import NavigationCore
public import NutritionDisplayRoutes
import VoiceInputRoutes

/// Voice input: the sheet the floating button opens, the recording session it owns, and the guard that
/// keeps a recording from being lost.
public struct VoiceInputFeature: RouteModule {
  public let name = "VoiceInput"

  /// The route a completed voice input shows: the nutrition review, named by its value type from
  /// NutritionDisplayRoutes (a feature imports another team's routes, never its feature module). A test or
  /// another app composes voice input with a review of its own.
  let reviewRoute: any RouteValue.Type

  public init(reviewRoute: any RouteValue.Type = NutritionReview.self) {
    self.reviewRoute = reviewRoute
  }

  public var routes: [RouteDefinition] {
    var sheet = RouteDefinition(
      VoiceInput.self, placement: .modal(.sheet), title: VoiceInputText.title,
      accessibilityHint: .hint, exposure: .internalOnly, links: [reviewRoute],
      onBackground: { payload in
        var session = VoiceSession(payload: payload)
        if session.phase == .recording { session.phase = .paused }
        payload = session.payload
      })
    // What the user said stays out of a navigation report unless the app opts in.
    sheet.userTextFields = ["transcript"]
    return [sheet]
  }

  public var floatingButtonRoute: RouteID? { VoiceInput.routeID }

  public var guards: [any NavigationGuard] { [VoiceSessionGuard()] }

  public var commands: [FeatureCommand] {
    let reviewRoute = reviewRoute.routeID
    return [
      FeatureCommand(
        verb: "voice", usage: "voice start|stop|cancel|complete|transcribe TEXT",
        summary: "Record, transcribe, complete or cancel voice input on the voice sheet", userTextFromWord: 1,
        checkArgument: VoiceCommand.check
      ) { argument, session in
        VoiceCommand.run(argument, reviewRoute: reviewRoute, session: &session)
      }
    ]
  }
}

/// The voice-input session, kept in the voice sheet's restoration payload so it survives backgrounding.
public struct VoiceSession: Hashable, Sendable {

  public enum Phase: String, Hashable, Sendable {
    case idle, recording, paused, transcribed
  }

  public var phase: Phase
  public var transcript: String

  public init(phase: Phase = .idle, transcript: String = "") {
    self.phase = phase
    self.transcript = transcript
  }

  /// The session of a voice sheet's screen (kept in its restoration payload).
  public init(screen: Screen) { self.init(payload: screen.payload) }

  init(payload: [String: String]) {
    phase = payload["phase"].flatMap(Phase.init(rawValue:)) ?? .idle
    transcript = payload["transcript"] ?? ""
  }

  var payload: [String: String] {
    var payload = ["phase": phase.rawValue]
    if !transcript.isEmpty { payload["transcript"] = transcript }
    return payload
  }

  /// The session of the voice sheet in `state`, if one is presented.
  public static func current(in state: NavigationState) -> VoiceSession? {
    state.modals.last { $0.screen.route == VoiceInput.routeID }.map { VoiceSession(payload: $0.screen.payload) }
  }

  /// Recording, or paused with the recording kept.
  public var isCapturing: Bool { phase == .recording || phase == .paused }

  /// Something would be lost by closing the sheet.
  public var hasUnsavedInput: Bool { isCapturing || !transcript.isEmpty }
}

/// Links wait until voice input ends (its sheet closes); while it records, tab taps and back are blocked;
/// closing it with a recording or a transcript asks first.
struct VoiceSessionGuard: NavigationGuard {
  let name = "voice-input"

  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
    guard let session = VoiceSession.current(in: state) else { return .allow }
    let voiceOnTop = state.topModal?.screen.route == VoiceInput.routeID
    switch request.kind {
    case .deepLink:
      return .postpone(reason: "voice input is in progress")
    case .tabSelection where session.isCapturing:
      return .deny(reason: "voice input is recording")
    case .back where session.isCapturing && voiceOnTop:
      return .deny(reason: "voice input is recording")
    case .back, .dismiss:
      guard session.hasUnsavedInput, voiceOnTop || request == .dismissAll else { return .allow }
      return session.isCapturing
        ? .confirm(
          message: VoiceInputText.discardMessage.kept(), confirmTitle: VoiceInputText.discardConfirm.kept(),
          cancelTitle: VoiceInputText.discardCancel.kept())
        : .confirm(
          message: VoiceInputText.discardTranscriptMessage.kept(),
          confirmTitle: VoiceInputText.discardTranscriptConfirm.kept(),
          cancelTitle: VoiceInputText.discardTranscriptCancel.kept())
    case .tabSelection, .forward:
      return .allow
    }
  }
}

/// The `voice` command's sub-commands.
enum VoiceCommand {
  /// Why `argument` is no form of the command, whatever the state; nil when it is one.
  @Sendable static func check(_ argument: String) -> String? {
    let (word, rest) = split(argument)
    guard ["start", "stop", "cancel", "complete", "transcribe"].contains(word) else {
      return "voice takes start, stop, cancel, complete or transcribe TEXT, not '\(argument)'"
    }
    if word == "transcribe", rest.isEmpty { return "voice transcribe needs the text" }
    if word != "transcribe", !rest.isEmpty { return "voice \(word) takes no argument" }
    return nil
  }

  static func run(_ argument: String, reviewRoute: RouteID, session: inout CommandSession) -> CommandResult {
    let (word, rest) = split(argument)
    guard let top = session.state.topModal, top.screen.route == VoiceInput.routeID else {
      return .ignored("voice input is not shown")
    }
    var voice = VoiceSession(payload: top.screen.payload)
    switch word {
    case "start":
      guard voice.phase != .recording else { return .ignored("already recording") }
      voice.phase = .recording
    case "stop":
      guard voice.isCapturing else { return .ignored("not recording") }
      voice.phase = voice.transcript.isEmpty ? .idle : .transcribed
    case "transcribe":
      guard voice.isCapturing else { return .ignored("not recording") }
      voice.transcript = voice.transcript.isEmpty ? rest : voice.transcript + " " + rest
    case "complete":
      guard !voice.transcript.isEmpty else { return .ignored("nothing has been transcribed") }
      do {
        try session.replaceTopModal(with: reviewRoute, payload: ["transcript": voice.transcript])
      } catch {
        return .ignored(error.description)
      }
      session.report("voice.completed", voice.transcript)
      return .done
    default:  // cancel
      session.dismissTopModal()
      return .done
    }
    session.updateTopModalPayload { $0 = voice.payload }
    return .done
  }

  private static func split(_ argument: String) -> (String, String) {
    let trimmed = argument.trimmingPrefix(while: \.isWhitespace)
    guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (String(trimmed), "") }
    return (String(trimmed[..<space]), String(trimmed[space...].trimmingPrefix(while: \.isWhitespace)))
  }
}
