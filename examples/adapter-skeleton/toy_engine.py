"""toy_engine: a stand-in for an existing engine, written before the protocol and without it in mind.

It is deliberately not a full game. It is here so that adapter.py has something real to wrap, and it has the two
habits that make wrapping an existing engine hard:

1. It drives its own turn loop. `Game.play()` runs turn after turn until one player is left, and calls back into
   each player's *agent* when it needs a decision: `agent.turn_action(game, player)` before every roll ("roll", or
   "pay_fine" in jail) and `agent.wants_to_buy(game, player, square)` on an unowned property. Nothing outside can
   tell it "Ann rolls now"; it asks.
2. It refuses illegal moves silently. `mortgage`, `unmortgage`, `buy` and `pay_fine` return False and change
   nothing; an answer to `turn_action` it cannot use is ignored, and the question asked again. No reason is given.

Like many engines built around a turn loop, it lets only the player whose turn it is manage their properties:
`mortgage` and `unmortgage` refuse any other player (`Game.whose_turn`). A turn runs from the player's first roll to
the next player's first roll: once the last landing is settled the loop already asks the next player, and while it
waits for that roll the turn is still the last roller's. Before anyone has rolled, it is the turn of the player the
loop asks first. (This check was added to the toy so that the adapter shows a way of playing, `mover_only`; before
it, any player's property could be mortgaged at any moment the loop was parked.)

And it emits no events: its state is plain attributes (`player.money`, `player.square`, `square.owner`, ...).

What it plays: moving by two dice, the Go salary for passing or landing on Go, doubles (roll again; the third in a
turn sends the player to jail), buying, rent (paid at once, never asked for), taxes, the jail (doubles, the fine
before a roll, the fine forced after the third failed roll) and mortgages. A player who cannot pay goes out at once,
their money and properties to the creditor. It has no cards, auctions, houses, debts or trading.
"""

import random

SALARY = 200
JAIL_FINE = 50
MAX_JAIL_ROLLS = 3
PROPERTY_KINDS = ("lot", "station", "utility")


class Square:
    """One space. `kind` is go, lot, station, utility, tax, jail, to_jail or blank (anything else)."""

    def __init__(self, name, kind, price=0, rents=(), group=None, mortgage=0, tax=0):
        self.name, self.kind, self.price, self.rents = name, kind, price, list(rents)
        self.group, self.mortgage_value, self.tax = group, mortgage, tax
        self.owner = None  # a Player, or None for the bank
        self.mortgaged = False


class Player:
    def __init__(self, name, agent, money):
        self.name, self.agent, self.money = name, agent, money
        self.square = 0  # index on the board
        self.jailed = False
        self.jail_rolls = 0  # failed rolls on this stay
        self.out = False


