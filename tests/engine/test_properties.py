"""Properties of the engine over random games: no card lost or duplicated, threat never
negative, acceleration tokens never lost, and the same seed always gives the same game."""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from checker.engine import (
    THREAT,
    AdvanceMainScheme,
    CardType,
    DealDamage,
    DealEncounterCards,
    Discard,
    DiscardFromEncounterDeck,
    DiscardUntil,
    DrawEncounterCard,
    EliminatePlayer,
    EndTurn,
    EngineError,
    GameState,
    MoveCard,
    PlaceThreat,
    PlayCard,
    RemoveThreat,
    Reveal,
    RuleViolation,
    Shuffle,
    ZoneKind,
    legal_actions,
)
from checker.engine.zones import MAIN_SCHEME_DECK, PLAYER_ZONE_KINDS, SHARED_ZONE_KINDS, Zone
from tests.engine.support import play

START = (
    "players: A(first) B C; scheme: ms1[side=B accel=1p target=9] ms2[target=12 start=1p reveal-b=accel+1] "
    "ms3[target=15]; villain: rhino[hp=14]; "
    "encounter-deck: t1 m1:minion t2 ss1:side-scheme[start=2 icons=1] t3 a1:attachment[attach-to=villain] "
    "m2:minion[victory] env:environment; encounter-discard: t4 t5; "
    "A.hand: ha1 ha2:event ha3:upgrade; A.deck: da1 da2 da3; A.play: ia:identity[hp=5]; "
    "B.hand: hb1; B.play: ib:identity[hp=5]{gb:attachment[permanent attach-to=identity owner=-]}; "
    "B.engaged: mb:minion[damage=1]{ab:attachment ~ub:treachery}; "
    "C.hand: hc1 hc2; C.deck: dc1; C.play: ic:identity[hp=5] allyB:ally[owner=B] perm:support[owner=A permanent]"
)


class EngineGame(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 10**6))
    def start(self, seed):
        self.first = GameState.from_notation(f"{START}; seed: {seed}")
        self.state = self.first
        self.actions = []
        self.events = []
        self.all_cards = sorted(self.first.cards)

    def attempt(self, action):
        before = self.state
        try:
            self.state, events = play(self.state, action)
        except EngineError:
            assert self.state is before
            return
        self.actions.append(action)
        self.events.extend(events)
        assert before.acceleration_tokens <= self.state.acceleration_tokens

    def ongoing(self):
        return not self.state.outcome().is_over

    @precondition(ongoing)
    @rule(data=st.data())
    def a_legal_decision(self, data):
        """A decision that legal_actions lists is never refused by the rules, unless the moves
        made by hand left the game without a main scheme for villain phase step one. (Card data
        the engine cannot act on, such as an attachment with no "Attach to" rule, is an engine
        error, not a refusal.)"""
        decisions = legal_actions(self.state)
        if decisions:
            decision = data.draw(st.sampled_from(decisions))
            try:
                play(self.state, decision)
            except RuleViolation as refusal:
                assert not self.state.in_zone(MAIN_SCHEME_DECK), f"legal decision {decision} refused: {refusal}"
            except EngineError:
                pass
            self.attempt(decision)

    @precondition(ongoing)
    @rule(amount=st.integers(0, 6), remove=st.booleans())
    def change_threat(self, amount, remove):
        scheme = self.state.top(MAIN_SCHEME_DECK)
        self.attempt((RemoveThreat if remove else PlaceThreat)(scheme, amount))

    @precondition(ongoing)
    @rule()
    def advance_by_other_means(self):
        self.attempt(AdvanceMainScheme())

    @precondition(ongoing)
    @rule(data=st.data())
    def encounter_deck(self, data):
        player = data.draw(st.sampled_from(["A", "B", "C"]))
        action = data.draw(
            st.sampled_from(
                [
                    DrawEncounterCard(player),
                    DealEncounterCards(),
                    DiscardFromEncounterDeck(data.draw(st.integers(0, 12))),
                    DiscardUntil(CardType.MINION),
                    Shuffle(f"{player}.deck"),
                ]
            )
        )
        self.attempt(action)

    @precondition(ongoing)
    @rule(data=st.data())
    def reveal_or_play(self, data):
        facedown = [card for zone, cards in self.state.zones.items() if zone.kind is ZoneKind.DEALT for card in cards]
        hands = [(zone.holder, card) for zone, cards in self.state.zones.items() if zone.kind is ZoneKind.HAND for card in cards]
        choices = [Reveal(card) for card in facedown] + [PlayCard(player, card) for player, card in hands]
        if choices:
            self.attempt(data.draw(st.sampled_from(choices)))

    @precondition(ongoing)
    @rule(data=st.data())
    def move_or_discard(self, data):
        card = data.draw(st.sampled_from(self.all_cards))
        zones = [Zone(kind) for kind in SHARED_ZONE_KINDS] + [
            Zone(kind, player) for kind in PLAYER_ZONE_KINDS for player in ("A", "B", "C")
        ]
        self.attempt(data.draw(st.sampled_from([Discard(card), MoveCard(card, data.draw(st.sampled_from(zones)))])))

    @precondition(ongoing)
    @rule(data=st.data())
    def harm_a_player(self, data):
        player = data.draw(st.sampled_from(["A", "B", "C"]))
        identity = {"A": "ia", "B": "ib", "C": "ic"}[player]
        self.attempt(data.draw(st.sampled_from([EliminatePlayer(player), DealDamage(identity, 2)])))

    @rule()
    def a_finished_game_accepts_no_action(self):
        if not self.ongoing():
            try:
                play(self.state, EndTurn("A"))
            except RuleViolation as error:
                assert error.clause == self.state.outcome().clause
            else:
                raise AssertionError("an action was accepted after the end of the game")

    @invariant()
    def no_card_is_lost_or_duplicated(self):
        assert sorted(self.state.all_card_ids()) == self.all_cards

    @invariant()
    def threat_is_never_negative(self):
        assert all(count >= 0 for card in self.state.cards.values() for _, count in card.counters)
        assert all(card.counter(THREAT) >= 0 for card in self.state.cards.values())

    @invariant()
    def the_notation_reads_back_the_same_state(self):
        assert GameState.from_notation(self.state.notation()) == self.state

    def teardown(self):
        state, events = self.first, []
        for action in self.actions:
            state, new_events = play(state, action)
            events.extend(new_events)
        assert state == self.state
        assert events == self.events


EngineGame.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_engine_game = EngineGame.TestCase
