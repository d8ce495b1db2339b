#!/usr/bin/env python3
"""adapter-skeleton: an existing engine (toy_engine.py) wrapped to speak the protocol of docs/protocol.md.

The wrapped engine drives its own turn loop and calls back into player objects for decisions; it refuses illegal
moves silently; it emits no events. The adapter turns it into an engine the harness can certify, in five parts, each
a section of this file:

1. The loop in a thread (`Bridge`). The engine's loop runs in a thread of its own. Each callback becomes a question
   and parks the thread; an `act` feeds the answer and runs the engine until it asks its next question. While the
   engine is parked, its state can be read and written from the protocol's side.
2. The table (`Table`): the engine's game, plus the little the protocol shows and the engine does not keep.
3. The snapshot (`snapshot`), derived from the engine's state in one place. Everything else reads the snapshot.
4. Refusals (`REFUSALS`): the protocol's rejection conditions, checked on the snapshot before the engine is called,
   one row per condition; a generic reason when the engine refuses something the table let through.
5. Events (`EVENTS`): derived by comparing the snapshots before and after an action, since the engine emits none.

Then the commands, one `cmd_*` function each, and the JSON-lines loop. Python 3.11, standard library only.
"""

import json
import queue
import random
import sys
import threading
import traceback
from types import SimpleNamespace

import toy_engine as toy

ENGINE = {"name": "adapter-skeleton", "version": "0.1.0"}
PROTOCOL = 6
MAX_LINE = 4 * 1024 * 1024
# Only what this adapter really does. The set-up operations the wrapped engine cannot represent (jail cards, debts)
# are not declared, so the harness reports the scenarios that need them `unsupported` without sending them. The
# `buildings` operation is declared for streets without buildings; houses and hotels are answered with the error
# `unsupported_command`, which the harness reports the same way. No `stack_deck.*` (the engine has no cards), no
# `legal_actions`, no `virtual_clock`: their commands are answered `unsupported_command`.
CAPABILITIES = ["inline_fixtures", "forced_dice", "setup.place", "setup.cash", "setup.give", "setup.buildings",
                "setup.mortgaged", "setup.jail", "setup.bank_stock", "setup.turn", "setup.banker", "setup.pot"]
VARIANTS = ["veropoly"]
# The ways of playing the wrapped engine has (protocol section 3.1, rules/ways.yaml). The toy lets only the player
# whose turn it is mortgage or lift a mortgage (`Game.whose_turn`: the last to start a turn by rolling), so it plays
# `mover_only`: the harness never sends another player's table action, and reports the rules that allow one
# (VP-MORT-01, VP-TURN-02, ...) broken once, "announced in the handshake". The harness knows the mover from
# `turn_started`, which the roll events give for that reason.
PLAYS = ["mover_only"]
# The few numbers of the veropoly preset (fixtures/variants/veropoly.yaml) the adapter needs itself: to check a
# new game and a payment before the engine sees them, and to name the money in events.
PRESET = {"players": (2, 8), "cash": 1500, "houses": 32, "hotels": 12, "salary": toy.SALARY, "fine": toy.JAIL_FINE}


class Rejected(Exception):
    """The rules say no: status `rejected`, with a reason of the protocol's list (section 7)."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


class RequestError(Exception):
    """The request is faulty or asks for what this adapter does not do: status `error`, with a code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


# ---------------------------------------------------------------------------------- 1. the loop in a thread

class Abandoned(BaseException):
    """Raised in the engine's thread to unwind a loop the adapter has finished with (a new game, a `turn` set-up).
    A BaseException, so that the engine's own `except Exception` cannot swallow it."""


ABANDON = object()


