import UIKit

