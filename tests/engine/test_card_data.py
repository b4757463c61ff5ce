"""Cards as data: the card data file, card definitions written in a Given, and the rules that
read a card's keywords and abilities instead of a flag of its own."""

import json
import re

import pytest

from checker import PROJECT_ROOT
from checker.engine import (
    CARD_DATA,
    Ability,
    Amount,
    CardType,
    DealDamage,
    Keyword,
    KeywordValue,
    NotationError,
    PutIntoPlay,
    Resource,
    Reveal,
    RuleViolation,
    Side,
    Target,
    Trigger,
    UseAbility,
    UsedFromOutOfPlay,
    read_state,
    write_state,
)
from checker.engine.card_data import read_card_data
from checker.engine.cards import replace_named_effects
from checker.engine.errors import CardDataError
from tests.engine.support import run

SOURCES = PROJECT_ROOT / "sources" / "cards"

TYPES = {
    "hero": CardType.IDENTITY, "ally": CardType.ALLY, "support": CardType.SUPPORT, "villain": CardType.VILLAIN, "minion": CardType.MINION,
    "main_scheme": CardType.MAIN_SCHEME, "side_scheme": CardType.SIDE_SCHEME, "attachment": CardType.ATTACHMENT,
    "treachery": CardType.TREACHERY,
}
"""MarvelCDB's type codes of the cards in the data file, as the engine's card types."""


def official_cards(lang: str) -> dict[str, dict]:
    cards = {}
    for name in ("core.json", "core_encounter.json"):
        cards.update({card["code"]: card for card in json.loads((SOURCES / lang / name).read_text("utf-8"))})
    return cards


OFFICIAL = {lang: official_cards(lang) for lang in ("en", "es")}
CORE_ENTRIES = [entry for entry in CARD_DATA.entries if entry.definition.code in OFFICIAL["en"]]


def test_the_data_file_holds_core_cards():
    assert len(CORE_ENTRIES) >= 8


def _amount(card: dict, key: str, fixed_key: str) -> Amount | None:
    if key not in card:
        return None
    return Amount(card[key], per_player=not card.get(fixed_key, False))


def _face_numbers(card: dict) -> dict[str, object]:
    """What a MarvelCDB card record says about one side, in the engine's terms."""
    return {
        "attack": card.get("attack"),
        "thwart": card.get("thwart"),
        "defense": card.get("defense"),
        "recover": card.get("recover"),
        "scheme": card.get("scheme"),
        "hand_size": card.get("hand_size"),
        "hit_points": Amount(card["health"], bool(card.get("health_per_hero"))) if "health" in card else None,
        "target_threat": _amount(card, "threat", "threat_fixed"),
        "starting_threat": _amount(card, "base_threat", "base_threat_fixed"),
        "acceleration": _amount(card, "escalation_threat", "escalation_threat_fixed"),
        "attack_consequential": (card.get("attack_cost") or None) if card["type_code"] == "ally" else None,
        "thwart_consequential": (card.get("thwart_cost") or None) if card["type_code"] == "ally" else None,
    }


def _sides(code: str) -> list[dict]:
    card = OFFICIAL["en"][code]
    return [card, OFFICIAL["en"][card["back_link"]]] if "back_link" in card else [card]


@pytest.mark.parametrize("entry", CORE_ENTRIES, ids=lambda entry: entry.definition.code)
def test_each_core_card_prints_what_the_official_card_data_says(entry):
    definition = entry.definition
    sides = _sides(definition.code)
    assert definition.type is TYPES[sides[0]["type_code"]]
    assert entry.titles == {lang: OFFICIAL[lang][definition.code]["name"] for lang in ("en", "es")}
    assert len(definition.faces) == len(sides)
    for face, card in zip(definition.faces, sides):
        stats = face.stats
        expected = _face_numbers(card)
        assert {name: getattr(stats, name) for name in expected} == expected, card["code"]
        traits = re.split(r"(?<=\.)\s+", card.get("traits", "").strip())
        assert [trait.rstrip(".") for trait in face.traits] == [trait.rstrip(".") for trait in traits if trait]
        assert face.icons.hazard == card.get("scheme_hazard", 0)
        printed = {item.keyword for item in face.keywords}
        for keyword in (Keyword.GUARD, Keyword.TOUGHNESS):
            assert (keyword in printed) == card.get("text", "").startswith(keyword.value.capitalize() + ".")
    card = sides[0]
    assert definition.boost == card.get("boost", 0)
    assert definition.cost == (Amount(card["cost"]) if "cost" in card else None)
    resources = [resource for resource in Resource for _ in range(card.get(f"resource_{resource.value}", 0))]
    assert sorted(definition.resources) == sorted(resources)


# ----------------------------------------------------------------------------- one card, three ways