class Bridge:
    """Runs the engine's own loop in a thread, parked at each callback until the protocol side answers.

    `question` is what the engine is waiting for: `SimpleNamespace(kind, player, details)` with kind `turn` (roll or
    pay the fine), `buy` (buy the square in `details`), `over` (the loop ended) or `failed` (it raised, or asked
    nothing in time). Only while the engine is parked may the adapter touch its state.
    """

    WAIT_S = 3.0  # for the engine's next question: under the harness's 5 s deadline per request

    def __init__(self):
        self.answers, self.questions, self.question, self.thread = queue.Queue(), queue.Queue(), None, None

    def start(self, loop):
        self.thread = threading.Thread(target=self._run, args=(loop,), daemon=True)
        self.thread.start()
        self.question = self._next()

    def _run(self, loop):
        try:
            loop()
            self.questions.put(SimpleNamespace(kind="over", player=None, details={}))
        except Abandoned:
            pass
        except Exception as e:  # a bug in the engine: logged, and reported to whoever asks next
            traceback.print_exc(file=sys.stderr)
            self.questions.put(SimpleNamespace(kind="failed", player=None, details={"error": repr(e)}))

    def ask(self, kind, player, **details):
        """In the engine's thread, from a callback: park until the protocol side answers."""
        self.questions.put(SimpleNamespace(kind=kind, player=player, details=details))
        answer = self.answers.get()
        if answer is ABANDON:
            raise Abandoned()
        return answer

    def answer(self, value):
        """In the protocol's thread: feed the decision, and run the engine until its next question."""
        self.answers.put(value)
        self.question = self._next()

    def _next(self):
        try:
            return self.questions.get(timeout=self.WAIT_S)
        except queue.Empty:
            return SimpleNamespace(kind="failed", player=None, details={"error": "the engine asked nothing in time"})

    def abandon(self):
        """Unwinds the loop, and waits for its thread to end, so that no two loops ever run on one game."""
        if self.question is not None and self.question.kind in ("turn", "buy"):
            self.answers.put(ABANDON)
            self.thread.join(self.WAIT_S)


class Seat:
    """The agent the engine calls back for one player: each decision becomes the bridge's question."""

    def __init__(self, table, pid):
        self.table, self.pid = table, pid

    # The bridge is looked up at each call: a restarted loop runs on a new one.
    def turn_action(self, game, player):
        return self.table.bridge.ask("turn", self.pid)

    def wants_to_buy(self, game, player, square):
        return self.table.bridge.ask("buy", self.pid, square=square)


# ------------------------------------------------------------------------------------------------ 2. the table

KINDS = {"go": "go", "street": "lot", "station": "station", "utility": "utility", "tax": "tax", "jail": "jail",
         "go_to_jail": "to_jail"}  # board kinds (docs/fixtures.md) -> the engine's; cards and parking: blank
PROPERTY_KINDS = ("street", "station", "utility")


def squares_of(board):
    try:
        squares = [toy.Square(s["id"], KINDS.get(s["kind"], "blank"), price=s.get("price", 0),
                              rents=s.get("multipliers") or s.get("rent") or (), group=s.get("group"),
                              mortgage=s.get("mortgage", 0), tax=s.get("amount", 0)) for s in board["spaces"]]
        assert isinstance(board["id"], str) and any(s.kind == "jail" for s in squares), "a board id and a jail"
        return squares
    except (KeyError, TypeError, AttributeError, AssertionError) as e:
        raise RequestError("invalid_fixture", f"not a valid board: {e!r}")


class Table:
    """One game: the engine's `Game` and its loop, and what the protocol shows but the engine does not keep."""

    def __init__(self, new, board, decks):
        """`new`: the fields of new_game, checked. Board and decks: the inline data."""
        self.variant, self.board = new.variant, board
        self.spaces = board["spaces"]
        self.seating = new.players  # protocol players: id, name, token, team, in seating order
        self.decks = decks  # slot -> card ids as printed: the engine has no cards, so nothing ever moves them
        self.rng, self.dice_queue, self.rolled = random.Random(new.seed), [], []
        # The engine names a player by `name`: the protocol id is used, so no table of names is needed.
        self.seats = {p["id"]: toy.Player(p["id"], Seat(self, p["id"]), new.cash) for p in new.players}
        order = new.turn_order or [p["id"] for p in new.players]  # no opening roll-off: the engine has none
        self.game = toy.Game(squares_of(board), [self.seats[pid] for pid in order], dice=self.roll_dice)
        # Kept here, beside the engine. The bank's cash is not kept but derived: money only moves between players
        # and the bank, so what the bank took in is what the players lost, less what set-up changed.
        self.money_base = new.cash * len(new.players)
        self.stock = {"houses": PRESET["houses"], "hotels": PRESET["hotels"]}
        self.banker, self.pot = new.banker or new.players[0]["id"], 0
        self.bridge = None
        self.run_loop()

    def run_loop(self):
        """(Re)starts the engine's loop from its present state: the turn of `game.current`."""
        if self.bridge is not None:
            self.bridge.abandon()
        self.bridge = Bridge()
        self.bridge.start(self.game.play)

    def roll_dice(self):
        """The engine's dice: forced pairs first (capability `forced_dice`), then the adapter's seeded source."""
        pair = self.dice_queue.pop(0) if self.dice_queue else [self.rng.randint(1, 6), self.rng.randint(1, 6)]
        self.rolled.append(pair)
        return tuple(pair)

    def seat(self, pid):
        if pid not in self.seats:
            raise Rejected("no_such_player")
        return self.seats[pid]

    def square(self, prop_id):
        for i, s in enumerate(self.spaces):
            if s["id"] == prop_id and s["kind"] in PROPERTY_KINDS:
                return self.game.squares[i]
        raise Rejected("no_such_property")


