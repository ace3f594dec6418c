"""The board host both seats drive: the focus and the keys of a game's board, turned into the game's answers.

The terminal's game screens (ui/) and a browser page's seat on the server (web/) give a board the same
`GameContext` (board_host/controller.py) and pass it the same key names (board_host/keys.py); the board (one
generic board, board_host/board.py, with a small module per game for what is truly special to it) says what
is focused and plays what is focused. Nothing here imports ui/ or web/, nor loads prompt_toolkit.
"""
