import Foundation
import VitrineAppGroupStore

/// Keeps the host's widget instances and their budgets in the App Group store.
struct InstanceRepository: Sendable {
  let store: AppGroupStore

  private static let instancesKey = "vitrine.host.instances"
  private static let nextIDKey = "vitrine.host.nextInstanceID"
  private static func budgetKey(_ id: String) -> String { "vitrine.host.budget.\(id)" }

  func instances() throws -> [WidgetInstance] {
    try store.value([WidgetInstance].self, forKey: Self.instancesKey) ?? []
  }

  /// Reserves the next identifier, unique across processes sharing the store.
  func makeID() throws -> String {
    let number = try store.update(Self.nextIDKey, default: 1) { next -> Int in
      defer { next += 1 }
      return next
    }
    return "w\(number)"
  }

  func save(_ instance: WidgetInstance) throws {
    try store.update(Self.instancesKey, default: [WidgetInstance]()) { list in
      if let index = list.firstIndex(where: { $0.id == instance.id }) {
        list[index] = instance
      } else {
        list.append(instance)
      }
    }
  }

  func remove(_ id: String) throws {
    try store.update(Self.instancesKey, default: [WidgetInstance]()) { list in
      list.removeAll { $0.id == id }
    }
    try store.removeObject(forKey: Self.budgetKey(id))
  }

  func budget(for id: String) throws -> RefreshBudget? {
    try store.value(RefreshBudget.self, forKey: Self.budgetKey(id))
  }

  func saveBudget(_ budget: RefreshBudget, for id: String) throws {
    try store.set(budget, forKey: Self.budgetKey(id))
  }
}
