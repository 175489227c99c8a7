import VitrineUI
import VitrineWidgetCore

/// Registers `vitrine` as the command line `@main` on a widget bundle runs (see
/// `WidgetCommandLine`): WidgetKit's `main()` finds this record at run time.
@section("swift5_tests") @used
private let commandLineRecord: PreviewRecord = (
  0x7663_6C69, 0,
  { outValue, type, _, _ in
    RuntimeRecords.store(
      WidgetCommandLine { arguments, widgets, controls in
        if let status = WidgetBundleCheck.run(
          arguments, widgets: widgets, controls: controls, console: .standard)
        {
          return status
        }
        return await VitrineCommandLine.main(arguments, widgets: widgets, controls: controls)
      }, into: outValue, asking: type)
  }, 0, 0
)
