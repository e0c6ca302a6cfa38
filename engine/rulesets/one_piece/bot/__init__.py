"""The parts of the ONE PIECE heuristic bot's scoring; `bot_policy.OnePiecePolicy` puts them together."""
