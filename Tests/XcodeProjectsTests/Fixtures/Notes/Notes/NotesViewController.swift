import UIKit
import NotesKit

class NotesViewController: UITableViewController {
    @IBOutlet weak var addButton: UIBarButtonItem!
    var notes: [Note] = [Note(title: "First")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("notes.title", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].title
        return cell
    }

    @IBAction func add(_ sender: Any) {
        let alert = UIAlertController(title: "New note", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
