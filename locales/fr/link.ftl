## Joindre un serveur de tables : adresses, certificats, et pourquoi une liaison ne s'est pas ouverte

link-bad-empty = Tapez l'adresse du serveur, par exemple ws://192.168.1.20:8765 ou wss://jeux.exemple.org.
link-bad-long = Cette adresse dépasse { $limit } caractères ; vérifiez-la.
link-bad-invisible = Cette adresse contient un caractère invisible (une marque de direction, un caractère de contrôle ou de largeur nulle) ; retapez-la à la main.
link-bad-scheme = { $address } n'est pas l'adresse d'un serveur de tables : elle commence par ws:// ou wss://, pas par { $scheme }://.
link-bad-bracket = { $address } contient une adresse IPv6 mal fermée ; écrivez-la entre crochets, par exemple ws://[::1]:8765.
link-bad-extra = { $address } contient des parties inutiles à un serveur de tables (un nom avant @, ou quelque chose après ? ou #) ; donnez seulement le serveur et son port.
link-bad-no-host = { $address } ne nomme aucun serveur ; écrivez-la sous la forme ws://HÔTE:PORT.
link-bad-port = Le port { $port } est impossible : un port est un nombre de 1 à 65535.
link-bad-host = { $address } n'est pas un nom de serveur possible : vérifiez chaque partie entre les points.
link-cafile-missing = Le fichier de certificat { $path } n'existe pas.
link-cafile-bad = Le fichier de certificat { $path } est inutilisable : { $detail }
link-tls-untrusted = Le serveur { $address } présente un certificat auquel cet ordinateur ne fait pas confiance (signé par lui-même). Si c'est le serveur de votre club, demandez son fichier de certificat et ajoutez --cafile FICHIER.
link-tls-expired = Le serveur { $address } présente un certificat périmé (ou pas encore valable) ; son propriétaire doit le renouveler, à moins que l'horloge de cet ordinateur ne soit fausse.
link-tls-wrong-name = Le serveur { $address } présente un certificat établi pour un autre nom ; utilisez le nom inscrit dans son certificat.
link-tls-refused = Le certificat du serveur { $address } a été refusé : { $detail }
link-tls-not-tls = Le serveur { $address } n'a pas engagé TLS ; s'il n'a pas de certificat, son adresse commence par ws:// au lieu de wss://.
link-no-such-host = Aucun serveur ne porte le nom donné dans { $address } ; vérifiez son orthographe.
link-refused = Rien ne répond à { $address } : le serveur n'est pas lancé, ou le port est faux.
link-timeout = Le serveur { $address } n'a pas répondu à temps ; vérifiez l'adresse, ou réessayez plus tard.
link-not-a-server = { $address } a répondu, mais ce n'est pas un serveur de tables (HTTP { $detail }) ; vérifiez l'adresse et le port.
link-not-a-server-plain = { $address } a répondu, mais pas comme un serveur de tables ; si le serveur utilise TLS, son adresse commence par wss://.
link-unreachable = Impossible de joindre le serveur { $address } : { $detail }
link-error-unknown = Le serveur a refusé pour une raison que cette version de l'application ne connaît pas ({ $code }) ; une mise à jour peut aider.
link-damaged = Le serveur a envoyé une réponse illisible pour cette application ; la table a été quittée. Réessayez, ou prévenez le propriétaire du serveur.
link-cli-help-cafile = le certificat propre d'un serveur (PEM), à accepter pour wss://
link-home-skipped = { $count ->
    [one] Une table de cet ordinateur est illisible ; elle n'est pas dans la liste.
   *[other] { $count } tables de cet ordinateur sont illisibles ; elles ne sont pas dans la liste.
}
link-output-failed = la sortie n'a pas pu être écrite ({ $reason }) ; rien de plus n'a été affiché.
link-output-closed = la sortie est fermée : lancez l'application dans un terminal, ou envoyez sa sortie dans un fichier.
link-output-reason-closed = elle est fermée
link-output-reason-full = le disque est plein
link-output-reason-other = { $detail }
link-cli-missing-both = { $command } a besoin de l'adresse du serveur et du code de la table, par exemple : accessible-games { $usage }
link-cli-missing-code = { $command } a besoin du code de la table après l'adresse du serveur, par exemple : accessible-games { $usage }
