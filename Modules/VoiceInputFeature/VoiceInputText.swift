public import Foundation
public import NavigationCore

/// Voice input's words: the sheet, its guard's questions, its screen and the floating button that opens it.
public enum VoiceInputText: String, StringTableKey {
  case title = "voiceInput.title"
  case hint = "voiceInput.hint"
  /// The floating button's texts, which the app names in its definition.
  case buttonLabel = "voiceInput.button.label"
  case buttonHint = "voiceInput.button.hint"
  case buttonKeyTitle = "voiceInput.button.keyTitle"
  case discardMessage = "voiceInput.discard.message"
  case discardConfirm = "voiceInput.discard.confirm"
  case discardCancel = "voiceInput.discard.cancel"
  case discardTranscriptMessage = "voiceInput.discardTranscript.message"
  case discardTranscriptConfirm = "voiceInput.discardTranscript.confirm"
  case discardTranscriptCancel = "voiceInput.discardTranscript.cancel"
  case statusIdle = "voiceInput.status.idle"
  case statusRecording = "voiceInput.status.recording"
  case statusPaused = "voiceInput.status.paused"
  case statusTranscribed = "voiceInput.status.transcribed"
  case record = "voiceInput.record"
  case resume = "voiceInput.resume"
  case stop = "voiceInput.stop"
  case done = "voiceInput.done"
  case cancel = "voiceInput.cancel"

  public static var bundle: Bundle { .module }
}
