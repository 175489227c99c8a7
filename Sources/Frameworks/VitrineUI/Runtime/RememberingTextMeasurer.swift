import Foundation

/// A text measurer that remembers its answers, so text an app shows again (a chip re-drawn
/// after a tap, a row that comes back) is not measured twice. An app host uses one per
/// screen and forgets everything when asked for a from-scratch layout.
final class RememberingTextMeasurer: TextMeasurer, @unchecked Sendable {
  private let base: any TextMeasurer
  private let lock = NSLock()
  private var answers: [TextLayoutRequest: TextLayout] = [:]
  /// The most answers kept; past it the table starts over, so memory stays bounded.
  private let capacity = 20_000

  init(base: any TextMeasurer) { self.base = base }

  func layout(_ request: TextLayoutRequest) -> TextLayout {
    lock.lock()
    if let known = answers[request] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let answer = base.layout(request)
    lock.lock()
    if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
    answers[request] = answer
    lock.unlock()
    return answer
  }

  /// Forgets every answer.
  func forget() {
    lock.lock()
    answers.removeAll()
    lock.unlock()
  }
}
