suspend-no-job-control = Ctrl+Z ne fait rien ici : aucun shell ne pourrait ramener l'application. Ctrl+Q pour quitter.