# --------------------------------------------------------------------------------------------- 3. the snapshot

PHASES = {"turn": "roll", "buy": "buy_decision", "over": "game_over"}


def snapshot(t):
    """The protocol's snapshot (section 5), every field, in the one place that reads the engine: refusals and events
    read what this returns. Each value comes from the engine's state, from the question its loop is parked on (the
    phase: the engine has no such field), from the table (what the engine does not keep), or is what the protocol
    says for a part of the game the engine does not have."""
    g, q = t.game, t.bridge.question
    if q.kind == "failed":
        raise RequestError("invalid_request", f"the wrapped engine failed: {q.details['error']}")
    offer = q.details["square"] if q.kind == "buy" else None
    return {
        "variant": t.variant,
        "board": t.board["id"],
        "players": [player_state(t, p) for p in t.seating],  # seating order, not the engine's turn order
        "properties": [{"id": s.name, "owner": s.owner.name if s.owner else None, "mortgaged": s.mortgaged,
                        "houses": 0, "hotel": False,  # no buildings in this engine
                        "unmortgage_cost": g.unmortgage_price(s) if s.mortgaged else None}
                       for s in g.squares if s.kind in toy.PROPERTY_KINDS],
        "bank": {"cash": t.money_base - sum(p.money for p in g.players), **t.stock},
        "banker": t.banker,
        "turn": {"current": g.players[g.current].name, "phase": PHASES[q.kind], "to_act": q.player,
                 "doubles": g.doubles, "order": [p.name for p in g.players], "opening_to_roll": []},
        "pending": {"purchase": {"player": q.player, "property": offer.name, "price": offer.price} if offer else None,
                    "auction": None, "rent_claims": [], "debts": [], "trades": []},  # none in this engine
        "pot": t.pot,
        "decks": {slot: list(cards) for slot, cards in t.decks.items()},
        "clock_ms": 0,  # no virtual_clock: nothing moves it
        "game_over": None if g.winner is None else {
            "winner": g.winner.name, "ranking": [g.winner.name] + [p.name for p in reversed(g.dropouts)]},
    }


def player_state(t, p):
    seat = t.seats[p["id"]]
    return {**p, "cash": seat.money, "position": seat.square, "space": t.spaces[seat.square]["id"],
            "in_jail": seat.jailed, "failed_rolls": seat.jail_rolls, "jail_cards": 0, "bankrupt": seat.out, "skip_turns": 0, "time_bank_ms": None}


def player_in(snap, pid):
    return next(p for p in snap["players"] if p["id"] == pid)


def property_in(snap, prop_id):
    return next((p for p in snap["properties"] if p["id"] == prop_id), None)


# ----------------------------------------------------------------------------------------------- 4. refusals

# The protocol's rejection conditions (section 3.7), in the order the reference engine checks them, as rows of
# (reason, condition). A condition reads the snapshot through `v`: v.phase, v.to_act, v.actor, v.me (the actor's
# player), v.prop (the property the action names), v.pending; and v.mover, the one thing it asks the engine itself
# (the snapshot has no field for it): whose turn it is, `Game.whose_turn`. The first condition that holds names the
# refusal.
# Conditions that can never hold for this engine (an auction open, buildings on a set) are left out; rows that
# always hold (no rent claim is ever open) say what the engine does not do in the protocol's own words.

