/// Every size limit of the navigation model, declared once.
///
/// Stored bytes, links and typed input are hostile: whatever crosses one of these limits is refused or
/// truncated with a logged reason, in time that does not grow with the input beyond the limit. The DocC
/// article "State restoration" and DESIGN.md list the same values.
public enum NavigationLimits {
  /// The longest link or in-app path the resolver reads, in UTF-8 bytes.
  @_spi(Fuzzing) public static let linkBytes = 2_048
  /// The largest encoded snapshot a store reads or writes, in bytes.
  package static let snapshotBytes = 1_048_576
  /// The most stored bytes a state's screens may take in a snapshot, over all tabs: every stack's and
  /// modal's paths, payloads and scroll positions, counted as input arrives (a push, a presentation, a
  /// link's screens, an edit, a feature's payload). An input that would pass it is refused, or its payload
  /// cut, with a reason; a restore cuts at it, as at every other limit. So what the running app accepts, it
  /// can save, with any number of tabs and screens.
  ///
  /// The arithmetic, in bytes: a snapshot holds the budgeted screens (at most this) and a reserve for the
  /// rest, which per-item limits bound: the pending link (``linkBytes``, at most 6 stored bytes each as an
  /// escaped JSON string: 12,290), the alert's request (a path and an opener of at most ``linkBytes`` each:
  /// 24,600), per tab its name as a key of the stacks and its root's scroll position (about 60 bytes for the
  /// short names and paths tabs have) and the envelope (version, time, checksum,
  /// selected tab: under 300), the pending result (``resultBytes`` of JSON, at most twice that escaped, its
  /// presenter's path and route: about 4,200). 983,040 + 65,536 = 1,048,576 = ``snapshotBytes``, with room
  /// for about 330 tabs. The per-item limits below stay what they were (a stack of ``stackDepth`` entry screens
  /// takes about 40 KB; one full payload, ``payloadFields`` × ``payloadValueBytes``, 262 KB), and this total
  /// is what keeps their product (about 200 MB) from reaching a snapshot that could not be saved.
  package static let stateBytes = snapshotBytes - 65_536
  /// The most screens pushed above one tab's root.
  public static let stackDepth = 256
  /// The most modals shown over each other.
  @_spi(Fuzzing) public static let modalDepth = 8
  /// The most fields in one screen's restoration payload.
  @_spi(Fuzzing) public static let payloadFields = 32
  /// The longest value of one payload field (a draft, a transcript), in UTF-8 bytes.
  @_spi(Fuzzing) public static let payloadValueBytes = 8_192
  /// The longest value a presented route returns to its presenter (`PendingResult`), as canonical JSON in
  /// UTF-8 bytes: a choice, not a document.
  package static let resultBytes = 1_024
  /// The most remembered scroll positions: a snapshot keeps them only for screens that still exist; a running
  /// app, once a new one would pass the limit, drops those of screens it has left and then, if the screens
  /// still shown hold more, the least important, with a `truncated` event.
  @_spi(Fuzzing) public static let scrollEntries = 512
  /// The most inputs a session's recording keeps for its navigation report (`NavigationSession.navigationReport(privacy:)`):
  /// it keeps them in two halves, so a report replays at least the last half of this many and at most
  /// this many.
  public static let recordedInputs = 256
  /// The most answers of the app's data (an entry missing, a failed save) a recording keeps for its
  /// report's `data` steps; past it, a report says how many it left out.
  package static let recordedDataAnswers = 1_024
  /// The largest navigation report header (the starting state, the stored snapshot), in UTF-8 bytes: the
  /// snapshot limit, since a header holds at most a state and a snapshot.
  package static let reportHeaderBytes = 2 * snapshotBytes
  /// The longest tab badge an app sets at run time, in characters (a tab bar item has room for a few).
  package static let badgeCharacters = 16
  /// The largest link baseline file `composer validate` reads, in bytes.
  package static let baselineBytes = 4_194_304
}
