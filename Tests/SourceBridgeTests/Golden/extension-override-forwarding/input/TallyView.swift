import UIKit

public class TallyLayer: CALayer {
    var count = 0
}

public class TallyView: UIView {
    var tallyText = ""
    var laidOut = 0
}