BETWEEN_ROLLS = [  # the window between rolls (this engine never opens an auction: `auction_open` has no row)
    ("decision_pending", lambda v: v.phase == "buy_decision"),
    ("wrong_phase", lambda v: v.phase != "roll"),
]
DECISION = [  # buying or declining the property offered
    ("wrong_phase", lambda v: v.phase != "buy_decision"),
    ("decision_pending", lambda v: v.to_act != v.actor),
]
OWN = [("not_owner", lambda v: v.prop["owner"] != v.actor)]
# `mover_only` (see PLAYS): the engine refuses a table action by anyone but the player whose turn it is. This row
# only names that refusal (the toy makes it: `Game.in_turn`), first, before the action's own conditions.
MOVER = [("not_your_turn", lambda v: v.actor != v.mover)]
JAIL_EXIT = [
    ("not_in_jail", lambda v: not v.me["in_jail"]),
    ("not_your_turn", lambda v: v.phase == "roll" and v.to_act != v.actor),
    *BETWEEN_ROLLS,
]
REFUSALS = {
    "roll": [("not_your_turn", lambda v: v.phase == "roll" and v.to_act != v.actor),
             ("decision_pending", lambda v: v.phase == "buy_decision"),
             ("debt_pending", lambda v: bool(v.pending["debts"]))],
    "buy": [*DECISION, ("insufficient_cash", lambda v: v.me["cash"] < v.pending["purchase"]["price"])],
    "decline": DECISION,
    "mortgage": [*MOVER, *OWN, *BETWEEN_ROLLS, ("mortgaged", lambda v: v.prop["mortgaged"])],
    "unmortgage": [*MOVER, *OWN, *BETWEEN_ROLLS, ("not_mortgaged", lambda v: not v.prop["mortgaged"]),
                   ("insufficient_cash", lambda v: v.me["cash"] < v.prop["unmortgage_cost"])],
    "pay_fine": [*JAIL_EXIT, ("insufficient_cash", lambda v: v.me["cash"] < PRESET["fine"])],
    "use_card": [*JAIL_EXIT, ("no_card", lambda v: v.me["jail_cards"] == 0)],
    "sell_building": [*MOVER, *OWN, *BETWEEN_ROLLS,
                      ("no_buildings", lambda v: not (v.prop["houses"] or v.prop["hotel"]))],
    "claim_rent": [*BETWEEN_ROLLS, ("no_rent_due", lambda v: not any(
        c["owner"] == v.actor for c in v.pending["rent_claims"]))],
    "bid": [("no_auction", lambda v: v.pending["auction"] is None)],
    "pass": [("no_auction", lambda v: v.pending["auction"] is None)],
    "declare_bankruptcy": [("no_debt", lambda v: not any(d["debtor"] == v.actor for d in v.pending["debts"]))],
}
NOT_IN_VEROPOLY = ("sell_property", "choose_tax", "end_turn", "leave")
REFUSALS.update({kind: [("not_allowed_in_variant", lambda v: True)] for kind in NOT_IN_VEROPOLY})

# When the table let an action through and the engine still refused it (a method returned False, or the engine
# asked the same question again with nothing changed), the adapter cannot know why. It answers this reason. A
# scenario that expects the refusal with another reason then fails at its `it is rejected with "..."` step ("expected
# the rejection reason to be "not_owner", but it is "wrong_phase""): the rule is reported broken, and the fix is a
# row in the table above. A refusal the engine makes after it has moved on (its loop went to the next question)
# cannot be a rejection at all, since a rejection leaves the game as it was: only the table can catch those.
FALLBACK = "wrong_phase"

# Actions the engine has no way to take: answered with the error `unsupported_action`, reported `unsupported`.
UNSUPPORTED = {"build", "request_building", "trade_offer", "trade_accept", "trade_decline", "trade_counter",
               "trade_withdraw"}


def feed(kind, answer):
    """An action that answers the question the engine is parked on."""
    def do(t, seat, action):
        if t.bridge.question.kind != kind or t.bridge.question.player != seat.name:
            return False
        t.bridge.answer(answer)
        return True
    return do


# How each action reaches the engine: a decision fed to the waiting callback, or a method the engine offers, called
# while it is parked. Each returns False when the engine refused.
DO = {
    "roll": feed("turn", "roll"),
    "pay_fine": feed("turn", "pay_fine"),
    "buy": feed("buy", True),
    "decline": feed("buy", False),
    "mortgage": lambda t, seat, a: t.game.mortgage(seat, t.square(a["property"])),
    "unmortgage": lambda t, seat, a: t.game.unmortgage(seat, t.square(a["property"])),
}


# ------------------------------------------------------------------------------------------------- 5. events

# The harness reads few events (docs/engine-authors.md, "Wrapping an existing engine"): `salary`, `card_drawn`,
# `dice_rolled`, and the kinds named in "the last action's events include, in order" tables. Everything else it
# checks is read from the snapshot. So the events below are derived from two snapshots and the dice handed out,
# for the actions this engine takes, and no more: a position that changed gives `moved` and `landed`, and passing
# Go `salary`; an owner that changed, `bought`; cash that changed, the amounts of rent, mortgages and fines; the
# jail flag, `sent_to_jail` and `left_jail`; the bankrupt flag, `bankrupt`; the first roll of a turn (no doubles
# counted before it), `turn_started`, from which the harness knows the mover of `mover_only` (PLAYS). Each event
# still carries exactly its fields (protocol section 6): the harness checks every answer against the schema.

