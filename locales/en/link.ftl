## Reaching a table server: addresses, certificates, and why a link did not open

link-bad-empty = Type the server's address, for example ws://192.168.1.20:8765 or wss://games.example.org.
link-bad-long = That address is longer than { $limit } characters; check it.
link-bad-invisible = That address holds an invisible character (a direction mark, a control or zero-width character); type it again by hand.
link-bad-scheme = { $address } is not a table server's address: it starts with ws:// or wss://, not { $scheme }://.
link-bad-bracket = { $address } has an IPv6 address that is not closed; write it in square brackets, for example ws://[::1]:8765.
link-bad-extra = { $address } has parts a table server does not use (a name before @, or something after ? or #); give only the server and its port.
link-bad-no-host = { $address } names no server; write it as ws://HOST:PORT.
link-bad-port = The port { $port } cannot be: a port is a number from 1 to 65535.
link-bad-host = { $address } is not a server name that can exist: check each part between the dots.
link-cafile-missing = The certificate file { $path } is not there.
link-cafile-bad = The certificate file { $path } cannot be used: { $detail }
link-tls-untrusted = The server at { $address } shows a certificate this computer does not trust (one it signed itself). If it is your club's server, ask for its certificate file and add --cafile FILE.
link-tls-expired = The server at { $address } shows a certificate that is out of date (or not yet valid); its owner must renew it, or this computer's clock is wrong.
link-tls-wrong-name = The server at { $address } shows a certificate made for another name; use the name written in its certificate.
link-tls-refused = The server's certificate at { $address } was refused: { $detail }
link-tls-not-tls = The server at { $address } did not take up TLS; if it has no certificate, its address starts with ws:// instead of wss://.
link-no-such-host = No server is known by the name in { $address }; check its spelling.
link-refused = Nothing answers at { $address }: the server is not running, or the port is wrong.
link-timeout = The server at { $address } did not answer in time; check the address, or try again later.
link-not-a-server = { $address } answered, but it is not a table server (HTTP { $detail }); check the address and port.
link-not-a-server-plain = { $address } answered, but not as a table server; if the server uses TLS, its address starts with wss://.
link-unreachable = Cannot reach the server at { $address }: { $detail }
link-error-unknown = The server refused with a reason this version of the app does not know ({ $code }); updating the app may help.
link-damaged = The server sent an answer this app cannot read; the table was left. Try again, or tell the server's owner.
link-cli-help-cafile = a server's own certificate (PEM) to trust for wss://
link-home-skipped = { $count ->
    [one] One table on this computer could not be read and is left out.
   *[other] { $count } tables on this computer could not be read and are left out.
}
link-output-failed = the output could not be written ({ $reason }); nothing more was shown.
link-output-closed = the output is closed: start the app in a terminal, or send its output to a file.
link-output-reason-closed = it is closed
link-output-reason-full = the disk is full
link-output-reason-other = { $detail }
link-cli-missing-both = { $command } needs the server's address and the table's code, for example: accessible-games { $usage }
link-cli-missing-code = { $command } needs the table's code after the server's address, for example: accessible-games { $usage }
