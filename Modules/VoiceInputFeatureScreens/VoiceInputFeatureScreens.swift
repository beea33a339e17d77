// Voice input's screen: Apple-only (SwiftUI); on Linux this target compiles to nothing, and Tools/SwiftUIHost runs
// it.
#if canImport(SwiftUI)
  import Foundation
  public import NavigationSwiftUI
  import NavigationCore
  import SwiftUI
  import VoiceInputFeature
  import VoiceInputRoutes

  /// The voice input sheet. It keeps no data of the app: the session (phase and transcript) is the sheet's
  /// restoration payload, which the feature's `voice` command changes.
  public struct VoiceInputFeatureScreens: FeatureScreens {
    public var module: String { VoiceInputFeature().name }

    public init() {}

    public func register(in screens: inout ScreenRegistrar) {
      screens.screen(for: VoiceInput.self) { _, context in
        VoiceInputSheet(session: VoiceSession(screen: context.screen), context: context)
      }
    }
  }

  /// Record, stop, complete or cancel; what was heard so far. A speech recognizer the app runs sends its text
  /// with `voice transcribe TEXT`.
  struct VoiceInputSheet: View {
    let session: VoiceSession
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(status).font(.headline)
        if !session.transcript.isEmpty { Text(session.transcript) }
        if session.phase == .recording {
          Button(VoiceInputText.stop.text(in: context.localization)) { context.command("voice", "stop") }
        } else {
          Button((session.phase == .paused ? VoiceInputText.resume : .record).text(in: context.localization)) {
            context.command("voice", "start")
          }
        }
        if !session.transcript.isEmpty {
          Button(VoiceInputText.done.text(in: context.localization)) { context.command("voice", "complete") }
        }
        Button(VoiceInputText.cancel.text(in: context.localization), role: .cancel) {
          context.command("voice", "cancel")
        }
      }
      .padding(16)
    }

    private var status: String {
      let key: VoiceInputText =
        switch session.phase {
        case .recording: .statusRecording
        case .paused: .statusPaused
        case .transcribed: .statusTranscribed
        default: .statusIdle
        }
      return key.text(in: context.localization)
    }
  }
#endif
