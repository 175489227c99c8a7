import Foundation
import VitrineUI
import VitrineWidgetCore

extension WidgetBundle {
  /// What `@main` on a bundle runs: the `vitrine` command line over this bundle's widgets.
  ///
  /// On iOS `@main` marks the widget extension's entry point; here it builds an executable that
  /// renders, simulates and inspects the bundle's widgets (`my-widgets render MyWidget --family
  /// systemSmall -o x.png`) and exits with the command's status (0, 1 on failure, 2 on misuse).
  public static func main() async {
    let bundle = Self()
    exit(await WidgetEntryPoint.run(bundle.descriptors, bundle.controlDescriptors))
  }
}

extension Widget {
  /// What `@main` on a single widget runs: the `vitrine` command line over that widget.
  ///
  /// The same as a bundle's entry point, for an extension that ships one widget.
  public static func main() async {
    exit(await WidgetEntryPoint.run(Self().descriptors))
  }
}

/// Runs the command line VitrineCLI registers (the `WidgetKit` product links it in).
enum WidgetEntryPoint {
  static func run(
    _ widgets: [WidgetDescriptor], _ controls: [ControlDescriptor] = []
  ) async
    -> Int32
  {
    guard let commandLine = WidgetCommandLine.registered else {
      FileHandle.standardError.write(
        Data(
          ("error: the vitrine command line is not linked into this program; depend on the "
            + "WidgetKit product, or add VitrineCLI to the target's dependencies\n").utf8))
      return 1
    }
    return await commandLine.run(Array(CommandLine.arguments.dropFirst()), widgets, controls)
  }
}
