import Foundation
import Synchronization
import Testing
import VitrineIntents

/// The two forms Xcode generates for an options method — completion handler and
/// `async throws` — each default to the other, so a handler implements either; one that
/// implements neither fails instead of calling round forever.
@Suite(.timeLimit(.minutes(1))) struct INHandlerBridgeTests {
  final class Box: @unchecked Sendable {
    let values = Mutex<[String]>([])
  }

  @Test func theCompletionFormAnswersFromTheAsyncForm() async throws {
    let heard = Box()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      INHandlerBridge.complete(
        { (value: String?, error: (any Error)?) in
          heard.values.withLock { $0.append(value ?? "error: \(String(describing: error))") }
          done.resume()
        }, method: "provideHeroOptionsCollection", with: { "Spouty" })
    }
    #expect(heard.values.withLock { $0 } == ["Spouty"])
  }

  @Test func theAsyncFormAnswersFromTheCompletionFormOnce() async throws {
    let value: String = try await INHandlerBridge.answer(method: "provideHeroOptionsCollection") {
      completion in
      completion("Egghead", nil)
      completion("Power Panda", nil)  // A second completion is not heard.
    }
    #expect(value == "Egghead")
    await #expect(throws: INHandlerBridgeError.self) {
      let _: String = try await INHandlerBridge.answer(method: "provideHeroOptionsCollection") {
        completion in completion(nil, nil)
      }
    }
  }

  /// What the generated defaults do when the handler implements neither form.
  struct NeitherForm: Sendable {
    func completionForm(_ completion: @escaping @Sendable (String?, (any Error)?) -> Void) {
      INHandlerBridge.complete(completion, method: "provideHeroOptionsCollection") {
        try await self.asyncForm()
      }
    }

    func asyncForm() async throws -> String {
      try await INHandlerBridge.answer(method: "provideHeroOptionsCollection") { completion in
        self.completionForm(completion)
      }
    }
  }

  @Test func aHandlerWithNeitherFormFailsNamingTheMethod() async throws {
    do {
      _ = try await NeitherForm().asyncForm()
      Issue.record("an answer came from nowhere")
    } catch let error as INHandlerBridgeError {
      #expect(error.description.contains("implements neither provideHeroOptionsCollection"))
    }
    let failure = Box()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      NeitherForm().completionForm { value, error in
        failure.values.withLock { $0.append(error.map { "\($0)" } ?? "value \(value ?? "")") }
        done.resume()
      }
    }
    #expect(failure.values.withLock { $0.first?.contains("implements neither") } == true)
  }
}
