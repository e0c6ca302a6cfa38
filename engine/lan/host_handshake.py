"""The host's handshake and seed phase: a guest's hello is checked (versions, ruleset, card data, deck), then its
revealed seed contribution against its commitment, and the game starts; a guest coming back resumes its game."""

from __future__ import annotations

from engine.formats.replays import ReplayHeader
from engine.game import Game
from engine.lan import fairness, keys
from engine.lan.card_check import card_differences
from engine.lan.chat import clean_text
from engine.lan.fairness import deck_digest
from engine.lan.handshake import Identity, differences
from engine.lan.host_play import MAX_FULL_EVENTS, HostPlay
from engine.lan.host_state import GUEST_SEAT, HOST_SEAT, HostPhase
from engine.lan.messages import Hello, Refuse, RevealSeed, Welcome
from engine.lan.notices import Joined, Paused, ProtocolProblem, ReplayLines, Resumed, Step
from engine.replay import KEYED_FORMAT, KEYED_SHUFFLES, Recorder


class HostHandshake(HostPlay):
    """Greeting a guest, agreeing on the seed, starting the game or resuming it."""

    def _hello(self, step: Step, hello: Hello) -> None:
        if hello.game_id is not None:
            self._resume(step, hello)
            return
        if not (self.phase is HostPhase.WAITING or (self.phase is HostPhase.SEEDING and self._seated is None)):
            self._refuse(step, "This host is already playing a game.", [])
            return
        found = differences(self.identity, Identity.of_hello(hello))
        if hello.card_digest != self.identity.card_digest:  # name the sets and cards that differ
            found += card_differences(self.config.database, hello.cards, hello.card_sets)
        if not found and hello.deck.ruleset != self.config.ruleset.id:
            found.append(f"deck: the guest's deck is for {hello.deck.ruleset}, not {self.config.ruleset.id}")
        if not found:
            problems = self.config.ruleset.validate_deck(hello.deck, self.config.database)
            found = [f"deck: {p.reason} (rule {p.rule})" for p in problems]
        if found:
            self._refuse(step, "The guest cannot join this game.", found)
            return
        share = keys.key_share(self._secret)
        bound = keys.context(self.config.game_id, self.commitment, hello.commitment, share, hello.key_share)
        try:
            session_key = keys.shared_key(self._secret, hello.key_share, bound)
        except ValueError as error:
            self._refuse(step, f"The guest's key exchange cannot be used: {error}.", [])
            return
        name = clean_text(hello.name, 64) or "Guest"
        hello = hello.model_copy(update={"name": name})  # no terminal escapes in the replay or on a screen
        self.guest, self.phase, self._session_key = hello, HostPhase.SEEDING, session_key
        self._seat(step)
        self._send(step, self._welcome(resume=False, share=share))
        step.notices.append(Joined(HOST_SEAT, self.config.game_id, hello.name, clock=self.config.clock))

    def _resume(self, step: Step, hello: Hello) -> None:
        """A guest coming back: it must prove the session key agreed at its first hello, answering this connection's
        own challenge (values seen in clear, replayed, prove nothing); only then is the old connection replaced."""
        guest = self.guest
        if hello.game_id != self.config.game_id or guest is None:
            self._refuse(step, f"There is no game {hello.game_id} on this host.", [])
            return
        same = hello.commitment == guest.commitment and deck_digest(hello.deck) == deck_digest(guest.deck)
        if not same or not keys.proves(self._session_key, self._channel.nonce, hello.game_id, hello.proof):
            self._refuse(step, "Only the guest who started this game can come back to it.", [])
            return
        self._seat(step)
        self._send(step, self._welcome(resume=True))
        resumed = self.phase is HostPhase.PAUSED
        if resumed:
            self.phase = HostPhase.PLAYING
            self._run_clock(step)  # the clock goes on where it stopped
        if self.game is not None:
            self._send(step, self._update(self._guest_log[-MAX_FULL_EVENTS:], full=True))
        if resumed:
            step.notices.append(Resumed())
            step.notices.append(self.changed(full=True))
        step.notices.append(Joined(HOST_SEAT, self.config.game_id, hello.name, resumed=True, clock=self.config.clock))
        if self.phase is HostPhase.OVER:
            self._send_game_log(step)

    def _seat(self, step: Step) -> None:
        """The connection being served becomes the guest's; one seated before it is closed."""
        old = self._seated
        if old is not None and old != step.cid:
            self._channels.pop(old, None)
            step.drop.append(old)
            self._unseat(step, "the guest connected again")
        self._seated = step.cid

    def _unseat(self, step: Step, reason: str) -> None:
        """The guest's connection is gone. During the game it pauses; before the seed is agreed the guest is kept
        (its commitment and key stand: it may come back, or another guest may join afresh)."""
        self._seated = None
        if self.phase is HostPhase.PLAYING:
            self.phase = HostPhase.PAUSED
            self._run_clock(step)  # both clocks stop while the guest is away
            step.notices.append(Paused(f"{reason}: waiting for the guest to come back"))

    def _welcome(self, *, resume: bool, share: str = "") -> Welcome:
        clock = self.config.clock
        return Welcome(
            clock_ms=round(clock.seconds * 1000) if clock else 0,
            increment_ms=round(clock.increment * 1000) if clock else 0,
            game_id=self.config.game_id,
            seat=GUEST_SEAT,
            host_name=self.name,
            commitment=self.commitment,
            resume=resume,
            key_share=share,
            date=self.config.date,
        )

    def _refuse(self, step: Step, reason: str, found: list[str], *, clear: bool = False) -> None:
        self._send(step, Refuse(reason=reason, differences=tuple(found)), clear=clear)
        step.notices.append(ProtocolProblem("refused", "; ".join((reason, *found)), sent=True))
        step.close = True

    def _reveal(self, step: Step, message: RevealSeed) -> None:
        guest = self.guest
        try:
            contribution = fairness.parse_contribution(message.contribution)
        except ValueError as error:
            self._error(step, "malformed", str(error), message.seq)
            return
        if self.phase is not HostPhase.SEEDING or guest is None:
            if guest is None or not fairness.is_kept(guest.commitment, contribution, guest.deck, guest.name):
                self._error(step, "unexpected", "the seed was already agreed", message.seq)
            return  # a returning guest that did not hear the game start reveals again: nothing to do
        if not fairness.is_kept(guest.commitment, contribution, guest.deck, guest.name):
            self._refuse(step, "The guest's seed contribution does not match its commitment.", [])
            self.phase, self.guest = HostPhase.WAITING, None
            return
        config = self.config
        seed = fairness.game_seed(config.contribution, contribution)
        decks = (config.deck, guest.deck)
        self.game = Game.new(config.ruleset, config.database, decks, seed, keyed_shuffles=True)
        header = ReplayHeader(
            format=KEYED_FORMAT,
            app_version=config.app_version,
            ruleset=config.ruleset.id,
            ruleset_version=config.ruleset.version,
            card_digest=self.identity.card_digest,
            players=(self.name, guest.name),
            decks=decks,
            seed=seed,
            commitments=(self.commitment, guest.commitment),
            date=config.date,
            extra={
                "game_id": config.game_id,
                "lan": "host",
                "contributions": [config.contribution.hex(), contribution.hex()],
                KEYED_SHUFFLES: True,
            },
        )
        self._recorder = Recorder(header)
        self.phase = HostPhase.PLAYING
        step.notices.append(ReplayLines(self._recorder.header_text()))
        self._run_clock(step)
        self._send(step, self._update((), full=True))
        if self._watchers:
            self._broadcast(step, self._watching())
            self._broadcast(step, self._spectator_update([], full=True))
        step.notices.append(self.changed(full=True))
