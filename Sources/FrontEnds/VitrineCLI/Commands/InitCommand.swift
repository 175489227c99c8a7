import Foundation
import VitrineRendering

extension CommandSpec {
  /// `vitrine init`: a new widget package that builds, previews and snapshot-tests on Linux.
  static let initPackage = CommandSpec(
    name: "init",
    summary: "write a new widget package: extension, snapshot test, CI file",
    positionals: [
      PositionalSpec(name: "NAME", help: "the package and module name (MyWidgets)")
    ],
    options: [
      .value(
        "vitrine", "PATH|URL",
        help: "the Vitrine to depend on: a checkout's folder or a git URL (default: this one's)"),
      .value("path", "FOLDER", help: "where to write the package (default: ./NAME)"),
    ],
    discussion: """
      The package has a widget extension target NAME importing only Apple's modules
      (WidgetKit, SwiftUI, AppIntents) with an @main WidgetBundle, a test target NAMETests
      with a snapshot test and its reference image, a CI workflow for a Linux runner that
      installs Vitrine's Debian packages, and a README. Then: cd NAME && swift build &&
      swift test; swift run NAME kinds; swift run NAME render NAMEWidget -o widget.png.
      A URL is depended on at its main branch; a folder by its path.
      """,
    run: { arguments, console in
      guard let name = arguments.positionals.first else {
        throw UsageError("missing NAME (the package's name, e.g. MyWidgets)")
      }
      let template = try PackageTemplate(
        name: name,
        vitrine: try PackageTemplate.Dependency(
          arguments.value("vitrine"), executable: CommandLine.arguments.first ?? ""))
      let folder = URL(
        fileURLWithPath: arguments.value("path") ?? name, isDirectory: true
      ).standardizedFileURL
      try template.write(
        into: folder, referenceImage: try TemplateWidgetReference.png(name: name))
      console.out("wrote \(folder.path)/ (\(template.files.count + 1) files)")
      console.out("  cd \(folder.path) && swift build && swift test")
      console.out("  swift run \(name) render \(name)Widget --family systemSmall -o widget.png")
    })
}
