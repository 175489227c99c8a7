// The driver itself lives in VitrineAppDriver, which the command line and the web home screen
// link without the test frameworks; app tests keep importing VitrineAppTesting alone.
@_exported import VitrineAppDriver