def ev(kind, **fields):
    return {"type": kind, **{k.rstrip("_"): v for k, v in fields.items()}}  # from_ -> "from"


def money_moved(before, after, pid):
    return player_in(after, pid)["cash"] - player_in(before, pid)["cash"]


def roll_events(t, before, after, pid, action):
    started = [ev("turn_started", player=pid)] if before["turn"]["doubles"] == 0 else []
    out = started + [ev("dice_rolled", player=pid, dice=d) for d in t.rolled]
    d1, d2 = t.rolled[-1]
    was, now = player_in(before, pid), player_in(after, pid)
    if was["in_jail"]:
        if now["in_jail"]:
            return out  # a failed attempt at doubles
        if d1 == d2:
            out.append(ev("left_jail", player=pid, how="doubles"))
        else:  # the third failed roll: the fine is forced
            out.append(ev("fine_paid", player=pid, amount=PRESET["fine"]))
            if now["bankrupt"]:
                return out + [ev("bankrupt", player=pid, cash_to="bank", deeds_to="bank")]
            out += [ev("paid", from_=pid, to="bank", amount=PRESET["fine"]),
                    ev("left_jail", player=pid, how="forced_fine")]
    elif d1 == d2 and before["turn"]["doubles"] == 2 and now["in_jail"]:
        return out + [ev("sent_to_jail", player=pid, cause="doubles")]
    return out + move_events(t, before, after, pid, was["position"], d1 + d2)


def move_events(t, before, after, pid, start, steps):
    n = len(t.spaces)
    end, space = (start + steps) % n, t.spaces[(start + steps) % n]
    out = [ev("moved", player=pid, from_=start, to=end)]
    if start + steps >= n:
        out.append(ev("salary", player=pid, amount=PRESET["salary"]))
    out.append(ev("landed", player=pid, space=space["id"]))
    gone = player_in(after, pid)["bankrupt"]
    if space["kind"] in PROPERTY_KINDS:
        owner = property_in(before, space["id"])["owner"]
        offer = after["pending"]["purchase"]
        if offer and offer["property"] == space["id"]:
            out.append(ev("purchase_offered", player=pid, property=space["id"], price=offer["price"]))
        elif owner not in (None, pid) and not property_in(before, space["id"])["mortgaged"]:
            rent = money_moved(before, after, owner)
            out.append(ev("rent_due", owner=owner, payer=pid, property=space["id"], amount=rent))
            out.append(ev("bankrupt", player=pid, cash_to=owner, deeds_to=owner) if gone
                       else ev("rent_paid", payer=pid, owner=owner, amount=rent))
    elif space["kind"] == "tax":
        out.append(ev("tax_paid", player=pid, amount=space["amount"]))
        out.append(ev("bankrupt", player=pid, cash_to="bank", deeds_to="bank") if gone
                   else ev("paid", from_=pid, to="bank", amount=space["amount"]))
    elif space["kind"] == "go_to_jail":
        out.append(ev("sent_to_jail", player=pid, cause="space"))
    return out


def bought(t, before, after, pid, action):
    offer = before["pending"]["purchase"]
    if property_in(after, offer["property"])["owner"] != pid:
        return []
    return [ev("bought", player=pid, property=offer["property"], price=offer["price"])]


EVENTS = {
    "roll": roll_events,
    "buy": bought,
    "pay_fine": lambda t, b, a, pid, action: [ev("fine_paid", player=pid, amount=-money_moved(b, a, pid)),
                                              ev("left_jail", player=pid, how="fine")],
    "mortgage": lambda t, b, a, pid, action: [ev("mortgaged", player=pid, property=action["property"],
                                                 amount=money_moved(b, a, pid))],
    "unmortgage": lambda t, b, a, pid, action: [ev("unmortgaged", player=pid, property=action["property"],
                                                   cost=-money_moved(b, a, pid))],
}


def events_of(t, action, before, after, pid):
    """The events of an accepted action: its own, then the end of the game if it came."""
    out = EVENTS.get(action["type"], lambda *_: [])(t, before, after, pid, action)
    if after["game_over"] and not before["game_over"]:
        out.append(ev("game_over", winner=after["game_over"]["winner"]))
    return out


