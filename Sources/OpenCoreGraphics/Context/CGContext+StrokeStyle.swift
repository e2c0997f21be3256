// How stroked lines end and turn corners.

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
/// How stroked corners look.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }
