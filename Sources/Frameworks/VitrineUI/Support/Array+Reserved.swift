extension Array {
  /// `count` elements, element `i` being `element(i)`, in a buffer reserved once.
  ///
  /// The layout's hot paths build their small arrays this way rather than with `map` or
  /// `init(repeating:count:)`: on Linux those allocate through the standard library's
  /// unspecialized buffer code, which looks the array's storage type up at run time, and that
  /// lookup cost more than the layout work around it.
  @inline(__always)
  init(reservedCount count: Int, _ element: (Int) throws -> Element) rethrows {
    self.init()
    reserveCapacity(count)
    for index in 0..<count { append(try element(index)) }
  }
}
