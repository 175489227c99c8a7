import Foundation
import VitrineCLI
import VitrineWidgetCore

extension WidgetBundle {
  /// What `@main` on a bundle runs: the `vitrine` command line over this bundle's widgets.
  ///
  /// On iOS `@main` marks the widget extension's entry point; here it builds an executable that
  /// renders, simulates and inspects the bundle's widgets (`my-widgets render MyWidget --family
  /// systemSmall -o x.png`) and exits with the command's status (0, 1 on failure, 2 on misuse).
  public static func main() async {
    exit(
      await VitrineCommandLine.main(
        Array(CommandLine.arguments.dropFirst()), widgets: Self().descriptors))
  }
}

extension Widget {
  /// What `@main` on a single widget runs: the `vitrine` command line over that widget.
  ///
  /// The same as a bundle's entry point, for an extension that ships one widget.
  public static func main() async {
    exit(
      await VitrineCommandLine.main(
        Array(CommandLine.arguments.dropFirst()), widgets: Self().descriptors))
  }
}
