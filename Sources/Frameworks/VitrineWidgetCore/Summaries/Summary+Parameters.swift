import Foundation

extension Summary {
  /// A summary with no sentence, only parameters, as iOS shows them in the widget's
  /// configuration: `Summary { \.$person }`. Its sentence is empty.
  public init(@SummaryParameterBuilder<Intent> _ parameters: () -> [SummaryParameter<Intent>]) {
    pieces = []
    trailing = parameters()
  }
}
