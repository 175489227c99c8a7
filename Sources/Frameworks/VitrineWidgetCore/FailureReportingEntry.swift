/// An entry that can say why it shows an error or an outdated state.
///
/// A front end reads ``failure`` to tell the person what went wrong (on standard error, in the
/// event log) instead of leaving an error state to look like data.
public protocol FailureReportingEntry: TimelineEntry {
  /// Why the data behind the entry could not be had, or `nil` when it is current.
  var failure: (any Error)? { get }
}
