@online
Feature: Online edition: trades
  In the online edition any player may trade with any other player at any time, on their own turn or on someone
  else's. A trade may hold cash, properties (cities, airports and utilities) and Get out of Jail cards, on both
  sides. The player offered accepts it, declines it or answers with a counter-offer. A city cannot change hands
  while its country has buildings, and nobody accepts a trade while an auction runs. A player has at most 5 open
  offers to one player and 10 in all. A public room refuses a trade that gives away almost everything a player has
  for almost nothing, and a player in debt may not make a trade that lowers what they can pay back, except with a
  player they owe.

  The board is World. From Start, 4 and 6 reach Jail, where a player is only visiting and the turn waits for its
  end; 2 and 4 reach Tel Aviv ($100), which nobody owns. Prices used below: Rome $160, Milan $140, Venice $130,
  Berlin $200, London $320, New York $400, Electric Company $150, TLV Airport $200; houses in Italy cost $100.

  # ------------------------------------------------------------------ who trades, and when

  @ON-TRADE-01
  Rule: Any player may trade with any other player at any time, also on another player's turn

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: on Ann's turn, Bob buys Cid's Rome for $200
      Given Cid owns Rome
      When Ann rolls 4 and 6
      Then Ann is on Jail (see ON-TURN-01)
      When Bob offers Cid $200 for Rome
      And Cid accepts the offer
      Then Bob owns Rome
      And Bob has $1,300
      And Cid has $1,700

    Scenario: on Bob's turn, Ann offers and Bob, whose turn it is, accepts
      Given Bob owns Rome
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Ann offers Bob $200 for Rome
      And Bob accepts the offer
      Then Ann owns Rome
      And Ann has $1,300
      And Bob has $1,700

    @ruling
    Scenario: before anyone has rolled, Bob and Cid trade
      Given Cid owns Rome
      When Bob tries to offer Cid $200 for Rome
      Then it is accepted
      When Cid tries to accept the offer
      Then it is accepted
      And Bob owns Rome

    Scenario: between the rolls of Ann's doubles, Cid buys her Rome
      Given Ann owns Rome
      When Ann rolls 5 and 5
      Then Ann is on Jail (see ON-TURN-01)
      When Cid offers Ann $200 for Rome
      And Ann accepts the offer
      Then Cid owns Rome
      And Ann has $1,700
      And Ann is next to roll (see ON-DBL-01)

    Scenario: Ann, in Jail, sells Rome to Cid on Bob's turn
      Given Ann owns Rome
      And Ann is in jail
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Ann offers Cid Rome for $200
      And Cid accepts the offer
      Then Cid owns Rome
      And Ann has $1,700
      And Cid has $1,300

  # ------------------------------------------------------------------ what a trade holds

  @ON-TRADE-02
  Rule: A trade may hold cash, properties and Get out of Jail cards, on both sides

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Ann gives Rome, her Chance card and $50 for TLV Airport, Bob's Treasure card and $20
      Given Ann owns Rome
      And Ann holds a jail card from the Chance deck
      And Bob owns TLV Airport
      And Bob holds a jail card from the Treasure deck
      When Ann rolls 4 and 6
      And Ann offers Bob Rome, her jail card and $50 for TLV Airport, his jail card and $20
      And Bob accepts the offer
      Then Bob owns Rome
      And Ann owns TLV Airport
      And Ann holds 1 jail card
      And Bob holds 1 jail card
      And Ann has $1,470
      And Bob has $1,530

    Scenario: a utility is sold for cash
      Given Ann owns Electric Company
      When Ann rolls 4 and 6
      And Ann offers Bob Electric Company for $150
      And Bob accepts the offer
      Then Bob owns Electric Company
      And Ann has $1,650
      And Bob has $1,350

    Scenario: a house is no item of a trade
      Given Ann owns Salvador and Rio
      And Salvador has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob a house on Salvador for $25
      Then it is rejected with "not_tradeable"
      And Bob has no offer from Ann
      And Salvador has 1 house

    Scenario: a promise of free rent is no item of a trade
      Given Bob owns Rome
      When Ann rolls 4 and 6
      And Ann tries to offer Bob a promise of free rent for Rome
      Then it is rejected with "not_tradeable"
      And Bob has no offer from Ann
      And Bob owns Rome

    Scenario: Ann cannot offer a jail card she does not hold
      When Ann rolls 4 and 6
      And Ann tries to offer Bob her jail card for $50
      Then it is rejected with "no_card"
      And Bob has no offer from Ann

    Scenario: Ann cannot offer a property she does not own
      Given Cid owns Rome
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Rome for $200
      Then it is rejected with "not_owner"
      And Bob has no offer from Ann
      And Cid owns Rome

  # ------------------------------------------------------------------ answering an offer

  @ON-TRADE-03
  Rule: The player offered accepts, declines or sends a counter-offer

    Background:
      Given a game with Ann, Bob and Cid
      And Bob owns Rome
      When Ann rolls 4 and 6
      And Ann offers Bob $200 for Rome

    Scenario: Bob accepts, and Rome and the $200 change hands
      When Bob accepts the offer
      Then Ann owns Rome
      And Ann has $1,300
      And Bob has $1,700
      And no offer is open

    Scenario: Bob declines, the offer closes and nothing moves
      When Bob declines the offer
      Then no offer is open
      And Bob owns Rome
      And Ann has $1,500
      And Bob has $1,500
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob owns Rome

    Scenario: Bob counters with Rome for $250, which closes Ann's offer, and Ann accepts the counter
      When Bob counters with Rome for $250
      Then Ann has an offer from Bob
      And Bob has no offer from Ann
      When Ann accepts the offer
      Then Ann owns Rome
      And Ann has $1,250
      And Bob has $1,750

    Scenario: Cid, who was offered nothing, cannot accept Ann's offer to Bob
      When Cid tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob owns Rome
      And Bob has an offer from Ann
      And Ann has $1,500

  # ------------------------------------------------------------------ cities of a built country

  @ON-TRADE-04
  Rule: A city of a country with buildings cannot be traded until the buildings are removed

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: with a house on Venice, Ann cannot trade her bare Milan
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Milan for $140
      Then it is rejected with "buildings_on_set"
      And Bob has no offer from Ann
      And Ann owns Milan
      And Bob has $1,500

    Scenario: Ann cannot trade Venice, which carries the house
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Venice for $230
      Then it is rejected with "buildings_on_set"
      And Ann owns Venice

    Scenario: Ann cannot ask Bob for Milan while his Rome has a house
      Given Bob owns Venice, Milan and Rome
      And Rome has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $500 for Milan
      Then it is rejected with "buildings_on_set"
      And Bob has no offer from Ann
      And Bob owns Milan

    Scenario: a house in Italy does not stop Ann trading Berlin
      Given Ann owns Venice, Milan, Rome and Berlin
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann offers Bob Berlin for $200
      And Bob accepts the offer
      Then Bob owns Berlin
      And Ann has $1,700

    Scenario: once Ann has removed the house, Milan can be traded
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann sells a house on Venice
      Then Venice has no buildings (see ON-BLD-10)
      When Ann offers Bob Milan for $140
      And Bob accepts the offer
      Then Bob owns Milan
      And Ann has $1,690 (see ON-BLD-10)

    Scenario: a house built after the offer stops its acceptance
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann offers Bob Milan for $140
      And Ann builds a house on Venice
      Then Venice has 1 house (see ON-BLD-01)
      When Bob tries to accept the offer
      Then it is rejected with "buildings_on_set"
      And Ann owns Milan
      And Bob has $1,500
