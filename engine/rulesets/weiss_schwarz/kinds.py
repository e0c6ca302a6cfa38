"""The names of Weiß Schwarz player actions (`Action.kind`) and which window allows which."""

PLAY = "play"  # a character from hand onto a stage position (6.5.1.2.1): card, number = position
PLAY_EVENT = "play_event"  # an event from hand (6.5.1.2.2), or a counter event (7.4.1.2.1): card
PLAY_CLIMAX = "play_climax"  # a climax from hand in the climax phase (6.6.1.2.1): card
MOVE = "move"  # move a character to another position, exchanging (6.5.1.2.4): card, number = position
CLOCK_CARD = "clock"  # a card from hand into the clock in the clock phase (6.4.1.2): card
ATTACK = "attack"  # declare an attack (7.2.1.3): card, option = "frontal" / "side" / "direct"
ACTIVATE = "activate"  # an activated ability (6.5.1.2.3, 7.4.1.2.1): card, number = ability index

MAIN_ACTIONS = (PLAY, PLAY_EVENT, ACTIVATE, MOVE)
COUNTER_ACTIONS = (PLAY_EVENT, ACTIVATE)
