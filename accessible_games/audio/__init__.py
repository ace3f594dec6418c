"""Audio: the shared pygame mixer and the cue player (both quietly silent without a device)."""
