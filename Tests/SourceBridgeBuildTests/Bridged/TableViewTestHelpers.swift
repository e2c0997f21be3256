import UIKit

// Test helpers as iOS code writes them: a table's delegate called through the table view,
// whose delegate is typed UITableViewDelegate on iOS.
extension UITableView {
    func select(row: Int) {
        let indexPath = IndexPath(row: row, section: 0)
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        (delegate as? any UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
    }
}

final class CollectionDriver {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tableView = UITableView()

    func tap(_ indexPath: IndexPath) {
        (collectionView.delegate as? any UICollectionViewDelegate)?.collectionView(collectionView, didSelectItemAt: indexPath)
        (tableView.delegate as? any UITableViewDelegate)?.tableView(tableView, didDeselectRowAt: indexPath)
    }
}

protocol PickerDelegate: AnyObject {
    func tableView(_ name: String)
}

final class Picker {
    weak var delegate: PickerDelegate?

    func pick() {
        // Its own delegate: left alone.
        delegate?.tableView("rows")
    }
}

// A tap simulated through the item's target, an AnyObject.
extension UIBarButtonItem {
    func simulateTap() {
        (target as? NSObject)?.performSelector(onMainThread: action!, with: nil, waitUntilDone: true)
    }

    func simulateTapLater() {
        _ = (target as? NSObject)?.perform(action!, with: self)
    }
}

// Typing simulated through a text field's delegate, whose methods are all optional on iOS.
func shouldChangeCharacters(in textField: UITextField, range: NSRange = NSRange(), replacement: String) -> Bool? {
    textField.delegate?.textField(textField, shouldChangeCharactersIn: range, replacementString: replacement)
}

@discardableResult func shouldReturn(in textField: UITextField) -> Bool? {
    textField.delegate?.textFieldShouldReturn(textField)
}
