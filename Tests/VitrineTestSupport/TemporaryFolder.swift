import VitrineHomeScreen

/// A folder of a test's own, deleted with the value: the home screen's own temporary folder,
/// so tests and the product make and remove throwaway folders one way.
public typealias TemporaryFolder = VitrineHomeScreen.TemporaryFolder
