// Not a member of the Tally target (a membership exception): never compiled.
this is not swift
