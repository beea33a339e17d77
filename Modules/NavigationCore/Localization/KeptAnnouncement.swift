/// What VoiceOver announced, kept as what it names rather than as its words: the screen (by its path), the
/// modal newly shown, the screen's error and the toast read after it. Worded only when read
/// (``NavigationEngine/words(of:in:)``), so a report's starting announcement replayed under another language
/// reads in that language, as a kept toast does. The engine words every announcement through it, the English
/// of the announcement event and what VoiceOver says alike.
package struct KeptAnnouncement: Hashable, Sendable {
  /// The path of the screen announced; nil when only a toast was read.
  package var screen: String?
  /// The style of the modal newly shown, read with how to dismiss it.
  package var modal: ModalStyle?
  /// Why the screen shows its error state.
  package var error: LocalizedText?
  /// The toast read after the screen.
  package var toast: LocalizedText?
  /// The words of a report an older version wrote, which kept the announcement as words: shown as written.
  package var written: String?

  package init(screen: String?, modal: ModalStyle? = nil, error: LocalizedText? = nil, toast: LocalizedText? = nil) {
    self.screen = screen
    self.modal = modal
    self.error = error
    self.toast = toast
  }

  /// The announcement in `words`' language, `title` being the screen's label in it: the title, a modal's with
  /// how to dismiss it, or the title and why the screen shows its error; then the toast, by the table's join.
  package func worded(title: String?, in words: Localization) -> String {
    if let written { return written }
    var text = title.map { Self.screenPart(modal, title: $0, error: error, in: words) }
    if let toast {
      let toastWords = toast.resolved(in: words)
      text =
        text.map { words.core("announcement.toast", $0.hasSuffix(".") ? String($0.dropLast()) : $0, toastWords) }
        ?? toastWords
    }
    return text ?? ""
  }

  /// What VoiceOver says for the screen in `words`' language.
  static func screenPart(_ modal: ModalStyle?, title: String, error: LocalizedText?, in words: Localization) -> String {
    if let error { return words.core("announcement.error", title, error.resolved(in: words)) }
    guard let modal else { return title }
    return words.core(modal == .sheet ? "announcement.sheet" : "announcement.fullScreen", title)
  }
}

extension KeptAnnouncement: Codable {
  private enum CodingKeys: String, CodingKey {
    case screen, modal, error, toast
  }

  /// An older report's plain string reads back as its words, shown as written.
  package init(from decoder: any Decoder) throws {
    if let written = try? decoder.singleValueContainer().decode(String.self) {
      self.init(screen: nil)
      self.written = written
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      screen: try container.decodeIfPresent(String.self, forKey: .screen),
      modal: try container.decodeIfPresent(ModalStyle.self, forKey: .modal),
      error: try container.decodeIfPresent(LocalizedText.self, forKey: .error),
      toast: try container.decodeIfPresent(LocalizedText.self, forKey: .toast))
  }

  package func encode(to encoder: any Encoder) throws {
    if let written {
      var container = encoder.singleValueContainer()
      try container.encode(written)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(screen, forKey: .screen)
    try container.encodeIfPresent(modal, forKey: .modal)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encodeIfPresent(toast, forKey: .toast)
  }
}
