/// An intent that a Live Activity's button or toggle performs, as in AppIntents.
///
/// On iOS the system performs a `LiveActivityIntent` in the app's process, so it can start,
/// update or end the app's Live Activities. Vitrine's host performs every widget intent itself,
/// so a `LiveActivityIntent` is performed exactly as an ``AppIntent`` is: by `Button(intent:)`
/// and `Toggle(isOn:intent:)` in a Live Activity's presentations or in a widget.
public protocol LiveActivityIntent: AppIntent {}