# ------------------------------------------------------------------------------------------------ the commands

REQUIRED = object()


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


TYPES = {"int": is_int, "str": lambda v: isinstance(v, str), "bool": lambda v: isinstance(v, bool),
         "list": lambda v: isinstance(v, list), "dict": lambda v: isinstance(v, dict)}


def field(obj, key, kind, default=REQUIRED):
    """One field of a request: of the right type, or absent with a default; otherwise `invalid_request`."""
    if obj.get(key) is None:
        if default is REQUIRED:
            raise RequestError("invalid_request", f"missing field `{key}`")
        return default
    if not TYPES[kind](obj[key]):
        raise RequestError("invalid_request", f"field `{key}` has the wrong type")
    return obj[key]


class Session:
    def __init__(self):
        self.table, self.finished = None, False

    def need_table(self):
        if self.table is None:
            raise RequestError("no_game", "no game: send new_game first")
        return self.table


def cmd_handshake(session, req):
    if field(req, "protocol", "int") != PROTOCOL:
        raise RequestError("unsupported_protocol", f"this engine speaks protocol {PROTOCOL}")
    return {"type": "handshake", "engine": ENGINE, "protocol": PROTOCOL, "variants": VARIANTS,
            "capabilities": CAPABILITIES, "plays": PLAYS}


# new_game's refusals (section 3.2), as a table too. `new` holds the request's fields.
NEW_GAME_REFUSALS = [
    ("no_such_player", lambda new: any(x not in new.ids for x in (new.turn_order or []) + [new.banker or new.ids[0]])),
    ("too_few_players", lambda new: len(new.ids) < PRESET["players"][0]),
    ("too_many_players", lambda new: len(new.ids) > PRESET["players"][1]),
    ("duplicate_player", lambda new: len(set(new.ids)) < len(new.ids)),
    ("invalid_setup", lambda new: "" in new.ids or "bank" in new.ids),
    ("missing_token", lambda new: "" in new.tokens),
    ("duplicate_token", lambda new: len(set(new.tokens)) < len(new.tokens)),
    ("invalid_setup", lambda new: new.cash < 0 or not new.slots_needed <= set(new.decks)
     or (new.turn_order is not None and sorted(new.turn_order) != sorted(new.ids))),
]


def inline(ref, what):
    """This adapter carries no fixtures of its own: boards and decks come inline (capability inline_fixtures)."""
    if not isinstance(ref, dict) or not isinstance(ref.get("data"), dict):
        raise RequestError("invalid_fixture", f"this engine knows no {what} by id: send it inline")
    return ref["data"]


def cmd_new_game(session, req):
    listed = field(req, "players", "list")
    if not all(isinstance(p, dict) for p in listed):
        raise RequestError("invalid_request", "a player is an object")
    players = [{"id": field(p, "id", "str"), "name": field(p, "name", "str", field(p, "id", "str")),
                "token": field(p, "token", "str", ""), "team": field(p, "team", "str", None)} for p in listed]
    new = SimpleNamespace(variant=field(req, "variant", "str"), players=players, seed=field(req, "seed", "int", 0),
                          turn_order=field(req, "turn_order", "list", None), banker=field(req, "banker", "str", None),
                          cash=field(req, "starting_cash", "int", PRESET["cash"]))
    if new.variant not in VARIANTS:
        raise RequestError("unsupported_variant", f"this engine does not play {new.variant!r}")
    if field(req, "house_rules", "dict", {}):
        raise RequestError("unsupported_variant", "the wrapped engine plays the preset as it is, without house rules")
    board = inline(field(req, "board", "dict", {}), "board")
    decks = {}
    for ref in field(req, "decks", "list", []):
        data = inline(ref, "deck")
        decks.setdefault(data.get("slot"), [c.get("id") for c in data.get("cards", [])])
    new.ids, new.decks = [p["id"] for p in players], decks
    new.tokens = [p["token"].strip().lower() for p in players]
    new.slots_needed = {s.get("deck") for s in board.get("spaces", []) if s.get("kind") == "card"}
    if not new.ids:
        raise Rejected("too_few_players")
    for reason, refused in NEW_GAME_REFUSALS:
        if refused(new):
            raise Rejected(reason)
    table = Table(new, board, decks)
    if session.table is not None:
        session.table.bridge.abandon()  # the old game's loop unwinds; its thread ends
    session.table = table
    return {"type": "game", "state": snapshot(session.table)}


