"""Static client files (a package only so that the files ship in the wheel)."""