HYDRA_MERCENARY = {
    "en data, by code": "card=01101",
    "en data, by English title": 'card="Hydra Mercenary"',
    "es data, by Spanish title": 'carta="Mercenario de Hydra"',
    "es data, by code": "carta=01101",
    "en Given": "code=01101 traits=Hydra atk=1 sch=0 hp=3 boost=1 guard",
    "es Given": "codigo=01101 rasgos=Hydra atq=1 pla=0 vida=3 aumento=1 guardia",
}

BREAKIN = {
    "en data": 'card="Breakin\' & Takin\'"',
    "es data": 'carta="Arramblar con todo"',
    "en Given": "code=01107 start=2 hazard=1 boost=2 reveal-a=threat+1p",
    "es Given": "codigo=01107 inicial=2 riesgo=1 aumento=2 muestra-a=amenaza+1p",
    "en Given, ability": 'code=01107 start=2 hazard=1 boost=2 ability="when-revealed: threat+1p"',
}

SUIT = {
    "en data": "card=01098",
    "es data": 'carta="Piel blindada del Rino"',
    "en Given": 'code=01098 traits=Armor attach-to=villain ability="forced-interrupt: damage to Rhino is placed here"',
    "es Given": 'codigo=01098 rasgos=Armor vincular-a=villano '
                'capacidad="interrupcion-obligada: damage to Rhino is placed here"',
}


SPIDER_MAN = {
    "en data": "card=01001a",
    "es data, by Spanish title": "carta=Spiderman",
    "en Given": 'code=01001a hp=10 a.traits=Avenger a.atk=2 a.thw=1 a.def=3 a.hand-size=5 '
                'ability="interrupt: Spider-Sense" b.traits=Genius b.rec=3 b.hand-size=6 ability-b="resource: Scientist"',
    "es Given": 'codigo=01001a vida=10 a.rasgos=Avenger a.atq=2 a.int=1 a.def=3 a.tamaño-mano=5 '
                'capacidad="interrupcion: Spider-Sense" b.rasgos=Genius b.rec=3 b.tamaño-mano=6 '
                'capacidad-b="recurso: Scientist"',
}


def _card(item: str, section: str = "set-aside"):
    return read_state(f"players: A(first); {section}: x:{item}").card("x")


@pytest.mark.parametrize(
    ("code", "ways"), [("01101", HYDRA_MERCENARY), ("01107", BREAKIN), ("01098", SUIT), ("01001a", SPIDER_MAN)],
    ids=["minion", "side scheme", "attachment", "identity with two different sides"],
)
def test_the_data_file_and_a_given_in_either_language_give_the_same_card(code, ways):
    data = CARD_DATA.find(code)
    type_word = data.type.value
    cards = {}
    for way, attributes in ways.items():
        item = f"x[{attributes}]" if "data" in way else f"x:{type_word}[{attributes}]"
        cards[way] = read_state(f"players: A(first); A.play: {item}").card("x")
    assert {way: card.definition for way, card in cards.items()} == {way: data for way in ways}


def test_a_card_from_the_data_file_is_written_back_by_its_code():
    state = read_state("players: A(first); villain-area: bt[carta=\"Arramblar con todo\" amenaza=2]")
    assert write_state(state) == "players: A(first); villain-area: bt[card=01107 threat=2]"
    assert write_state(state, "es") == "jugadores: A(inicial); zona-villano: bt[carta=01107 amenaza=2]"


def test_a_given_that_matches_the_data_file_is_written_as_the_data_card():
    given = read_state(f"players: A(first); set-aside: x:minion[{HYDRA_MERCENARY['en Given']}]")
    assert write_state(given) == "players: A(first); set-aside: x[card=01101]"


def test_what_only_one_side_prints_is_written_back_for_that_side():
    text = ("players: A(first); A.play: p:identity[b.traits=Genius guard b.retaliate=1 a.atk=2 b.atk=0 "
            "b.hand-size=6 crisis=1]")
    state = read_state(text)
    hero, alter_ego = state.card("p").definition.faces
    assert (hero.stats.attack, alter_ego.stats.attack, hero.stats.hand_size, alter_ego.stats.hand_size) == (2, 0, None, 6)
    assert (hero.traits, alter_ego.traits) == ((), ("Genius",))
    assert (len(hero.keywords), len(alter_ego.keywords), hero.icons.crisis, alter_ego.icons.crisis) == (1, 2, 1, 1)
    assert read_state(write_state(state, "es")) == state
    assert read_state(write_state(state)) == state