def cmd_force_dice(session, req):
    dice = field(req, "dice", "list")
    if not all(isinstance(p, list) and len(p) == 2 and all(is_int(d) and 0 <= d <= 255 for d in p) for p in dice):
        raise RequestError("invalid_request", "dice are pairs of small non-negative integers")
    t = session.need_table()
    if not all(1 <= d <= 6 for p in dice for d in p):
        raise Rejected("invalid_dice")  # and no pair is queued
    t.dice_queue += [list(p) for p in dice]
    return {"type": "done"}


def plan(t, op):
    """Checks one set-up operation and returns what writes it. Nothing is written until every operation of the
    request has been checked: all apply, or none."""
    kind = op.get("op") if isinstance(op, dict) else None
    g = t.game
    if kind in ("place", "cash", "jail", "jail_card", "turn", "banker"):
        seat = t.seat(field(op, "player", "str"))
    if kind in ("give", "mortgaged", "buildings"):
        square = t.square(field(op, "property", "str"))
    if kind == "place":
        ids = [s["id"] for s in t.spaces]
        space = field(op, "space", "str")
        if space not in ids:
            raise Rejected("invalid_setup")
        return lambda: setattr(seat, "square", ids.index(space))
    if kind == "cash":
        amount = field(op, "amount", "int")

        def write_cash():
            t.money_base += amount - seat.money  # set-up moves no money through the bank
            seat.money = amount
        return write_cash
    if kind == "give":
        owner = None if op.get("player") is None else t.seat(field(op, "player", "str"))

        def write_owner():
            square.owner = owner
            square.mortgaged = square.mortgaged and owner is not None
        return write_owner
    if kind == "mortgaged":
        flag = field(op, "mortgaged", "bool")
        return lambda: setattr(square, "mortgaged", flag)
    if kind == "buildings":
        houses, hotel = field(op, "houses", "int", 0), field(op, "hotel", "bool", False)
        if square.kind != "lot" or not 0 <= houses <= 4 or (hotel and houses):
            raise Rejected("invalid_setup")
        if houses or hotel:
            raise RequestError("unsupported_command", "the wrapped engine has no houses or hotels")
        return lambda: None
    if kind == "jail":
        in_jail, failed = field(op, "in_jail", "bool"), field(op, "failed_rolls", "int", 0)

        def write_jail():
            if in_jail:
                seat.square = g.jail
            seat.jailed, seat.jail_rolls = in_jail, failed if in_jail else 0
        return write_jail
    if kind == "bank_stock":
        stock = {"houses": field(op, "houses", "int"), "hotels": field(op, "hotels", "int")}
        return lambda: t.stock.update(stock)
    if kind == "turn":
        if t.bridge.question.kind != "turn":
            raise Rejected("invalid_setup")

        def write_turn():  # the engine's loop is restarted from this player's turn, before their roll
            g.current, g.mover = g.players.index(seat), None
            t.restart = True
        return write_turn
    if kind == "banker":
        return lambda: setattr(t, "banker", seat.name)
    if kind == "pot":
        amount = field(op, "amount", "int")
        if amount < 0:
            raise Rejected("invalid_setup")
        return lambda: setattr(t, "pot", amount)  # veropoly has no jackpot: the pot is only shown
    if kind == "debt":
        t.seat(field(op, "debtor", "str"))
        if op.get("creditor") is not None:
            t.seat(field(op, "creditor", "str"))
        if field(op, "amount", "int") <= 0:
            raise Rejected("invalid_setup")
        raise RequestError("unsupported_command", "the wrapped engine has no debts")
    if kind == "jail_card":
        raise RequestError("unsupported_command", "the wrapped engine has no cards")
    raise RequestError("invalid_request", f"unknown set-up operation {kind!r}")


def cmd_setup(session, req):
    t = session.need_table()
    writes = [plan(t, op) for op in field(req, "ops", "list")]
    t.restart = False
    for write in writes:
        write()
    if t.restart:
        t.run_loop()
    return {"type": "done"}


ACTION_FIELDS = {  # every action of section 3.7 and its required fields
    "roll": {}, "buy": {}, "decline": {}, "pass": {}, "pay_fine": {}, "use_card": {}, "end_turn": {}, "leave": {},
    "declare_bankruptcy": {}, "claim_rent": {}, "bid": {"amount": "int"}, "request_building": {"building": "str"},
    "build": {"property": "str", "building": "str"}, "sell_building": {"property": "str"},
    "mortgage": {"property": "str"}, "unmortgage": {"property": "str"}, "sell_property": {"property": "str"},
    "choose_tax": {"option": "str"}, "trade_offer": {"to": "str", "give": "dict", "take": "dict"},
    "trade_accept": {"trade": "int"}, "trade_decline": {"trade": "int"}, "trade_withdraw": {"trade": "int"},
    "trade_counter": {"trade": "int", "give": "dict", "take": "dict"},
}


def cmd_act(session, req):
    pid, action = field(req, "player", "str"), field(req, "action", "dict")
    kind = action.get("type")
    if kind not in ACTION_FIELDS:
        raise RequestError("invalid_request", f"unknown action type {kind!r}")
    for key, key_kind in ACTION_FIELDS[kind].items():
        field(action, key, key_kind)
    if kind in UNSUPPORTED:
        raise RequestError("unsupported_action", f"the wrapped engine does not implement {kind}")
    t = session.need_table()
    before = snapshot(t)
    # Who may act at all, then what the action names, then the action's own conditions.
    seat = t.seat(pid)
    if before["game_over"]:
        raise Rejected("game_over")
    if seat.out:
        raise Rejected("bankrupt")
    if "property" in action:
        t.square(action["property"])
    if kind == "claim_rent" and action.get("payer") is not None:
        t.seat(field(action, "payer", "str"))
    v = SimpleNamespace(phase=before["turn"]["phase"], to_act=before["turn"]["to_act"],
                        mover=t.game.whose_turn().name, actor=pid,
                        me=player_in(before, pid), prop=property_in(before, action.get("property")),
                        pending=before["pending"])
    for reason, refused in REFUSALS.get(kind, []):
        if refused(v):
            raise Rejected(reason)
    if kind not in DO:
        raise RequestError("unsupported_action", f"the wrapped engine does not implement {kind}")
    t.rolled = []
    taken = DO[kind](t, seat, action)
    after = snapshot(t)
    if not taken or (after == before and not t.rolled):
        raise Rejected(FALLBACK)
    return {"type": "events", "events": events_of(t, action, before, after, pid)}


def cmd_state(session, req):
    return {"type": "state", "state": snapshot(session.need_table())}


def cmd_unsupported(session, req):
    raise RequestError("unsupported_command", f"this engine does not implement {req['cmd']}")


def cmd_quit(session, req):
    session.finished = True
    return {"type": "done"}


COMMANDS = {"handshake": cmd_handshake, "new_game": cmd_new_game, "force_dice": cmd_force_dice,
            "setup": cmd_setup, "act": cmd_act, "state": cmd_state, "quit": cmd_quit,
            "stack_deck": cmd_unsupported, "advance_clock": cmd_unsupported, "legal_actions": cmd_unsupported}


def handle(session, line):
    """One request line in, one response out: JSON, then id, then cmd, then the command."""
    try:
        req = json.loads(line)
    except (ValueError, RecursionError) as e:
        return {"id": None, "status": "error", "code": "malformed_json", "message": str(e)}
    rid = req.get("id") if isinstance(req, dict) else None
    if not is_int(rid) or not 0 <= rid < 2**64:
        return {"id": None, "status": "error", "code": "invalid_request", "message": 'a request needs a numeric "id"'}
    if req.get("cmd") not in COMMANDS:
        return {"id": rid, "status": "error", "code": "unknown_command", "message": 'unknown or missing "cmd"'}
    try:
        return {"id": rid, "status": "ok", "result": COMMANDS[req["cmd"]](session, req)}
    except Rejected as r:
        return {"id": rid, "status": "rejected", "reason": r.reason, "message": r.reason.replace("_", " ")}
    except RequestError as e:
        return {"id": rid, "status": "error", "code": e.code, "message": str(e)}
    except Exception as e:  # a bug of the adapter: logged, answered, and the loop reads on
        traceback.print_exc(file=sys.stderr)
        return {"id": rid, "status": "error", "code": "invalid_request", "message": f"internal error: {e!r}"}


def main():
    session, stdin, stdout = Session(), sys.stdin.buffer, sys.stdout.buffer
    while not session.finished:
        raw = stdin.readline(MAX_LINE + 1)
        if not raw:
            return 0
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            while (rest := stdin.readline(1 << 16)) and not rest.endswith(b"\n"):
                pass
            response = {"id": None, "status": "error", "code": "line_too_long", "message": "line over 4 MiB"}
        else:
            line = raw.decode("utf-8", errors="replace").strip()
            if not line:
                continue
            response = handle(session, line)
        stdout.write(json.dumps(response, separators=(",", ":")).encode() + b"\n")
        stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
