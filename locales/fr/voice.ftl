# Touches de la voix, sur chaque écran : F5 et F6 débit, F7 et F8 volume de la parole, F9 et F10 volume des sons.
voice-key-rate = Débit de parole { $value } pour cent{ $own ->
    [yes] {", "}pour la voix de l'application ; votre lecteur d'écran garde son propre débit.
   *[no] {""}
}
voice-key-volume = Volume de la parole { $value } pour cent{ $own ->
    [yes] {", "}pour la voix de l'application ; votre lecteur d'écran garde son propre volume.
   *[no] {""}
}
voice-key-cue-volume = Volume des sons { $value } pour cent
voice-keys-help = Touches de la voix, partout : F5 et F6 parole plus lente et plus rapide, F7 et F8 parole moins forte et plus forte, F9 et F10 sons moins forts et plus forts. Contrôle C ou Contrôle D quitte, comme Contrôle Q.
