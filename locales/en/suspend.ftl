suspend-no-job-control = Ctrl+Z does nothing here: no shell could bring the app back. Ctrl+Q quits.