def test_each_side_of_a_double_sided_card_prints_its_own_numbers():
    spider_man = read_state("players: A(first); A.play: x[card=01001a]").card("x")
    hero, alter_ego = spider_man.definition.faces
    assert (hero.stats.attack, hero.stats.hand_size, hero.traits) == (2, 5, ("Avenger",))
    assert (alter_ego.stats.recover, alter_ego.stats.hand_size, alter_ego.traits) == (3, 6, ("Genius",))
    assert spider_man.flipped(Side.B).face is alter_ego
    assert [ability.trigger for ability in spider_man.abilities(Side.B)] == [Trigger.RESOURCE]


def test_a_main_scheme_prints_its_numbers_on_side_b():
    state = read_state("players: A(first) B C; scheme: ms1[card=01097a side=B]")
    assert state.card("ms1").scheme.target.resolve(state.starting_players) == 21
    assert state.card("ms1").flipped(Side.A).scheme.target is None


def test_keywords_keep_their_values_and_add_up():
    card = _card('minion[retaliate=1 retaliate=2p linked=Rhino uses="3 charge" guard]', "A.engaged")
    assert card.definition.faces[0].keywords == (
        KeywordValue(Keyword.RETALIATE, Amount(1)),
        KeywordValue(Keyword.RETALIATE, Amount(2, per_player=True)),
        KeywordValue(Keyword.LINKED, None, "Rhino"),
        KeywordValue(Keyword.USES, Amount(3), "charge"),
        KeywordValue(Keyword.GUARD),
    )
    assert card.keyword_amount(Keyword.RETALIATE, starting_players=2) == 5
    assert card.keyword_amount(Keyword.GUARD, starting_players=2) == 0


# ----------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("item", "reason", "pointed"),
    [
        ('x[card="No Such Card"]', "no card of the card data has the code or title 'No Such Card'", '"No'),
        ("x[card=Rhino]", "several cards of the card data are titled 'Rhino'; name one by its code: "
                          "01094 01095 01096", "Rhino"),
        ("x[card=01094 hp=3]", "'x' takes what it prints from the card data; 'hp' cannot be given here as well",
         "hp"),
        ("x:minion[card=01094]", "'x' is a villain in the card data", "01094"),
        ('x[ability="Threat+1"]', "bad ability 'Threat+1' for 'ability': write a timing trigger, a colon and "
                                  "the effects", '"Threat'),
        ("x:minion[reveal-b=threat+1]", "a single-sided card prints nothing on side B", "x:"),
        ("x[hp=many]", "bad value 'many' for 'hp'", "many"),
        ("x:minion[b.hp=3]", "a single-sided card prints nothing on side B", "x:"),
        ("x:villain[b.cost=3]", "unknown attribute 'b.cost'", "b.cost"),
    ],
)
def test_a_bad_card_in_a_given_names_its_column(item, reason, pointed):
    line = f"players: A(first); set-aside: {item}"
    with pytest.raises(NotationError) as error:
        read_state(line)
    assert (error.value.render("en").split(": ", 1)[1], error.value.column) == (reason, line.index(pointed) + 1)


def test_a_bad_card_data_file_names_the_file_and_the_line():
    text = '[[card]]\ncode = "a1"\ntype = "minion"\ntitle = { en = "A" }\n\n[[card]]\ncode = "b2"\ntype = "minion"\n' \
           'title = { en = "B" }\nwings = 2\n'
    with pytest.raises(CardDataError) as error:
        read_card_data(text, "carddata/test.toml")
    assert str(error.value) == "Card data carddata/test.toml, line 7: unknown attribute 'wings'"
    assert error.value.render("es") == "Datos de cartas carddata/test.toml, línea 7: atributo desconocido 'wings'"


def test_a_card_data_file_that_is_not_toml_names_its_line():
    with pytest.raises(CardDataError) as error:
        read_card_data('[[card]]\ncode = "a1\n', "carddata/test.toml")
    assert error.value.line == 2



def test_every_free_text_effect_of_the_card_data_has_its_spanish_words():
    untranslated = []
    for entry in CARD_DATA.entries:
        replace_named_effects(
            entry.definition,
            lambda effect, code=entry.definition.code: "es" in dict(effect.translations)
            or untranslated.append((code, effect.name)) or effect,
        )
    assert untranslated == []


def test_spanish_words_for_a_free_text_effect_the_card_does_not_have_name_the_file_and_the_line():
    text = '[[card]]\ncode = "a1"\ntype = "ally"\ntitle = { en = "A" }\nwords-es = { "stun an enemy" = "aturde" }\n' \
           'ability = "response[enters-play]: stun a minion"\n'
    with pytest.raises(CardDataError) as error:
        read_card_data(text, "carddata/test.toml")
    assert (error.value.file, error.value.line) == ("carddata/test.toml", 2)
    assert "'stun an enemy'" in str(error.value)


# ----------------------------------------------------------------------------- rules reading card data

