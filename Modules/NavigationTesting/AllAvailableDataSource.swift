public import NavigationCore

/// A data source in which everything exists and every save succeeds, storing nothing: for tests and benchmarks
/// that check no data. An app passes its own (`NavigationEnvironment` and `AppComposition`'s factories have no
/// default), since this one would hide deleted entries, an unavailable database and refused saves.
public struct AllAvailableDataSource: NavigationDataSource {
  public init() {}
  public func availability(of kind: String, id: String) -> DataAvailability { .available }
}
