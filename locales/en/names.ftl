## Players' names

names-refused = { $number ->
    [0] {""}
   *[other] Player { $number }:{" "}
}{ $reason ->
    [empty] a name cannot be empty.
   *[invisible] this name has no letter, digit or sign that can be seen or read. Type a name with at least one.
}
names-accepted = a name with at least one visible letter, digit or sign