SIDE_SCHEME = "players: A(first) B; scheme: ms1[side=B target=20] ms2; set-aside: ss:side-scheme[start=1 {}]"


@pytest.mark.parametrize(("hinder", "threat"), [("hinder=1", 2), ("hinder=2", 3), ("hinder=2p", 5), ("", 1)])
def test_hinder_x_adds_its_value_in_threat_to_the_starting_threat(hinder, threat):
    """hinder-x.1, hinder-x.3: X threat in addition to the starting threat; 2p with two players is 4."""
    state, _ = run(SIDE_SCHEME.format(hinder), PutIntoPlay("ss"))
    assert state.card("ss").counter("threat") == threat


@pytest.mark.parametrize(("incite", "threat"), [("incite=1", 1), ("incite=2", 2), ("", 0)])
def test_incite_x_places_its_value_in_threat_on_the_main_scheme(incite, threat):
    """incite-x.1: when a card with incite X is revealed, X threat on the main scheme."""
    notation = f"players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: t1:treachery[{incite}]"
    state, _ = run(notation.replace("[]", ""), Reveal("t1"))
    assert state.card("ms1").counter("threat") == threat


def test_toughness_gives_a_villain_stage_from_the_card_data_a_tough_status_card():
    """toughness.1: Rhino (III) prints Toughness; when it enters play it gets a tough status card."""
    notation = "players: A(first); villain: r2[card=01095 damage=14] r3[card=01096]; scheme: ms1[side=B target=20] ms2"
    state, _ = run(notation, DealDamage("r2", 1))
    assert state.card("r3").counter("tough") == 1


def test_technovirus_purge_works_out_of_play_through_its_ability():
    """in-play-and-out-of-play.2.6.1: the card data gives Technovirus Purge a constant ability
    used from out of play; the same side scheme without it is refused (.2.6)."""
    purge = CARD_DATA.find("Technovirus Purge")
    assert purge.faces[0].abilities == (
        Ability(Trigger.CONSTANT, (UsedFromOutOfPlay(),), "in-play-and-out-of-play.2.6.1"),
    )
    table = "players: A(first); scheme: ms1[side=B target=20] ms2; encounter-discard: purge[card={}] plain:side-scheme"
    state, events = run(table.format('"Technovirus Purge"'), UseAbility("purge"))
    assert [event.key.value for event in events] == ["ability-used"]
    with pytest.raises(RuleViolation) as error:
        run(table.format('"Technovirus Purge"'), UseAbility("plain"))
    assert error.value.clause == "in-play-and-out-of-play.2.6"


def test_only_the_side_whose_ability_refers_to_out_of_play_may_target_there():
    """in-play-and-out-of-play.2.5: the ability, not the card, refers to an out-of-play area."""
    table = ("players: A(first); scheme: ms1[side=B target=20] ms2; A.discard: x1; "
             'A.play: p:identity[side=B ability-b="action: refers-to-out-of-play"]')
    _, events = run(table, Target("p", "x1", Side.B))
    assert [event.key.value for event in events] == ["targeted"]
    with pytest.raises(RuleViolation):
        run(table.replace("side=B ", ""), Target("p", "x1", Side.A))


def test_a_revealed_side_scheme_enters_play_then_resolves_when_revealed():
    """reveal.2.2.5 then reveal.2.3: Breakin' & Takin' enters play with its starting threat 2,
    then its "When Revealed" places an additional 1 per player (two players: 2)."""
    notation = "players: A(first) B; scheme: ms1[side=B target=20] ms2; encounter-deck: bt[card=01107] e2"
    state, events = run(notation, Reveal("bt"))
    assert [(event.key.value, event.params.get("count")) for event in events] == [
        ("revealed", None), ("enters-play", None), ("threat-placed", 2), ("threat-placed", 2),
    ]
    assert state.card("bt").counter("threat") == 4


def test_a_revealed_treachery_resolves_its_when_revealed_before_it_is_discarded():
    """reveal.2.3, reveal.2.4; incite-x.2: the keyword's threat comes with the card's own abilities."""
    notation = ('players: A(first); scheme: ms1[side=B target=20] ms2; '
                'encounter-deck: t1:treachery[incite=1 reveal-a="Stun each hero"] e2')
    state, events = run(notation, Reveal("t1"))
    assert [event.key.value for event in events] == [
        "revealed", "resolved", "when-revealed", "threat-placed", "discarded",
    ]
    assert state.card("ms1").counter("threat") == 1


def test_a_revealed_minion_engages_before_its_incite_places_threat():
    """reveal.2.2.3 then reveal.2.3."""
    notation = "players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: m1:minion[incite=2] e2"
    _, events = run(notation, Reveal("m1"))
    assert [event.key.value for event in events][-3:] == ["engaged", "enters-play", "threat-placed"]
