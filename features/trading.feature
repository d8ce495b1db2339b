Feature: Trading
  Players may strike deals with one another between throws: once the space just landed on has
  been dealt with, and until somebody throws the dice again. Anybody still in the game may make
  an offer to anybody else, whoever's turn it is. An offer can hold cash, title deeds (ports
  and utilities as well as streets) and End your Extended Lunch Break cards, in any mix and at
  any price. The player offered may accept it, decline it, or answer with an offer of their own.
  Houses and hotels never change hands in a trade, and no deed of a colour set that has
  buildings on it can be traded until those buildings have been sold back to the bank.

  The classic games sell privately in the same way: railroads, utilities and unimproved
  streets for any agreed amount, and a Get Out of Jail Free card at any time for any price.
  A mortgaged property may be sold too, and stays mortgaged.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-TRADE-01
  Rule: Deals are made between throws, never while a landing is still being settled

    @VP-TRADE-03 @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
    Scenario: the player who threw trades once her landing is settled
      Ann's throw of 4 and 6 ends just visiting the Break Room, which settles at once.

      Given Cid owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Cid $80 for Baltic Avenue
      And Cid accepts the offer
      Then Ann owns Baltic Avenue (see VP-TRADE-04, CL-SELL-01)
      And Ann has $1,420 (see VP-TRADE-04, CL-SELL-01)
      And Cid has $1,580 (see VP-TRADE-04, CL-SELL-01)

    @ruling
    Scenario: no deal is made before the first throw of the game
      No landing has been settled yet, so the table is not open for trading, not even for Ann,
      whose throw comes first.

      Given Cid owns Baltic Avenue
      When Ann tries to offer Cid $80 for Baltic Avenue
      Then it is rejected with "wrong_phase"
      And no offer is open
      And Cid owns Baltic Avenue
      And Ann has $1,500
      And Cid has $1,500

    @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
    Scenario: no offer can be made while the lander decides whether to buy
      Given Bob owns Baltic Avenue
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Oriental Avenue (see VP-AUC-01, CL-BUY-01)
      When Ann tries to offer Bob $100 for Baltic Avenue
      Then it is rejected with "decision_pending"
      And no offer is open
      When Ann buys it
      And Ann offers Bob $100 for Baltic Avenue
      Then Bob has an offer from Ann

    @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
    Scenario: no offer can be made while an auction is running
      Given Bob owns Baltic Avenue
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to offer Bob $100 for Baltic Avenue
      Then it is rejected with "auction_open"
      And no offer is open
      And Bob owns Baltic Avenue

    @ruling
    Scenario: an offer still open when the dice are thrown waits for the next landing to be settled
      Ann's offer, made in the window after her throw, is still open when Bob throws onto
      Oriental Avenue; Bob can take it up only once he has settled his purchase.
      Bob: $1,500 - $100 for Oriental Avenue + $100 from Ann = $1,500.

      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob rolls 2 and 4
      Then Bob landed on Oriental Avenue (see VP-MOVE-01)
      When Bob tries to accept the offer
      Then it is rejected with "decision_pending"
      When Bob buys it
      And Bob accepts the offer
      Then Ann owns Baltic Avenue (see VP-TRADE-04)

  @veropoly @VP-TURN-02
  Rule: Anyone may trade while the table is open, on anybody's turn
    The deal need not involve the player who threw: once her landing is settled, the others deal
    among themselves too.

    @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
    Scenario: players who did not throw trade once the landing is settled
      Ann's throw of 4 and 6 ends just visiting the Break Room, which settles at once.

      Given Cid owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob offers Cid $80 for Baltic Avenue
      And Cid accepts the offer
      Then Bob owns Baltic Avenue (see VP-TRADE-04, CL-SELL-01)
      And Bob has $1,420 (see VP-TRADE-04, CL-SELL-01)
      And Cid has $1,580 (see VP-TRADE-04, CL-SELL-01)

  @veropoly @VP-TRADE-02
  Rule: Cash, title deeds of every kind and jail cards can be traded

    @CL-SELL-01 @classic @classic-short @classic-timed
    Scenario: a port is swapped for a utility and cash
      Ann gives Reading Port and takes Electric Company and $50.

      Given Ann owns Reading Port
      And Bob owns Electric Company
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Bob Reading Port for Electric Company and $50
      And Bob accepts the offer
      Then Bob owns Reading Port (see VP-TRADE-04, CL-TRADE-01)
      And Ann owns Electric Company (see VP-TRADE-04, CL-TRADE-01)
      And Ann has $1,550 (see VP-TRADE-04, CL-TRADE-01)

    @CL-CARD-06 @classic @classic-short @classic-timed
    Scenario: an End your Extended Lunch Break card is sold for cash
      The card stays out of the Chance deck: it only changes hands.

      Given Ann holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Bob her jail card for $30
      And Bob accepts the offer
      Then Bob holds 1 jail card (see VP-TRADE-04, CL-TRADE-01)
      And Ann holds no jail card (see VP-TRADE-04, CL-TRADE-01)
      And Ann has $1,530 (see VP-TRADE-04, CL-TRADE-01)
      And the Chance deck has 15 cards (see VP-CARD-09, CL-CARD-04)

    @VP-MORT-08 @ruling
    Scenario: a mortgaged port changes hands still mortgaged, and nothing is charged for it
      Ann pays the $50 agreed and not a dollar more; the mortgage goes with the deed.

      Given Bob owns Reading Port
      And Reading Port is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $50 for Reading Port
      And Bob accepts the offer
      Then Ann owns Reading Port (see VP-TRADE-04)
      And Reading Port is mortgaged
      And Ann has $1,450

  @veropoly @VP-TRADE-03
  Rule: An offer can go to any player, for any price, but only of what one holds

    @CL-SELL-01 @classic @classic-short @classic-timed
    Scenario: a whole colour set can change hands for a dollar
      Given Ann owns Park Place and Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Cid Park Place and Boardwalk for $1
      And Cid accepts the offer
      Then Cid owns Park Place and Boardwalk (see VP-TRADE-04, CL-TRADE-01)
      And Cid has $1,499 (see VP-TRADE-04, CL-TRADE-01)
      And Ann has $1,501 (see VP-TRADE-04, CL-TRADE-01)

    Scenario: a deed one does not hold cannot be offered
      Given Cid owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to offer Bob Baltic Avenue for $100
      Then it is rejected with "not_owner"
      And no offer is open
      And Cid owns Baltic Avenue

    Scenario: a jail card one does not hold cannot be offered
      Given Bob holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to offer Cid her jail card for $30
      Then it is rejected with "no_card"
      And no offer is open
      And Ann holds no jail card
      And Bob holds 1 jail card
      And Cid has $1,500

    @ruling
    Scenario Outline: a deed <whose> traded away since the offer stops its acceptance
      The offer was valid when it was made; by the time it is accepted, Cid holds Baltic Avenue.
      The owner, who sells it to Cid, is the one who threw.

      Given <owner> owns Baltic Avenue
      And it is <owner>'s turn to roll
      When <owner> rolls 4 and 6
      Then <owner> is on space 10 (see VP-MOVE-01)
      When <offer>
      And <owner> offers Cid Baltic Avenue for $80
      And Cid accepts the offer
      And <accepter> tries to accept the offer
      Then it is rejected with "not_owner"
      And Cid owns Baltic Avenue
      And <owner> has $1,580 (see VP-TRADE-04)
      And <other> has $1,500
      And the bank's cash is unchanged

      Examples:
        | whose         | owner | offer                                 | accepter | other |
        | Ann gives     | Ann   | Ann offers Bob Baltic Avenue for $100 | Bob      | Bob   |
        | Ann asks for  | Bob   | Ann offers Bob $100 for Baltic Avenue | Bob      | Ann   |

    @ruling
    Scenario: a jail card given away since the offer stops its acceptance
      Ann offered her card to Bob for $30, then sold it to Cid for $20.

      Given Ann holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob her jail card for $30
      And Ann offers Cid her jail card for $20
      And Cid accepts the offer
      And Bob tries to accept the offer
      Then it is rejected with "no_card"
      And Bob holds no jail card
      And Cid holds 1 jail card (see VP-TRADE-04)
      And Bob has $1,500
      And Ann has $1,520 (see VP-TRADE-04)
      And the bank's cash is unchanged

    @ruling
    Scenario: a jail card used since the offer stops its acceptance
      Ann, on break, offers her card to Cid after his throw; her own turn comes, and she uses the
      card to leave the Break Room before Cid answers.

      Given Ann is in the Break Room
      And Ann holds a jail card from the Chance deck
      And it is Cid's turn to roll
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      When Ann offers Cid her jail card for $30
      And Ann uses her card to leave the Break Room (see VP-JAIL-09)
      And Cid tries to accept the offer
      Then it is rejected with "no_card"
      And Cid holds no jail card
      And Cid has $1,500
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-TRADE-04
  Rule: The player offered accepts, declines or makes a counter-offer

    Scenario: of two offers open to the same player, accepting carries out the newer one only
      Given Bob owns Baltic Avenue
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for nothing (see VP-TRADE-03)
      And Cid offers Bob $20 for nothing (see VP-TRADE-03)
      And Bob accepts the offer
      Then Bob has $1,520
      And Cid has $1,480
      And Ann has $1,500
      And Bob has an offer from Ann

    Scenario: accepting carries out both sides of the offer
      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      Then Bob has an offer from Ann
      When Bob accepts the offer
      Then Ann owns Baltic Avenue
      And Ann has $1,400
      And Bob has $1,600

    Scenario: a swap of deeds moves no money
      Given Bob owns Baltic Avenue
      And Ann owns Oriental Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob Oriental Avenue for Baltic Avenue
      And Bob accepts the offer
      Then Ann owns Baltic Avenue
      And Bob owns Oriental Avenue
      And the last action's events include no "paid"
      And Ann has $1,500
      And Bob has $1,500

    Scenario: declining moves nothing and closes the offer
      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob declines the offer
      Then no offer is open
      And Bob owns Baltic Avenue
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"

    Scenario: a counter-offer replaces the offer it answers
      Bob answers Ann's $100 with a demand for $150; Ann's own offer is gone.

      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob counters with Baltic Avenue for $150
      Then Ann has an offer from Bob
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob owns Baltic Avenue

    Scenario: the counter-offer can be accepted in its turn
      Ann: $1,500 - $150 = $1,350. Bob: $1,500 + $150 = $1,650.

      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob counters with Baltic Avenue for $150
      And Ann accepts the offer
      Then Ann owns Baltic Avenue
      And Ann has $1,350
      And Bob has $1,650

    Scenario: only the player who made an offer may withdraw it
      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob tries to withdraw the offer made to him
      Then it is rejected with "no_offer"
      And Bob has an offer from Ann

    Scenario: an offer withdrawn can no longer be taken up or answered
      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Baltic Avenue
      And Ann withdraws the offer
      Then no offer is open
      When Bob tries to counter with Baltic Avenue for $150
      Then it is rejected with "no_offer"
      And Ann has $1,500

    @ruling
    Scenario: what is given is checked again when the offer is accepted
      Ann could pay $100 when she made the offer; after her $50 house she has $70 left.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Reading Port
      And Ann has $120
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Reading Port
      And Ann builds a house on Mediterranean Avenue (see VP-BLD-01)
      Then Ann has $70 (see VP-BLD-05)
      When Bob tries to accept the offer
      Then it is rejected with "insufficient_cash"
      And Bob owns Reading Port

    @ruling
    Scenario: what the accepting player gives is checked again too
      Bob could pay the $100 asked when the offer was made; after his $50 house he has $70 left.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Ann owns Reading Port
      And Bob has $120
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Ann offers Bob Reading Port for $100
      And Bob builds a house on Mediterranean Avenue (see VP-BLD-01)
      Then Bob has $70 (see VP-BLD-05)
      When Bob tries to accept the offer
      Then it is rejected with "insufficient_cash"
      And Ann owns Reading Port
      And Ann has $1,500
      And Bob has $70

    Scenario Outline: with <cash>, the price asked or a dollar more, the offer can be accepted
      Given Bob owns Reading Port
      And Ann has <cash>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $100 for Reading Port
      And Bob accepts the offer
      Then Ann owns Reading Port
      And Ann has <left>
      And Bob has $1,600

      Examples:
        | cash | left |
        | $100 | $0   |
        | $101 | $1   |

  @veropoly @VP-TRADE-05
  Rule: A street with houses or a hotel on it cannot be traded

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: a built-on street can be neither asked for nor offered
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to offer Bob $200 for Baltic Avenue
      Then it is rejected with "buildings_on_set"
      And no offer is open
      When Bob tries to offer Ann Baltic Avenue for $200
      Then it is rejected with "buildings_on_set"

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: a street with a hotel can be neither asked for nor offered
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to offer Bob $200 for Baltic Avenue
      Then it is rejected with "buildings_on_set"
      And no offer is open
      When Bob tries to offer Ann Baltic Avenue for $200
      Then it is rejected with "buildings_on_set"
      And no offer is open
      And Bob owns Baltic Avenue
      And Ann has $1,500

    @ruling @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: a house built after the offer was made stops its acceptance
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Bob $100 for Mediterranean Avenue
      And Bob builds a house on Mediterranean Avenue (see VP-BLD-01, CL-BLD-01)
      And Bob tries to accept the offer
      Then it is rejected with "buildings_on_set"
      And Bob owns Mediterranean Avenue
      And Ann has $1,500

  @veropoly @VP-TRADE-06
  Rule: Once its buildings are sold back to the bank, the street can be traded

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: selling the house back frees the street for the same deal
      The house sells back for half its $50 cost. Bob: $1,500 + $25 + $200 = $1,725.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob sells a house on Baltic Avenue
      Then Bob has $1,525 (see VP-SELL-01, CL-SELL-03)
      When Ann offers Bob $200 for Baltic Avenue
      And Bob accepts the offer
      Then Ann owns Baltic Avenue (see VP-TRADE-04, CL-SELL-01)
      And Bob has $1,725 (see VP-TRADE-04, CL-SELL-01)

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: with a house on each street, both must go back before either street is traded
      Both houses sell back for $25 each. Bob: $1,500 + $25 + $25 + $200 = $1,750.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Bob sells a house on Baltic Avenue (see VP-SELL-01, CL-SELL-03)
      And Bob sells a house on Mediterranean Avenue (see VP-SELL-01, CL-SELL-03)
      And Ann offers Bob $200 for Baltic Avenue
      And Bob accepts the offer
      Then Ann owns Baltic Avenue
      And Bob has $1,750

  @veropoly @VP-TRADE-07
  Rule: Houses and hotels are never traded themselves

    @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
    Scenario Outline: <building> cannot be part of an offer
      Given Ann owns Park Place and Boardwalk
      And Park Place has <building>
      And Boardwalk has <building>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to offer Bob <building> on Boardwalk for $100
      Then it is rejected with "not_tradeable"
      And no offer is open
      And Boardwalk has <building>
      And Ann has $1,500
      And Bob has $1,500

      Examples:
        | building |
        | a house  |
        | a hotel  |

  @veropoly @VP-TRADE-08 @ruling
  Rule: No deed of a colour set can be traded while any street of the set has buildings
    Under even building a set can stand at one house and none; the bare street is held back too,
    or buildings would be left standing on a broken set.

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: the bare street of a set with a house on it cannot be traded
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to offer Bob $100 for Mediterranean Avenue
      Then it is rejected with "buildings_on_set"
      When Bob tries to offer Ann Mediterranean Avenue for $100
      Then it is rejected with "buildings_on_set"
      And Bob owns Mediterranean Avenue

    @CL-SELL-02 @classic @classic-short @classic-timed
    Scenario: once the set is bare again, its streets can be offered
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob sells a house on Baltic Avenue
      And Ann offers Bob $100 for Mediterranean Avenue
      And Bob accepts the offer
      Then Ann owns Mediterranean Avenue (see VP-TRADE-04, CL-SELL-01)
      And Baltic Avenue has no buildings

  @CL-CARD-06 @classic @classic-short @classic-timed
  Rule: A Get Out of Jail Free card can be sold to another player at any time, for whatever price they agree
    The card has no set price: two players may agree on a dollar or on hundreds, on anybody's turn.

    Scenario Outline: during Ann's turn, Bob sells his Get Out of Jail Free card to Cid for <price>
      The card stays out of the Chance deck: it only changes hands.

      Given Bob holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Bob offers Cid his jail card for <price>
      And Cid accepts the offer
      Then Cid holds 1 jail card
      And Bob holds no jail card
      And Bob has <bob>
      And Cid has <cid>
      And the bank's cash is unchanged
      And the Chance deck has 15 cards (see CL-CARD-04)

      Examples:
        | price | bob    | cid    |
        | $1    | $1,501 | $1,499 |
        | $300  | $1,800 | $1,200 |

    @ruling
    Scenario: before anyone has thrown, Bob sells his Get Out of Jail Free card to Cid
      "At any time" includes the moment the players sit down: nothing is being settled yet.

      Given Bob holds a jail card from the Chance deck
      When Bob offers Cid his jail card for $40
      And Cid accepts the offer
      Then Cid holds 1 jail card
      And Bob holds no jail card
      And Bob has $1,540
      And Cid has $1,460
      And Ann is next to roll

  @CL-TRADE-01 @ruling @classic @classic-short @classic-timed
  Rule: Any mix of cash, unimproved properties and Get Out of Jail Free cards can be traded on anybody's turn, but not during an auction
    A deal may be struck whenever no roll is being settled, whoever's turn it is; while an
    auction is open, no deal is made.

    Scenario: during Ann's turn, Bob gives Baltic Avenue, $50 and his card for Cid's Reading Railroad
      Given Bob owns Baltic Avenue
      And Bob holds a jail card from the Chance deck
      And Cid owns Reading Railroad
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Bob offers Cid Baltic Avenue, $50 and his jail card for Reading Railroad
      And Cid accepts the offer
      Then Cid owns Baltic Avenue
      And Bob owns Reading Railroad
      And Cid holds 1 jail card
      And Bob holds no jail card
      And Bob has $1,450
      And Cid has $1,550
      And the bank's cash is unchanged

    Scenario: an offer cannot be accepted while an auction is open
      Ann's offer, made after her throw, is still open when Bob throws onto Oriental Avenue and
      declines to buy it: until the auction is over, Bob cannot take the offer up.

      Given Bob owns Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann offers Bob $100 for Baltic Avenue
      And Bob rolls 2 and 4
      Then Bob landed on Oriental Avenue (see CL-MOVE-02)
      When Bob declines to buy it
      Then an auction of Oriental Avenue is open (see CL-AUC-01)
      When Bob tries to accept the offer
      Then it is rejected with "auction_open"
      And Bob owns Baltic Avenue
      And Bob has $1,500
      And Ann has $1,500
      And the bank's cash is unchanged

  @CL-MORT-06 @classic @classic-short @classic-timed
  Rule: A mortgaged property may be sold to another player, and it changes hands still mortgaged
    What the Bank charges the buyer for the mortgage is set out under Mortgages.

    Scenario: Bob sells his mortgaged Reading Railroad to Ann for $50
      Given Bob owns Reading Railroad
      And Reading Railroad is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann offers Bob $50 for Reading Railroad
      And Bob accepts the offer
      Then Ann owns Reading Railroad
      And Reading Railroad is mortgaged
      And Bob has $1,550