class Game:
    def __init__(self, squares, players, dice=None, seed=0):
        """`players` in turn order. `dice` is a function returning a pair; by default the engine's own."""
        rng = random.Random(seed)
        self.squares, self.players = squares, players
        self.dice = dice or (lambda: (rng.randint(1, 6), rng.randint(1, 6)))
        self.jail = next(i for i, s in enumerate(squares) if s.kind == "jail")
        self.current = 0  # index in players of the player the loop is on: asked to roll, or rolling
        self.doubles = 0  # doubles rolled in the current turn
        self.mover = None  # the player whose first roll started the turn being played; None before any roll
        self.last_roll = (0, 0)
        self.winner = None
        self.dropouts = []  # players who went out, in that order

    # ---- the loop

    def play(self):
        """The engine's own loop: turn after turn, from `self.current`, until one player is left."""
        while self.winner is None:
            player = self.players[self.current]
            if not player.out:
                self.take_turn(player)
            if self.winner is None:
                self.current = (self.current + 1) % len(self.players)

    def take_turn(self, player):
        self.doubles = 0
        first = True
        while True:
            choice = player.agent.turn_action(self, player)
            if choice == "pay_fine":
                self.pay_fine(player)  # refused silently when not allowed
                continue
            if choice != "roll":
                continue  # an answer the engine cannot use: ask again
            if first:  # this roll starts the player's turn, and ends the last roller's
                self.mover, first = player, False
            d1, d2 = self.last_roll = self.dice()
            if player.jailed:
                self.jail_roll(player, d1, d2)
                return  # leaving jail by doubles moves, but gives no second roll
            if d1 == d2:
                self.doubles += 1
                if self.doubles == 3:
                    self.send_to_jail(player)
                    return
            self.advance(player, d1 + d2)
            if d1 != d2 or player.out or player.jailed or self.winner is not None:
                return

    def jail_roll(self, player, d1, d2):
        if d1 == d2:
            player.jailed, player.jail_rolls = False, 0
            self.advance(player, d1 + d2)
            return
        player.jail_rolls += 1
        if player.jail_rolls >= MAX_JAIL_ROLLS:
            player.jailed, player.jail_rolls = False, 0
            if self.pay(player, None, JAIL_FINE):
                self.advance(player, d1 + d2)

    # ---- moving and landing

    def advance(self, player, steps):
        n = len(self.squares)
        if player.square + steps >= n:
            player.money += SALARY
        player.square = (player.square + steps) % n
        self.arrive(player)

    def arrive(self, player):
        square = self.squares[player.square]
        if square.kind in PROPERTY_KINDS:
            if square.owner is None:
                if player.agent.wants_to_buy(self, player, square):
                    self.buy(player, square)  # refused silently when too poor: the property stays unowned
            elif square.owner is not player and not square.mortgaged:
                self.pay(player, square.owner, self.rent(square))
        elif square.kind == "tax":
            self.pay(player, None, square.tax)
        elif square.kind == "to_jail":
            self.send_to_jail(player)

    def rent(self, square):
        held = sum(1 for s in self.squares if s.owner is square.owner and s.group == square.group)
        if square.kind == "lot":
            return square.rents[0]  # this engine knows no full sets and no houses
        if square.kind == "station":
            return square.rents[held - 1]
        return square.rents[held - 1] * sum(self.last_roll)  # a utility: a multiple of the dice

    def send_to_jail(self, player):
        player.square, player.jailed, player.jail_rolls = self.jail, True, 0

    # ---- money

    def pay(self, player, creditor, amount):
        """Pays a player (or the bank, None); a player who cannot pay goes out. True if they paid."""
        if player.money < amount:
            self.go_out(player, creditor)
            return False
        player.money -= amount
        if creditor is not None:
            creditor.money += amount
        return True

    def go_out(self, player, creditor):
        if creditor is not None:
            creditor.money += player.money
        player.money, player.out, player.jailed = 0, True, False
        for s in self.squares:
            if s.owner is player:
                s.owner = creditor
                s.mortgaged = s.mortgaged and creditor is not None
        self.dropouts.append(player)
        left = [p for p in self.players if not p.out]
        if len(left) == 1:
            self.winner = left[0]

    # ---- what a player may do (each returns False, changing nothing, when the move is not allowed)

    def buy(self, player, square):
        if square.owner is not None or player.money < square.price:
            return False
        player.money -= square.price
        square.owner = player
        return True

    def pay_fine(self, player):
        if not player.jailed or player.money < JAIL_FINE:
            return False
        player.money -= JAIL_FINE
        player.jailed, player.jail_rolls = False, 0
        return True

    def whose_turn(self):
        """The player whose turn it is: the last to start a turn by rolling, or before any roll the one asked first.
        Only they may mortgage or lift a mortgage."""
        return self.mover or self.players[self.current]

    def mortgage(self, player, square):
        if self.whose_turn() is not player or square.owner is not player or square.mortgaged:
            return False
        player.money += square.mortgage_value
        square.mortgaged = True
        return True

    def unmortgage_price(self, square):
        return square.mortgage_value * 11 // 10  # ten per cent interest, rounded down

    def unmortgage(self, player, square):
        if (self.whose_turn() is not player or square.owner is not player or not square.mortgaged
                or player.money < self.unmortgage_price(square)):
            return False
        player.money -= self.unmortgage_price(square)
        square.mortgaged = False
        return True
