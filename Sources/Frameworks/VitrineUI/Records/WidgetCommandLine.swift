import VitrineWidgetCore

/// The command line `@main` on a widget bundle runs: `vitrine` over the bundle's widgets.
///
/// VitrineCLI registers it in a record (``RuntimeRecords``) and WidgetKit's `main()` finds it,
/// so the `WidgetKit` module does not depend on the command line, and the widgets that ship
/// with Vitrine (which the command line includes) can import `WidgetKit` as iOS code does.
/// The `WidgetKit` library product links VitrineCLI in.
public struct WidgetCommandLine: Sendable {
  /// Runs the command line with `arguments` (without the program name) over `widgets` and
  /// `controls` and returns its exit code.
  public let run: @Sendable ([String], [WidgetDescriptor], [ControlDescriptor]) async -> Int32

  /// A command line that runs `run`.
  public init(
    run: @escaping @Sendable ([String], [WidgetDescriptor], [ControlDescriptor]) async -> Int32
  ) {
    self.run = run
  }

  /// The kind of its record, "vcli" as four ASCII bytes.
  public static let recordKind: UInt32 = 0x7663_6C69

  /// The command line linked into this program, if any.
  public static var registered: WidgetCommandLine? {
    RuntimeRecords.values(of: WidgetCommandLine.self, kind: recordKind).first
  }
}
