@veropoly
Feature: A turn
  On your turn you throw both dice, move your token forward by their total and deal with the
  space you land on. Once that is settled the table is open: anyone may ask for rent, build,
  mortgage or trade, until the dice are thrown again. Your turn is over when the next player
  throws; there is no "end of turn" to announce. While a landing is still being settled (say,
  the lander has not yet decided whether to buy), everybody else waits, and the lander does
  nothing but settle it.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-TURN-01
  Rule: A turn is a throw, a move, then the space landed on

    @classic @classic-short @classic-timed @CL-TURN-01
    Scenario: the throw moves the token and the space is dealt with at once
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Oriental Avenue
      And the last action's events include, in order:
        | event            |
        | dice_rolled      |
        | moved            |
        | landed           |
        | purchase_offered |

    @classic @classic-short @classic-timed @CL-TURN-01
    Scenario Outline: the space landed on decides what happens: <what>
      Given Bob owns Vermont Avenue
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <space> (see VP-MOVE-01, CL-MOVE-02)
      And the last action's events include, in order:
        | event   |
        | landed  |
        | <event> |

      Examples:
        | what                        | start              | d1 | d2 | space                        | event            |
        | a deed the bank still holds | Go                 | 2  | 4  | Oriental Avenue              | purchase_offered |
        | another player's property   | Go                 | 3  | 5  | Vermont Avenue               | rent_due         |
        | a tax                       | Short Line Port    | 1  | 2  | Luxury Tax                   | tax_paid         |
        | a Chance card               | Go                 | 3  | 4  | space 7                      | card_drawn       |
        | a Community Chest card      | Connecticut Avenue | 3  | 5  | space 17                     | card_drawn       |
        | jail                        | Free Parking       | 4  | 6  | Take an Extended Lunch Break | sent_to_jail     |

    Scenario: only the player whose turn it is may throw
      Then Ann is next to roll (see VP-ORDER-01)
      When Bob tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Bob is on Go
      And Ann is next to roll

  @VP-TURN-02
  Rule: Once the space is settled, anyone at the table may act

    @VP-TURN-06 @ruling
    Scenario: another player builds a house during someone else's turn
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Bob builds a house on Mediterranean Avenue
      Then Mediterranean Avenue has 1 house
      And Bob has $1,450 (see VP-BLD-05)

  @VP-TURN-06 @ruling
  Rule: A bank property is bought only by the player who lands on it, or at auction
    "players can trade or buy properties" between rolls means buying buildings, or property from
    other players; a property the bank holds is only sold on landing or at auction.

    Scenario: a bank property nobody landed on cannot be bought
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to buy Boardwalk
      Then it is rejected with "wrong_phase"
      And nobody owns Boardwalk
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: another player cannot take over the lander's purchase
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      And Ann must decide whether to buy Reading Port (see VP-AUC-02)
      When Bob tries to buy Reading Port
      Then it is rejected with "decision_pending"
      And nobody owns Reading Port
      And Bob has $1,500
      And the bank's cash is unchanged
      And Ann must decide whether to buy Reading Port

  @VP-TURN-03
  Rule: A turn ends only when the next player throws the dice

    Scenario: there is no end-of-turn action
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to end her turn
      Then it is rejected with "not_allowed_in_variant"
      And Bob is next to roll

    Scenario: the table stays open until the next throw, which starts the next turn
      Given Cid owns Reading Port
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      And Cid may ask Ann for $25 rent (see VP-RENT-06)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      And Cid is next to roll
      And Cid may not ask Ann for rent (see VP-RENT-07)

  @VP-TURN-04 @VP-TURN-05 @VP-AUC-01
  Rule: While a landing is being settled, nobody may do anything else, the lander included
    Until the lander has bought the property or sent it to auction, the table stays closed to
    everyone; the lander's own building and mortgaging wait too.

    Scenario: nobody may build while the lander decides whether to buy
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      When Ann tries to build a house on Mediterranean Avenue
      Then it is rejected with "decision_pending"
      And Mediterranean Avenue has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann buys it (see VP-BUY-03)
      And Ann builds a house on Mediterranean Avenue
      Then Mediterranean Avenue has 1 house

    Scenario: nor may anybody else build or mortgage while the lander decides
      Bob and Cid are refused while Ann decides whether to buy Reading Port. An engine may refuse them
      as waiting for Ann's decision, or as not their turn: either way nothing happens.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Cid owns Boardwalk
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      When Bob tries to build a house on Mediterranean Avenue
      Then it is rejected with "decision_pending" or "not_your_turn"
      And Mediterranean Avenue has no buildings
      And Bob has $1,500
      When Cid tries to mortgage Boardwalk
      Then it is rejected with "decision_pending" or "not_your_turn"
      And Boardwalk is not mortgaged
      And Cid has $1,500
      And the bank's cash is unchanged

    Scenario: the next throw closes the table until that landing is settled
      Given Bob owns Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Bob rolls 2 and 4
      Then Bob landed on Oriental Avenue (see VP-MOVE-01)
      When Bob tries to mortgage Boardwalk
      Then it is rejected with "decision_pending"
      And Boardwalk is not mortgaged
      And Bob has $1,500
      And the bank's cash is unchanged
      When Bob buys it (see VP-BUY-03)
      And Bob mortgages Boardwalk
      Then Boardwalk is mortgaged

  @VP-TURN-04 @ruling
  Rule: Before the game's first throw, nobody buys a house
    The window for building opens once a landing has been settled, as the window for trading
    does; before the first throw of the game no landing has been settled.

    Scenario: no house is built before the first throw of the game
      Given Ann owns Park Place and Boardwalk
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "wrong_phase"
      And Boardwalk has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged
