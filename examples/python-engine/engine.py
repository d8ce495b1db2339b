#!/usr/bin/env python3
"""python-example-engine: a partial veropoly engine, written as a worked example for engine authors.

It speaks protocol version 2 (docs/protocol.md): one JSON request per line on standard input, one JSON response per
line on standard output, logs on standard error. Python 3.11, standard library only. The variant is data: the
veropoly preset, board and decks are in fixtures.json beside this file.

It plays the opening roll-off, rolling and moving, the Go salary, doubles and the three-doubles rule, buying, taxes,
Free Parking, the Break Room, rent that the owner must ask for (doubled on a full set), ports, utilities, houses and
hotels, mortgages, and debts paid off once the debtor has the cash. It leaves out, on purpose: auctions (a declined
property stays with the bank), trading, the requests for the bank's last buildings and bankruptcy (all answered with
the error `unsupported_action`), and cards beyond money (a card is drawn, but only `collect` and `pay` do anything).

Shape: `Game` holds one game, with an `act_*` method per action; a `cmd_*` function per protocol command;
`Session.handle` turns a request line into a response; `main` is the loop. A rejected request must change nothing,
so actions and set-ups run on a copy of the game, which replaces it only when they succeed.
"""

import copy
import json
import os
import random
import sys
import traceback

ENGINE = {"name": "python-example-engine", "version": "0.1.0"}
PROTOCOL = 6
MAX_LINE = 4 * 1024 * 1024  # bytes in a request line, not counting the line end
CAPABILITIES = ["inline_fixtures", "legal_actions", "forced_dice", "stack_deck.top", "stack_deck.order",
                "virtual_clock", "setup.place", "setup.cash", "setup.give", "setup.buildings", "setup.mortgaged",
                "setup.jail", "setup.jail_card", "setup.bank_stock", "setup.turn", "setup.banker", "setup.pot",
                "setup.debt"]
COMMANDS = ("handshake", "new_game", "force_dice", "stack_deck", "advance_clock", "setup", "act", "state",
            "legal_actions", "quit")

# Presets, boards and decks known by id: a copy of the project's fixtures/ as JSON. The harness sends boards and
# decks inline to an engine that declares `inline_fixtures`, as this one does, and by id to one that does not; a
# preset is always looked up here.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures.json"), encoding="utf-8") as _f:
    FIXTURES = json.load(_f)
VARIANTS = sorted(FIXTURES["variants"])  # the only place a variant's name matters: which presets we play

PROPERTY_KINDS = ("street", "station", "utility")
SPACE_KINDS = PROPERTY_KINDS + ("go", "tax", "card", "jail", "go_to_jail", "free_parking")

# Actions this engine does not implement. The harness reports a scenario that meets one as "unsupported".
UNSUPPORTED_ACTIONS = {"bid", "pass", "request_building", "declare_bankruptcy", "trade_offer", "trade_accept",
                       "trade_decline", "trade_withdraw", "trade_counter"}


class Rejected(Exception):
    """The rules say no: status `rejected`, with a reason from the protocol's stable list."""
    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


class RequestError(Exception):
    """The request is faulty, or asks for what this engine does not do: status `error`, with a code."""
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def require(condition, reason):
    """The rules' refusals read as preconditions: require(cash >= price, "insufficient_cash")."""
    if not condition:
        raise Rejected(reason)


# ------------------------------------------------------------------------------------------- reading requests

REQUIRED = object()


def is_int(v, low=-2**63, high=2**63 - 1):
    return isinstance(v, int) and not isinstance(v, bool) and low <= v <= high  # True is an int in Python


CHECKS = {  # a kind ending in "?" also accepts null
    "str": lambda v: isinstance(v, str),
    "int": is_int,
    "u8": lambda v: is_int(v, 0, 255),
    "u32": lambda v: is_int(v, 0, 2**32 - 1),
    "u64": lambda v: is_int(v, 0, 2**64 - 1),
    "bool": lambda v: isinstance(v, bool),
    "list": lambda v: isinstance(v, list),
    "dict": lambda v: isinstance(v, dict),
    "building": lambda v: v in ("house", "hotel"),
}


def read_fields(obj, spec, what, strict=True):
    """Checks an object against {field: (check, default or REQUIRED)}; returns the fields with defaults filled."""
    if not isinstance(obj, dict):
        raise RequestError("invalid_request", f"{what} must be an object")
    if strict:
        for key in obj:
            if key not in spec:
                raise RequestError("invalid_request", f"unknown field `{key}` in {what}")
    out = {}
    for key, (check, default) in spec.items():
        if key not in obj:
            if default is REQUIRED:
                raise RequestError("invalid_request", f"missing field `{key}` in {what}")
            out[key] = default
        elif not (CHECKS[check.rstrip("?")](obj[key]) or (check.endswith("?") and obj[key] is None)):
            raise RequestError("invalid_request", f"field `{key}` of {what} has the wrong type")
        else:
            out[key] = obj[key]
    return out


PROPERTY = {"property": ("str", REQUIRED)}
ACTIONS = {  # the fields of each action this engine reads (the unsupported ones are refused before their fields)
    "roll": {}, "buy": {}, "decline": {}, "pay_fine": {}, "use_card": {}, "end_turn": {}, "leave": {},
    "claim_rent": {"payer": ("str?", None)},
    "build": {**PROPERTY, "building": ("building", REQUIRED)},
    "sell_building": PROPERTY, "mortgage": PROPERTY, "unmortgage": PROPERTY, "sell_property": PROPERTY,
    "choose_tax": {"option": ("str", REQUIRED)},
}

SETUP_OPS = {
    "place": {"player": ("str", REQUIRED), "space": ("str", REQUIRED)},
    "cash": {"player": ("str", REQUIRED), "amount": ("int", REQUIRED)},
    "give": {"property": ("str", REQUIRED), "player": ("str?", None)},
    "buildings": {"property": ("str", REQUIRED), "houses": ("u8", 0), "hotel": ("bool", False)},
    "mortgaged": {"property": ("str", REQUIRED), "mortgaged": ("bool", REQUIRED)},
    "jail": {"player": ("str", REQUIRED), "in_jail": ("bool", REQUIRED), "failed_rolls": ("u8", 0)},
    "jail_card": {"player": ("str", REQUIRED), "deck": ("str", REQUIRED)},
    "bank_stock": {"houses": ("u32", REQUIRED), "hotels": ("u32", REQUIRED)},
    "turn": {"player": ("str", REQUIRED)},
    "banker": {"player": ("str", REQUIRED)},
    "pot": {"amount": ("int", REQUIRED)},
    "debt": {"debtor": ("str", REQUIRED), "creditor": ("str?", None), "amount": ("int", REQUIRED)},
}


# ---------------------------------------------------------------------------------- presets, boards, decks

def merge_house_rules(preset, overrides, path=""):
    """Merges house rules into the preset key by key; every key must exist, with a value of the same type."""
    for key, value in overrides.items():
        if key not in preset:
            raise RequestError("invalid_request", f"house rule {path + key!r} is not a switch of this variant")
        old = preset[key]
        if isinstance(old, dict) and isinstance(value, dict):
            merge_house_rules(old, value, path + key + ".")
            continue
        if old is not None and value is not None and type(old) is not type(value):
            raise RequestError("invalid_request", f"house rule {path + key!r} has the wrong type")
        preset[key] = value


def fixture(ref, kind):
    """A board or deck given as {"id": ...} (looked up in fixtures.json) or {"data": ...} (inline)."""
    if isinstance(ref, dict) and "data" in ref:
        return ref["data"]
    if isinstance(ref, dict) and isinstance(ref.get("id"), str):
        if ref["id"] not in FIXTURES[kind]:
            raise RequestError("invalid_fixture", f"no {kind[:-1]} {ref['id']!r}")
        return FIXTURES[kind][ref["id"]]
    raise RequestError("invalid_request", f"a {kind[:-1]} is {{\"id\": ...}} or {{\"data\": ...}}")


def load_board(data):
    """Checks a board and indexes it: its properties, groups, jail and card slots, all by space index."""
    try:
        spaces = data["spaces"]
        board = {"id": data["id"], "spaces": spaces, "props": [], "groups": {}, "slots": [], "jail": None}
        assert isinstance(board["id"], str) and spaces, "a board needs an id and spaces"
        for i, s in enumerate(spaces):
            assert isinstance(s["id"], str) and s["kind"] in SPACE_KINDS, f"unknown space kind {s['kind']!r}"
            if s["kind"] in PROPERTY_KINDS:
                table = s["multipliers"] if s["kind"] == "utility" else s["rent"]
                costs = [s["house_cost"], s["hotel_cost"]] if s["kind"] == "street" else []
                assert table and all(map(is_int, [s["price"], s["mortgage"], *table, *costs])), f"{s['id']}: amounts"
                board["props"].append(i)
                board["groups"].setdefault(s["group"], []).append(i)
            elif s["kind"] == "tax":
                assert is_int(s["amount"]), f"{s['id']}: amount"
            elif s["kind"] == "card" and s["deck"] not in board["slots"]:
                board["slots"].append(s["deck"])
            elif s["kind"] == "jail" and board["jail"] is None:
                board["jail"] = i
        assert board["jail"] is not None, "a board needs a jail space"
        return board
    except (KeyError, TypeError, AssertionError) as e:
        raise RequestError("invalid_fixture", f"not a valid board: {e}")


def load_deck(data):
    try:
        cards = {c["id"]: c["effect"] for c in data["cards"]}
        assert isinstance(data["slot"], str) and all(isinstance(e["type"], str) for e in cards.values())
        return {"slot": data["slot"], "cards": cards, "printed": [c["id"] for c in data["cards"]]}
    except (KeyError, TypeError, AssertionError) as e:
        raise RequestError("invalid_fixture", f"not a valid deck: {e}")


# ----------------------------------------------------------------------------------------------- the game

class Game:
    """One game: the rules (the merged preset), the board, and everything that changes."""

    def __init__(self, rules, board, decks, players, seed, turn_order, banker, cash):
        self.rules, self.board = rules, board
        self.rng = random.Random(seed)  # every chance the harness does not inject comes from here
        self.cards = {}  # slot -> {card id: effect}
        self.piles = {}  # slot -> card ids, top first
        for deck in decks:
            if deck["slot"] not in self.cards:
                self.cards[deck["slot"]] = deck["cards"]
                self.piles[deck["slot"]] = list(deck["printed"])
                self.rng.shuffle(self.piles[deck["slot"]])
        self.players = [{"id": p["id"], "name": p["name"] if p["name"] is not None else p["id"],
                         "token": p["token"], "team": p["team"], "cash": cash, "position": 0, "in_jail": False,
                         "failed_rolls": 0, "jail_cards": [], "bankrupt": False, "skip_turns": 0, "time_bank_ms": None} for p in players]
        self.props = {i: {"owner": None, "mortgaged": False, "houses": 0, "hotel": False} for i in board["props"]}
        self.bank = {"cash": 0, "houses": rules["buildings"]["houses"], "hotels": rules["buildings"]["hotels"]}
        self.banker = banker
        self.order = list(range(len(players)))
        self.current, self.turn_open, self.doubles, self.again, self.last_dice = 0, False, 0, False, (0, 0)
        self.contenders, self.rolled, self.opening_totals = [], [], {}
        self.offer = None  # the property offered in phase buy_decision
        self.claims, self.lapsed, self.debts = [], [], []  # rent claims, claims lapsed at the last roll, debts
        self.dice_queue, self.clock_ms, self.pot, self.events = [], 0, 0, []
        self.thrown = False  # no landing is settled before the game's first throw
        if turn_order is not None:
            self.order = turn_order
            self.phase, self.to_act, self.current = "roll", turn_order[0], turn_order[0]
        elif rules["turn_order"] == "roll_off":
            self.phase, self.to_act, self.contenders = "opening", 0, list(self.order)
        else:  # "seating" or "shuffle"
            if rules["turn_order"] == "shuffle":
                self.rng.shuffle(self.order)
            self.phase, self.to_act, self.current = "roll", self.order[0], self.order[0]

    # ---- small helpers

    def pid(self, p):
        return self.players[p]["id"]

    def player_index(self, player_id):
        ids = [pl["id"] for pl in self.players]
        require(player_id in ids, "no_such_player")
        return ids.index(player_id)

    def prop_index(self, prop_id):
        ids = {self.board["spaces"][i]["id"]: i for i in self.props}
        require(prop_id in ids, "no_such_property")
        return ids[prop_id]

    def emit(self, kind, **fields):
        self.events.append({"type": kind, **fields})

    def party(self, p):  # in events, the bank is "bank"; in the snapshot, null
        return "bank" if p is None else self.pid(p)

    def opt_pid(self, p):
        return None if p is None else self.pid(p)

    def transfer(self, payer, payee, amount):
        """Moves money between players and the bank (None); the bank's cash is what it has taken in, net."""
        for who, sign in ((payer, -1), (payee, 1)):
            if who is None:
                self.bank["cash"] += sign * amount
            else:
                self.players[who]["cash"] += sign * amount

    def charge(self, debtor, creditor, amount):
        """A payment the debtor may not be able to make: then the whole amount becomes a debt."""
        if amount <= 0:
            return
        if self.players[debtor]["cash"] >= amount:
            self.transfer(debtor, creditor, amount)
            self.emit("paid", **{"from": self.pid(debtor), "to": self.party(creditor), "amount": amount})
        else:
            self.debts.append({"debtor": debtor, "creditor": creditor, "amount": amount})
            self.emit("debt_owed", debtor=self.pid(debtor), creditor=self.party(creditor), amount=amount)

    def settle_debts(self):
        """After every accepted action: each debt whose debtor now has the cash is paid, oldest first."""
        for debt in list(self.debts):
            if self.players[debt["debtor"]]["cash"] >= debt["amount"]:
                self.debts.remove(debt)
                self.transfer(debt["debtor"], debt["creditor"], debt["amount"])
                self.emit("debt_paid", debtor=self.pid(debt["debtor"]), creditor=self.party(debt["creditor"]),
                          amount=debt["amount"])

    def next_dice(self):
        """Forced dice first, in order; only an empty queue lets the engine roll its own."""
        if self.dice_queue:
            return self.dice_queue.pop(0)
        return [self.rng.randint(1, 6), self.rng.randint(1, 6)]

    def require_open_table(self):
        """The window between rolls: no purchase decision or opening roll-off pending."""
        require(self.phase != "buy_decision", "decision_pending")
        require(self.phase == "roll", "wrong_phase")

    def require_owner(self, p, prop):
        require(self.props[prop]["owner"] == p, "not_owner")

    def group(self, prop):
        return self.board["groups"][self.board["spaces"][prop]["group"]]

    def owns_group(self, owner, prop):
        return all(self.props[q]["owner"] == owner for q in self.group(prop))

    def level(self, prop):
        """Buildings on a street counted as houses, a hotel being one more than a full row of houses."""
        st = self.props[prop]
        return self.rules["buildings"]["houses_per_hotel"] + 1 if st["hotel"] else st["houses"]

    def set_has_buildings(self, prop):
        return any(self.props[q]["houses"] or self.props[q]["hotel"] for q in self.group(prop))

    # ---- acting: the protocol's `act`

    def act(self, player_id, action):
        """Carries out one action and returns its events, or raises Rejected / RequestError."""
        p = self.player_index(player_id)
        require(not self.players[p]["bankrupt"], "bankrupt")
        kind = action["type"]
        lacks = {"sell_property": self.rules["property_sale_to_bank"] is None,
                 "choose_tax": self.rules["income_tax"] != "flat_or_percent_of_assets",
                 "end_turn": self.rules["turn_end"] != "end_turn", "leave": True}
        if kind in lacks:
            require(not lacks[kind], "not_allowed_in_variant")
            raise RequestError("unsupported_action", f"this engine does not implement {kind}")
        args = []
        if "property" in action:
            args.append(self.prop_index(action["property"]))
        if kind == "build":
            args.append(action["building"] == "hotel")
        if kind == "claim_rent":
            args.append(None if action.get("payer") is None else self.player_index(action["payer"]))
        self.events = []
        getattr(self, "act_" + kind)(p, *args)
        self.settle_debts()
        return self.events

    # ---- rolling, moving, landing

    def act_roll(self, p):
        if self.phase == "opening":
            return self.opening_roll(p)
        require(self.phase != "buy_decision", "decision_pending")
        require(self.to_act == p, "not_your_turn")
        require(not self.debts, "debt_pending")
        new_turn = not self.turn_open or self.current != p
        if self.rules["rent"]["claim_lapses_on"] == "any_roll" or new_turn:
            self.close_rent_window()
        if new_turn:
            self.current, self.turn_open, self.doubles = p, True, 0
            self.emit("turn_started", player=self.pid(p))
        self.again, self.thrown = False, True
        dice = self.last_dice = self.next_dice()
        self.emit("dice_rolled", player=self.pid(p), dice=dice)
        doubles, steps = dice[0] == dice[1], dice[0] + dice[1]
        if self.players[p]["in_jail"]:
            self.jail_roll(p, doubles, steps)
        elif doubles:
            self.doubles += 1
            if self.doubles >= self.rules["doubles"]["limit"]:
                self.send_to_jail(p, "doubles")  # the third doubles moves nothing
            else:
                self.again = self.rules["doubles"]["roll_again"]
                self.move_by(p, steps)
        else:
            self.move_by(p, steps)
        self.after_landing()

    def opening_roll(self, p):
        """Who goes first: everyone rolls once in seating order; those tied for the top roll again."""
        waiting = [q for q in self.contenders if q not in self.rolled]
        require(waiting[0] == p, "not_your_turn")
        dice = self.next_dice()
        self.emit("dice_rolled", player=self.pid(p), dice=dice)
        self.opening_totals[p] = dice[0] + dice[1]
        self.rolled.append(p)
        if len(waiting) > 1:
            self.to_act = waiting[1]
            return
        best = max(self.opening_totals[q] for q in self.contenders)
        top = [q for q in self.contenders if self.opening_totals[q] == best]
        if len(top) > 1:
            self.emit("order_tie", players=[self.pid(q) for q in top])
            self.contenders, self.rolled, self.to_act = top, [], top[0]
            return
        first = top[0]
        start = self.order.index(first)
        self.order = self.order[start:] + self.order[:start]
        self.contenders, self.rolled = [], []
        self.phase, self.to_act, self.current, self.turn_open = "roll", first, first, False
        self.emit("order_decided", first=self.pid(first), order=[self.pid(q) for q in self.order])

    def close_rent_window(self):
        """Rent not asked for by the next roll lapses."""
        for c in self.claims:
            self.emit("rent_forfeited", owner=self.pid(c["owner"]), payer=self.pid(c["payer"]), amount=c["amount"])
        self.lapsed, self.claims = self.claims, []

    def jail_roll(self, p, doubles, steps):
        player, jail = self.players[p], self.rules["jail"]
        if doubles:
            player["in_jail"], player["failed_rolls"] = False, 0
            self.emit("left_jail", player=self.pid(p), how="doubles")
            self.again = not jail["doubles_move_no_reroll"] and self.rules["doubles"]["roll_again"]
            self.move_by(p, steps)
        elif player["failed_rolls"] + 1 >= jail["max_turns"]:
            # The last failed roll: the fine is compulsory (a debt if it cannot be paid), and the token moves.
            player["in_jail"], player["failed_rolls"] = False, 0
            self.emit("fine_paid", player=self.pid(p), amount=jail["fine"])
            self.charge(p, None, jail["fine"])
            self.emit("left_jail", player=self.pid(p), how="forced_fine")
            self.move_by(p, steps)
        else:
            player["failed_rolls"] += 1

    def move_by(self, p, steps):
        """Forward by `steps`: Go's salary for passing or stopping on Go, then the landing."""
        n = len(self.board["spaces"])
        start = self.players[p]["position"]
        end = (start + steps) % n
        self.players[p]["position"] = end
        self.emit("moved", player=self.pid(p), **{"from": start, "to": end})
        go = self.rules["go"]
        salary = go["exact_salary"] if end == 0 else go["pass_salary"] if start + steps >= n else 0
        if salary > 0:
            self.transfer(None, p, salary)
            self.emit("salary", player=self.pid(p), amount=salary)
        self.land(p)

    def send_to_jail(self, p, cause):
        """Straight to the jail space: not a move, no salary, and the turn is over."""
        self.players[p].update(position=self.board["jail"], in_jail=True, failed_rolls=0)
        self.again = False
        self.emit("sent_to_jail", player=self.pid(p), cause=cause)

    def land(self, p):
        pos = self.players[p]["position"]
        space = self.board["spaces"][pos]
        self.emit("landed", player=self.pid(p), space=space["id"])
        kind = space["kind"]
        if kind in PROPERTY_KINDS:
            self.land_on_property(p, pos)
        elif kind == "tax":  # this engine knows the flat tax only (veropoly's income_tax: flat)
            self.emit("tax_paid", player=self.pid(p), amount=space["amount"])
            self.charge(p, None, space["amount"])
        elif kind == "card":
            self.draw_card(p, space["deck"])
        elif kind == "go_to_jail":
            self.send_to_jail(p, "space")
        # go, jail (just visiting) and free_parking: nothing happens

    def land_on_property(self, p, prop):
        st = self.props[prop]
        if st["owner"] is None:
            self.phase, self.to_act, self.offer = "buy_decision", p, prop
            self.emit("purchase_offered", player=self.pid(p), property=self.board["spaces"][prop]["id"],
                      price=self.board["spaces"][prop]["price"])
            return
        owner = st["owner"]
        if owner == p or st["mortgaged"]:
            return
        if self.players[owner]["in_jail"] and not self.rules["rent"]["collect_in_jail"]:
            return
        amount = self.rent(prop)
        if amount <= 0:
            return
        self.emit("rent_due", owner=self.pid(owner), payer=self.pid(p), property=self.board["spaces"][prop]["id"],
                  amount=amount)
        if self.rules["rent"]["must_be_claimed"]:
            self.claims.append({"owner": owner, "payer": p, "prop": prop, "amount": amount})
        else:
            self.pay_rent(p, owner, amount)

    def rent(self, prop):
        """The rent a lander owes on `prop` now, fixed at the moment of landing."""
        space, st = self.board["spaces"][prop], self.props[prop]
        held = sum(1 for q in self.group(prop) if self.props[q]["owner"] == st["owner"])
        if space["kind"] == "street":
            if st["hotel"]:
                return space["rent"][5]
            if st["houses"]:
                return space["rent"][min(st["houses"], 4)]
            if self.owns_group(st["owner"], prop):  # mortgaged set-mates still count
                return space["rent"][0] * self.rules["rent"]["full_set_multiplier"]
            return space["rent"][0]
        if space["kind"] == "station":
            return space["rent"][min(held, len(space["rent"])) - 1]
        table = space["multipliers"]  # a utility: the lander's dice times the multiplier for the count held
        return table[min(held, len(table)) - 1] * sum(self.last_dice)

    def draw_card(self, p, slot):
        """Draws the top card; it goes under its pile. Of the effects, only collect and pay are carried out."""
        pile = self.piles.get(slot)
        if not pile:
            return
        card = pile.pop(0)
        pile.append(card)
        self.emit("card_drawn", player=self.pid(p), deck=slot, card=card)
        effect = self.cards[slot][card]
        if effect["type"] == "collect":
            self.transfer(None, p, effect["amount"])
            self.emit("paid", **{"from": "bank", "to": self.pid(p), "amount": effect["amount"]})
        elif effect["type"] == "pay":
            self.charge(p, None, effect["amount"])
        # Every other effect (moves, the Break Room, the jail card, repairs, paying players) is ignored here.

    def after_landing(self):
        """Once the space is settled: the same player rolls again after doubles, or the next player rolls."""
        if self.phase == "buy_decision":
            return
        self.phase = "roll"
        if self.again:
            self.to_act = self.current
            return
        n = len(self.order)
        i = self.order.index(self.current)
        for k in range(1, n + 1):
            q = self.order[(i + k) % n]
            if not self.players[q]["bankrupt"]:
                break
        self.to_act, self.turn_open, self.again = q, False, False

    # ---- buying

    def decision(self, p):
        require(self.phase == "buy_decision", "wrong_phase")
        require(self.to_act == p, "decision_pending")
        return self.offer

    def act_buy(self, p):
        prop = self.decision(p)
        price = self.board["spaces"][prop]["price"]
        require(self.players[p]["cash"] >= price, "insufficient_cash")
        self.transfer(p, None, price)
        self.props[prop]["owner"] = p
        self.emit("bought", player=self.pid(p), property=self.board["spaces"][prop]["id"], price=price)
        self.phase, self.offer = "roll", None
        self.after_landing()

    def act_decline(self, p):
        # Deliberately simpler than veropoly (which auctions it): a declined property stays with the bank.
        self.decision(p)
        self.phase, self.offer = "roll", None
        self.after_landing()

    # ---- rent

    def act_claim_rent(self, p, payer):
        def mine(c):
            return c["owner"] == p and (payer is None or c["payer"] == payer)

        claim = next((c for c in self.claims if mine(c)), None)
        if claim is None:
            require(not any(mine(c) for c in self.lapsed), "rent_window_closed")
            self.require_open_table()
            raise Rejected("no_rent_due")
        self.require_open_table()
        # The amount is the landing's, but only the owner of an unmortgaged property may still ask for it.
        state = self.props[claim["prop"]]
        require(state["owner"] == p, "not_owner")
        require(not state["mortgaged"], "mortgaged")
        self.claims.remove(claim)
        self.pay_rent(claim["payer"], claim["owner"], claim["amount"])

    def pay_rent(self, payer, owner, amount):
        if self.players[payer]["cash"] >= amount:
            self.transfer(payer, owner, amount)
            self.emit("rent_paid", payer=self.pid(payer), owner=self.pid(owner), amount=amount)
        else:
            self.charge(payer, owner, amount)

    # ---- houses and hotels

    def act_build(self, p, prop, hotel):
        self.require_open_table()
        require(self.thrown, "wrong_phase")  # nothing is built before the game's first throw
        self.require_owner(p, prop)
        space, st = self.board["spaces"][prop], self.props[prop]
        per_hotel = self.rules["buildings"]["houses_per_hotel"]
        require(space["kind"] == "street", "not_buildable")
        require(self.owns_group(p, prop), "incomplete_set")
        require(not any(self.props[q]["mortgaged"] for q in self.group(prop)), "mortgaged")
        require(not st["hotel"], "hotel_limit")
        if hotel != (st["houses"] == per_hotel):  # a hotel needs a full row; a full row takes no more houses
            raise Rejected("uneven_building" if hotel else "hotel_limit")
        even = self.rules["buildings"]["even_building"]
        require(not even or self.level(prop) == min(map(self.level, self.group(prop))), "uneven_building")
        require(self.bank["hotels" if hotel else "houses"] > 0, "no_buildings_left")
        cost = space["hotel_cost" if hotel else "house_cost"]
        require(self.players[p]["cash"] >= cost, "insufficient_cash")
        self.transfer(p, None, cost)
        if hotel:  # the row of houses goes back to the bank
            st.update(hotel=True, houses=0)
            self.bank.update(hotels=self.bank["hotels"] - 1, houses=self.bank["houses"] + per_hotel)
        else:
            st["houses"] += 1
            self.bank["houses"] -= 1
        self.emit("built", player=self.pid(p), property=space["id"], building="hotel" if hotel else "house",
                  cost=cost)

    def act_sell_building(self, p, prop):
        self.require_owner(p, prop)
        self.require_open_table()
        space, st = self.board["spaces"][prop], self.props[prop]
        per_hotel = self.rules["buildings"]["houses_per_hotel"]
        require(st["hotel"] or st["houses"] > 0, "no_buildings")
        even = self.rules["buildings"]["even_selling"]
        require(not even or self.level(prop) == max(map(self.level, self.group(prop))), "uneven_building")
        if st["hotel"] and self.bank["houses"] < per_hotel:  # a hotel sold leaves a row of houses
            raise Rejected("no_buildings_left")
        hotel = st["hotel"]
        refund = space["hotel_cost" if hotel else "house_cost"] * self.rules["buildings"]["sell_back_percent"] // 100
        self.transfer(None, p, refund)
        if hotel:
            st.update(hotel=False, houses=per_hotel)
            self.bank.update(hotels=self.bank["hotels"] + 1, houses=self.bank["houses"] - per_hotel)
        else:
            st["houses"] -= 1
            self.bank["houses"] += 1
        self.emit("building_sold", player=self.pid(p), property=space["id"],
                  building="hotel" if hotel else "house", refund=refund)

    # ---- mortgages

    def unmortgage_cost(self, prop):
        """The mortgage value plus interest, rounded up to a whole dollar."""
        value = self.board["spaces"][prop]["mortgage"]
        return value + -(-value * self.rules["mortgage"]["interest_percent"] // 100)

    def require_mortgage_action(self, p, prop):
        require(self.rules["mortgage"]["enabled"], "not_allowed_in_variant")
        self.require_owner(p, prop)
        self.require_open_table()

    def act_mortgage(self, p, prop):
        self.require_mortgage_action(p, prop)
        require(not self.props[prop]["mortgaged"], "mortgaged")
        require(not self.set_has_buildings(prop), "buildings_on_set")
        amount = self.board["spaces"][prop]["mortgage"]
        self.transfer(None, p, amount)
        self.props[prop]["mortgaged"] = True
        self.emit("mortgaged", player=self.pid(p), property=self.board["spaces"][prop]["id"], amount=amount)

    def act_unmortgage(self, p, prop):
        self.require_mortgage_action(p, prop)
        require(self.props[prop]["mortgaged"], "not_mortgaged")
        cost = self.unmortgage_cost(prop)
        require(self.players[p]["cash"] >= cost, "insufficient_cash")
        self.transfer(p, None, cost)
        self.props[prop]["mortgaged"] = False
        self.emit("unmortgaged", player=self.pid(p), property=self.board["spaces"][prop]["id"], cost=cost)

    # ---- leaving the Break Room before rolling

    def require_jail_exit(self, p):
        require(self.players[p]["in_jail"], "not_in_jail")
        require(self.phase != "roll" or self.to_act == p, "not_your_turn")
        self.require_open_table()

    def act_pay_fine(self, p):
        self.require_jail_exit(p)
        fine = self.rules["jail"]["fine"]
        require(self.players[p]["cash"] >= fine, "insufficient_cash")
        self.transfer(p, None, fine)
        self.players[p].update(in_jail=False, failed_rolls=0)
        self.emit("fine_paid", player=self.pid(p), amount=fine)
        self.emit("left_jail", player=self.pid(p), how="fine")

    def act_use_card(self, p):
        self.require_jail_exit(p)
        require(self.players[p]["jail_cards"], "no_card")
        slot, card = self.players[p]["jail_cards"].pop(0)
        self.piles[slot].append(card)  # veropoly: a used card goes under its pile
        self.players[p].update(in_jail=False, failed_rolls=0)
        self.emit("card_returned", deck=slot, card=card)
        self.emit("left_jail", player=self.pid(p), how="card")

    # ---- test set-up: the protocol's `setup`, one operation at a time (no events, no money through the bank)

    def setup_op(self, op):
        kind = op["op"]
        if kind in ("place", "cash", "jail", "jail_card", "turn", "banker"):
            p = self.player_index(op["player"])
        if kind in ("give", "buildings", "mortgaged"):
            prop = self.prop_index(op["property"])
        if kind == "place":
            ids = [s["id"] for s in self.board["spaces"]]
            require(op["space"] in ids, "invalid_setup")
            self.players[p]["position"] = ids.index(op["space"])
        elif kind == "cash":
            self.players[p]["cash"] = op["amount"]
        elif kind == "give":
            owner = None if op["player"] is None else self.player_index(op["player"])
            if owner is None:  # back to the bank: unmortgaged, and its buildings back in the stock
                self.bank["houses"] += self.props[prop]["houses"]
                self.bank["hotels"] += self.props[prop]["hotel"]
                self.props[prop].update(mortgaged=False, houses=0, hotel=False)
            self.props[prop]["owner"] = owner
        elif kind == "buildings":
            st = self.props[prop]
            if (self.board["spaces"][prop]["kind"] != "street" or op["houses"] > self.rules["buildings"][
                    "houses_per_hotel"] or (op["hotel"] and op["houses"] > 0)):
                raise Rejected("invalid_setup")
            houses, hotels = self.bank["houses"] + st["houses"], self.bank["hotels"] + st["hotel"]
            require(op["houses"] <= houses and op["hotel"] <= hotels, "no_buildings_left")
            self.bank.update(houses=houses - op["houses"], hotels=hotels - op["hotel"])
            st.update(houses=op["houses"], hotel=op["hotel"])
        elif kind == "mortgaged":
            self.props[prop]["mortgaged"] = op["mortgaged"]
        elif kind == "jail":
            if op["in_jail"]:
                self.players[p].update(position=self.board["jail"], in_jail=True, failed_rolls=op["failed_rolls"])
            else:
                self.players[p].update(in_jail=False, failed_rolls=0)
        elif kind == "jail_card":
            pile = self.piles.get(op["deck"], [])
            card = next((c for c in pile if self.cards[op["deck"]][c]["type"] == "jail_free"), None)
            require(card is not None, "unknown_card")
            pile.remove(card)
            self.players[p]["jail_cards"].append((op["deck"], card))
        elif kind == "bank_stock":
            self.bank.update(houses=op["houses"], hotels=op["hotels"])
        elif kind == "turn":
            require(self.phase == "roll", "invalid_setup")
            self.current, self.to_act, self.turn_open, self.again, self.doubles = p, p, False, False, 0
            self.claims = []
        elif kind == "banker":
            self.banker = p
        elif kind == "pot":  # veropoly has no jackpot, so nothing ever pays into or out of it
            require(op["amount"] >= 0, "invalid_setup")
            self.pot = op["amount"]
        elif kind == "debt":
            debtor = self.player_index(op["debtor"])
            creditor = None if op["creditor"] is None else self.player_index(op["creditor"])
            require(op["amount"] > 0, "invalid_setup")
            self.debts.append({"debtor": debtor, "creditor": creditor, "amount": op["amount"]})

    # ---- the snapshot: every field, always, in the order the protocol gives

    def snapshot(self):
        spaces = self.board["spaces"]
        return {
            "variant": self.rules["id"],
            "board": self.board["id"],
            "players": [{**{k: v for k, v in pl.items() if k != "jail_cards"}, "space": spaces[pl["position"]]["id"],
                         "jail_cards": len(pl["jail_cards"])} for pl in self.players],
            "properties": [{"id": spaces[i]["id"], "owner": self.opt_pid(st["owner"]),
                            "mortgaged": st["mortgaged"], "houses": st["houses"], "hotel": st["hotel"],
                            "unmortgage_cost": self.unmortgage_cost(i) if st["mortgaged"] else None}
                           for i, st in self.props.items()],
            "bank": dict(self.bank),
            "banker": self.pid(self.banker),
            "turn": {
                # Whose turn it is: once a turn has passed, the next roller's, whose roll starts the next one.
                "current": None if self.phase == "opening" else self.pid(
                    self.current if self.turn_open or self.phase != "roll" else self.to_act),
                # An unpaid debt holds up the dice: the game waits for the debtor of the oldest one.
                "phase": "debt" if self.phase == "roll" and self.debts else self.phase,
                "to_act": self.pid(self.debts[0]["debtor"] if self.phase == "roll" and self.debts else self.to_act),
                "doubles": self.doubles if self.turn_open else 0,
                "order": [self.pid(q) for q in self.order],
                "opening_to_roll": [self.pid(q) for q in self.contenders if q not in self.rolled],
            },
            "pending": {
                "purchase": None if self.offer is None else {
                    "player": self.pid(self.to_act), "property": spaces[self.offer]["id"],
                    "price": spaces[self.offer]["price"]},
                "auction": None,  # no auctions in this engine
                "rent_claims": [{"owner": self.pid(c["owner"]), "payer": self.pid(c["payer"]),
                                 "property": spaces[c["prop"]]["id"], "amount": c["amount"]} for c in self.claims],
                "debts": [{"debtor": self.pid(d["debtor"]), "creditor": self.opt_pid(d["creditor"]),
                           "amount": d["amount"]} for d in self.debts],
                "trades": [],  # no trading in this engine
            },
            "pot": self.pot,
            "decks": {slot: list(self.piles[slot]) for slot in self.board["slots"]},
            "clock_ms": self.clock_ms,
            "game_over": None,  # without bankruptcy, no game ends
        }


# ------------------------------------------------------------------------------------------ the commands

class Session:
    """One engine process: at most one game at a time."""

    def __init__(self):
        self.game = None
        self.finished = False

    def need_game(self):
        if self.game is None:
            raise RequestError("no_game", "no game: send new_game first")
        return self.game

    def handle(self, line):
        """One request line in, one response object out."""
        try:
            request = json.loads(line, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
        except (ValueError, RecursionError) as e:
            return {"id": None, "status": "error", "code": "malformed_json", "message": str(e)}
        rid = request.get("id") if isinstance(request, dict) else None
        if not is_int(rid, 0, 2**64 - 1):
            return {"id": None, "status": "error", "code": "invalid_request",
                    "message": 'a request needs a numeric "id"'}
        if request.get("cmd") not in COMMANDS:
            return {"id": rid, "status": "error", "code": "unknown_command", "message": 'unknown or missing "cmd"'}
        try:
            result = globals()["cmd_" + request["cmd"]](self, request)
            return {"id": rid, "status": "ok", "result": result}
        except Rejected as r:
            return {"id": rid, "status": "rejected", "reason": r.reason, "message": r.reason.replace("_", " ")}
        except RequestError as e:
            return {"id": rid, "status": "error", "code": e.code, "message": str(e)}
        except Exception as e:  # a bug in this engine: say so, log it, and keep reading
            traceback.print_exc(file=sys.stderr)
            return {"id": rid, "status": "error", "code": "invalid_request", "message": f"internal error: {e!r}"}


def cmd_handshake(session, req):
    f = read_fields(req, {"protocol": ("u32", REQUIRED), "harness": ("str?", None)}, "handshake", strict=False)
    if f["protocol"] != PROTOCOL:
        raise RequestError("unsupported_protocol", f"this engine speaks protocol {PROTOCOL}")
    return {"type": "handshake", "engine": ENGINE, "protocol": PROTOCOL, "variants": VARIANTS,
            "capabilities": CAPABILITIES}


NEW_GAME = {"id": ("u64", REQUIRED), "cmd": ("str", REQUIRED), "variant": ("str", REQUIRED),
            "house_rules": ("dict", {}), "starting_cash": ("int?", None), "board": ("dict?", None),
            "decks": ("list?", None), "players": ("list", REQUIRED), "seed": ("u64", 0),
            "turn_order": ("list?", None), "banker": ("str?", None)}
PLAYER = {"id": ("str", REQUIRED), "name": ("str?", None), "token": ("str?", None), "team": ("str?", None)}


def cmd_new_game(session, req):
    """Checks everything first; a refused new_game leaves the previous game as it was."""
    f = read_fields(req, NEW_GAME, "new_game")
    players = [read_fields(p, PLAYER, "a player") for p in f["players"]]
    if not all(isinstance(x, str) for x in f["turn_order"] or []):
        raise RequestError("invalid_request", "turn_order lists player ids")
    if f["variant"] not in FIXTURES["variants"]:
        raise RequestError("unsupported_variant", f"this engine does not play {f['variant']!r}")
    rules = copy.deepcopy(FIXTURES["variants"][f["variant"]])
    merge_house_rules(rules, f["house_rules"])
    board = load_board(fixture(f["board"] or {"id": rules["board"]}, "boards"))
    deck_refs = f["decks"] if f["decks"] is not None else [{"id": d} for d in rules["decks"].values()]
    decks = [load_deck(fixture(ref, "decks")) for ref in deck_refs]
    ids = [p["id"] for p in players]
    for pid in (f["turn_order"] or []) + ([f["banker"]] if f["banker"] is not None else []):
        require(pid in ids, "no_such_player")
    require(len(players) >= rules["players"]["min"], "too_few_players")
    require(len(players) <= rules["players"]["max"], "too_many_players")
    tokens = []
    for i, p in enumerate(players):
        require(p["id"] != "" and p["id"] not in ids[:i], "duplicate_player")
        require(p["id"] != "bank", "invalid_setup")  # "bank" names the bank in events
        token = (p["token"] or "").strip().lower()
        require(token, "missing_token")
        require(token not in tokens, "duplicate_token")
        tokens.append(token)
    require(all(slot in [d["slot"] for d in decks] for slot in board["slots"]), "invalid_setup")
    cash = rules["starting_cash"] if f["starting_cash"] is None else f["starting_cash"]
    order = f["turn_order"]
    require(cash >= 0 and (order is None or sorted(order) == sorted(ids)), "invalid_setup")
    session.game = Game(rules, board, decks, players, f["seed"],
                        None if order is None else [ids.index(x) for x in order],
                        0 if f["banker"] is None else ids.index(f["banker"]), cash)
    return {"type": "game", "state": session.game.snapshot()}


def cmd_force_dice(session, req):
    f = read_fields(req, {"dice": ("list", REQUIRED)}, "force_dice", strict=False)
    if not all(isinstance(pair, list) and len(pair) == 2 and all(is_int(d, 0, 255) for d in pair)
               for pair in f["dice"]):
        raise RequestError("invalid_request", "dice are pairs of small non-negative integers")
    game = session.need_game()
    if not all(1 <= d <= 6 for pair in f["dice"] for d in pair):
        raise Rejected("invalid_dice")  # and no pair is queued
    game.dice_queue.extend(list(pair) for pair in f["dice"])
    return {"type": "done"}


def cmd_stack_deck(session, req):
    f = read_fields(req, {"deck": ("str", REQUIRED), "top": ("str?", None), "order": ("list?", None)},
                    "stack_deck", strict=False)
    if (f["top"] is None) == (f["order"] is None):
        raise RequestError("invalid_request", 'stack_deck takes exactly one of "top" and "order"')
    game = session.need_game()
    pile = game.piles.get(f["deck"])
    require(pile is not None, "unknown_card")
    if f["top"] is not None:
        require(f["top"] in pile, "unknown_card")
        pile.remove(f["top"])
        pile.insert(0, f["top"])
    else:
        require(sorted(map(str, f["order"])) == sorted(pile), "unknown_card")
        pile[:] = f["order"]
    return {"type": "done"}


def cmd_advance_clock(session, req):
    f = read_fields(req, {"ms": ("u64", REQUIRED)}, "advance_clock", strict=False)
    session.need_game().clock_ms += f["ms"]  # no timed rule in veropoly: the clock is only shown
    return {"type": "done"}


def cmd_setup(session, req):
    """All operations apply, or none: they run on a copy, which replaces the game only if every one succeeds."""
    f = read_fields(req, {"ops": ("list", REQUIRED)}, "setup", strict=False)
    ops = []
    for op in f["ops"]:
        kind = op.get("op") if isinstance(op, dict) else None
        if kind not in SETUP_OPS:
            raise RequestError("invalid_request", f"unknown set-up operation {kind!r}")
        ops.append({"op": kind, **read_fields(op, {"op": ("str", REQUIRED), **SETUP_OPS[kind]}, kind)})
    trial = copy.deepcopy(session.need_game())
    for op in ops:
        trial.setup_op(op)
    session.game = trial
    return {"type": "done"}


def parse_action(action):
    kind = action.get("type")
    if kind in UNSUPPORTED_ACTIONS:
        raise RequestError("unsupported_action", f"this engine does not implement {kind}")
    if kind not in ACTIONS:
        raise RequestError("invalid_request", f"unknown action type {kind!r}")
    return read_fields(action, {"type": ("str", REQUIRED), **ACTIONS[kind]}, f"the action {kind}")


def cmd_act(session, req):
    """A rejected action changes nothing: it runs on a copy, which replaces the game only when it is accepted."""
    f = read_fields(req, {"player": ("str", REQUIRED), "action": ("dict", REQUIRED)}, "act", strict=False)
    action = parse_action(f["action"])
    trial = copy.deepcopy(session.need_game())
    events = trial.act(f["player"], action)
    session.game = trial
    return {"type": "events", "events": events}


def cmd_state(session, req):
    return {"type": "state", "state": session.need_game().snapshot()}


def cmd_legal_actions(session, req):
    """Every action `act` would accept now: each candidate is tried on a throw-away copy of the game."""
    f = read_fields(req, {"player": ("str", REQUIRED)}, "legal_actions", strict=False)
    game = session.need_game()
    game.player_index(f["player"])
    candidates = [{"type": t} for t in ("roll", "buy", "decline", "claim_rent", "pay_fine", "use_card")]
    for prop in game.props:
        prop_id = game.board["spaces"][prop]["id"]
        candidates += [{"type": "build", "property": prop_id, "building": b} for b in ("house", "hotel")]
        candidates += [{"type": t, "property": prop_id} for t in ("sell_building", "mortgage", "unmortgage")]
    legal = []
    for action in candidates:
        try:
            copy.deepcopy(game).act(f["player"], action)
        except (Rejected, RequestError):
            continue
        legal.append(action)
    return {"type": "legal_actions", "actions": legal}


def cmd_quit(session, req):
    session.finished = True
    return {"type": "done"}


# ---------------------------------------------------------------------------------------------- the loop

def main():
    session, stdin, stdout = Session(), sys.stdin.buffer, sys.stdout.buffer
    while not session.finished:
        raw = stdin.readline(MAX_LINE + 1)
        if not raw:
            return 0  # end of input
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            while True:  # skip the rest of the oversized line
                rest = stdin.readline(1 << 16)
                if not rest or rest.endswith(b"\n"):
                    break
            response = {"id": None, "status": "error", "code": "line_too_long",
                        "message": f"a request line may hold at most {MAX_LINE} bytes"}
        else:
            line = raw.decode("utf-8", errors="replace").removesuffix("\n").removesuffix("\r")
            if not line.strip():
                continue  # blank lines are not requests
            response = session.handle(line)
        try:
            stdout.write(json.dumps(response, separators=(",", ":")).encode() + b"\n")
            stdout.flush()  # one line per request, sent at once: the harness is waiting for it
        except BrokenPipeError:
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
