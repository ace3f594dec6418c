"""The keyboard-only prompt_toolkit interface: screens, menus, board views, key maps, help."""
