import Foundation
import VitrineIntents
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
    let widgets = WidgetEntryPoint.installingIntentsExtensions(
      bundle.descriptors, preferring: String(reflecting: Self.self))
    exit(await WidgetEntryPoint.run(widgets, bundle.controlDescriptors))
  }
}

extension Widget {
  /// What `@main` on a single widget runs: the `vitrine` command line over that widget.
  ///
  /// The same as a bundle's entry point, for an extension that ships one widget.
  public static func main() async {
    let widgets = WidgetEntryPoint.installingIntentsExtensions(
      Self().descriptors, preferring: String(reflecting: Self.self))
    exit(await WidgetEntryPoint.run(widgets))
  }
}

/// Runs the command line VitrineCLI registers (the `WidgetKit` product links it in).
enum WidgetEntryPoint {
  /// `widgets` with their SiriKit intents installed with the intents extension the program's
  /// generated intent code registered (the principal class its Info.plist names on iOS),
  /// those of the module of `mainType` (`Module.Bundle`) first; extensions are made only when
  /// a widget has dynamic options.
  static func installingIntentsExtensions(
    _ widgets: [WidgetDescriptor], preferring mainType: String
  ) -> [WidgetDescriptor] {
    let needed = widgets.contains {
      $0.intent?.parameters.contains(where: \.hasDynamicOptions) == true
    }
    guard needed else { return widgets }
    let intents = RuntimeRecords.values(
      of: INIntentClassRecord.self, kind: INIntentClassRecord.recordKind
    ).map(\.intentClass)
    let module = mainType.split(separator: ".").first.map(String.init) ?? ""
    let extensions = RuntimeRecords.values(
      of: INExtensionFactory.self, kind: INExtensionFactory.recordKind
    ).map { $0.make() }
    let own = extensions.filter { String(reflecting: type(of: $0)).hasPrefix(module + ".") }
    let others = extensions.filter { !String(reflecting: type(of: $0)).hasPrefix(module + ".") }
    return widgets.map {
      $0.installingIntentsExtension(from: own + others, intentClasses: intents)
    }
  }

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
