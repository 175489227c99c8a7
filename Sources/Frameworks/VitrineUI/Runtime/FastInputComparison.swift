import Foundation

/// A view or modifier that compares itself with its previous value without reflection: the
/// types an app's rows are built from, compared on every reused element of every frame.
protocol FastInputComparable {
  /// Whether `other` (a value of the same kind from the last frame) is the same input.
  func sameInput(as other: Any, depth: Int) -> Bool
}

extension ModifiedContent: FastInputComparable {
  func sameInput(as other: Any, depth: Int) -> Bool {
    guard let other = other as? Self else { return false }
    return InputComparison.valuesMatch(content, other.content, depth: depth + 1)
      && InputComparison.valuesMatch(modifier, other.modifier, depth: depth + 1)
  }
}

extension PrebuiltNodes: FastInputComparable {
  func sameInput(as other: Any, depth: Int) -> Bool {
    guard let other = other as? PrebuiltNodes, other.nodes.count == nodes.count else {
      return false
    }
    return zip(nodes, other.nodes).allSatisfy { $0 === $1 }
  }
}

extension ForEachElement: FastInputComparable {
  func sameInput(as other: Any, depth: Int) -> Bool {
    guard let other = other as? Self else { return false }
    return InputComparison.valuesMatch(content, other.content, depth: depth + 1)
  }
}

extension NavigationLink: FastInputComparable {
  func sameInput(as other: Any, depth: Int) -> Bool {
    guard let other = other as? Self else { return false }
    return InputComparison.valuesMatch(label, other.label, depth: depth + 1)
      && InputComparison.valuesMatch(destination, other.destination, depth: depth + 1)
  }
}

extension LayoutModifier: FastInputComparable {
  func sameInput(as other: Any, depth: Int) -> Bool {
    guard let other = other as? LayoutModifier else { return false }
    return InputComparison.valuesMatch(rule, other.rule, depth: depth + 1)
  }
}
