/// A time interval in seconds, as Core Foundation defines it (Foundation on Linux does not export
/// Core Foundation's name).
public typealias CFTimeInterval = Double
