// Not a member of the Tally target (a membership exception): never compiled, and it would not
// compile if it were.
let thisFileIsNotInTheTallyTarget: Int = "a string"
