@online
Feature: The online room: the host's settings, the badges, a shuffled turn order, and a move back onto Start
  A game of the online edition is set up in a room. Its host picks the board (World, Grand Tour or Jackpot), the
  number of seats and the rules: the eight house-rule switches and the starting cash. Nobody else may, and once the
  game has started nobody may change them. The room shows a badge for each house rule that differs from its
  default. Unless the host turns Random order off, the game shuffles the turn order when it starts. A card that
  moves a player backward onto Start pays nothing.

  The World board: Start (0), Salvador (1), Treasure (2), Rio (3), Income Tax (4), TLV Airport (5), Chance (7),
  Jail (10).

  @ON-ROOM-02
  Rule: Only the host picks the board, the number of seats and the rules
    Ann hosts the room; Bob and Cid are seated in it. Until Ann starts the game, the room is all there is: the
    game waits for its host.

    Background:
      Given a room hosted by Ann, with Bob and Cid seated

    Scenario: a room waits for its host before anything is played
      Then the game waits for Ann to start it

    Scenario: the host picks the Jackpot board
      When Ann picks the Jackpot board
      Then it is accepted
      And the game is played on the Jackpot board

    Scenario: the host picks the Grand Tour board, then the World board again
      When Ann picks the Grand Tour board
      And Ann picks the World board
      Then the game is played on the World board

    Scenario Outline: the host sets <seats> seats
      When Ann sets <seats> seats
      Then it is accepted
      And the room has <seats> seats

      Examples:
        | seats |
        | 3     |
        | 6     |
        | 8     |

    Scenario: the host sets the starting cash, and every player starts the game with it
      When Ann sets the starting cash to $2,000
      And Ann starts the game
      Then Ann has $2,000
      And Bob has $2,000
      And Cid has $2,000

    @default-auctions
    Scenario: the house rule the host turns on is the rule of the game
      When Ann turns the auctions house rule on
      And Ann starts the game
      Then the auctions house rule is on
      When Ann rolls 1 and 2
      And Ann declines to buy Rio
      Then an auction of Rio is open (see ON-AUC-01)

    @default-auctions
    Scenario: a house rule the host leaves alone keeps its default
      When Ann starts the game
      Then the auctions house rule is off
      When Ann rolls 1 and 2
      And Ann declines to buy Rio
      Then no auction is open (see ON-BUY-04)
      And nobody owns Rio (see ON-BUY-04)

    Scenario Outline: a seated player who is not the host cannot <change>
      When Bob tries to <change>
      Then it is rejected with "not_host"
      And the game is played on the World board
      And the room has 3 seats
      And the game waits for Ann to start it

      Examples:
        | change                              |
        | pick the Jackpot board              |
        | set 6 seats                         |
        | set the starting cash to $2,000     |
        | turn the double rent house rule on  |
        | start the game                      |

    @default-double_rent
    Scenario: the rule Bob tried to turn on stays off
      When Bob tries to turn the double rent house rule on
      Then it is rejected with "not_host"
      And the double rent house rule is off

    Scenario Outline: the host cannot pick <choice>
      When Ann tries to <choice>
      Then it is rejected with "invalid_setup"
      And the game is played on the World board
      And the room has 3 seats

      Examples:
        | choice                              |
        | set 9 seats                         |
        | set 2 seats                         |

    @ON-SETUP-02
    Scenario: the host cannot set a starting cash outside $500 to $3,000
      When Ann tries to set the starting cash to $3,001
      Then it is rejected with "invalid_setup"
      When Ann starts the game
      Then Ann has $1,500

  @ON-HR-01
  Rule: The host changes the house rules only in the room, before the game starts
    Ann hosts the room; Bob and Cid are seated in it.

    Background:
      Given a room hosted by Ann, with Bob and Cid seated

    @default-double_rent
    Scenario: before the start the host turns double rent on
      When Ann turns the double rent house rule on
      Then it is accepted
      And the double rent house rule is on

    @default-double_rent
    Scenario: once the game has started the host cannot turn double rent on
      When Ann starts the game
      And Ann tries to turn the double rent house rule on
      Then it is rejected with "game_started"
      And the double rent house rule is off

    @default-mortgages
    Scenario: once the game has started the host cannot turn mortgages on, even on their own turn
      When Ann starts the game
      And Ann rolls 1 and 2
      And Ann tries to turn the mortgages house rule on
      Then it is rejected with "game_started"
      And the mortgages house rule is off

    Scenario: once the game has started the host cannot pick another board
      When Ann starts the game
      And Ann tries to pick the Jackpot board
      Then it is rejected with "game_started"
      And the game is played on the World board

    Scenario: the game starts once only
      When Ann starts the game
      And Ann tries to start the game
      Then it is rejected with "game_started"

    Scenario: nobody rolls before the host starts the game
      When Ann tries to roll 1 and 2
      Then it is rejected with "game_not_started"
      And the game waits for Ann to start it

  @ON-HR-02 @default-double_rent @default-vacation_jackpot @default-auctions @default-no_rent_in_jail
  @default-mortgages @default-even_building @default-random_order @default-turn_clock
  Rule: A room's badges show exactly the house rules that differ from their defaults
    Double rent, Vacation jackpot, Auctions, No rent in Jail and Mortgages are off by default; Even building,
    Random order and Turn clock are on. Ann hosts the room; Bob is seated in it.

    Background:
      Given a room hosted by Ann, with Bob seated

    Scenario: a room at the defaults shows no badges
      Then the room shows no badges

    Scenario: auctions on and even building off show those two badges
      When Ann turns the auctions house rule on
      And Ann turns the even building house rule off
      Then the room shows the badges auctions and even building

    Scenario Outline: <switch> turned <way> shows its badge alone
      When Ann turns the <switch> house rule <way>
      Then the room shows the badge <switch>

      Examples:
        | switch           | way |
        | double rent      | on  |
        | vacation jackpot | on  |
        | auctions         | on  |
        | no rent in jail  | on  |
        | mortgages        | on  |
        | even building    | off |
        | random order     | off |
        | turn clock       | off |

    Scenario: a switch set to its default shows no badge
      When Ann turns the turn clock house rule on
      And Ann turns the double rent house rule off
      Then the room shows no badges

    Scenario: a switch turned on and off again loses its badge
      When Ann turns the mortgages house rule on
      And Ann turns the mortgages house rule off
      Then the room shows no badges

    Scenario: the badges stay once the game has started
      When Ann turns the auctions house rule on
      And Ann starts the game
      Then the room shows the badge auctions

  @ON-ORDER-01 @default-random_order
  Rule: The game shuffles the turn order when it starts
    Each game is set up with its own seed and no order given: the order is the game's own. Over 24 games of four
    players, an order that is shuffled lets each of them go first at least once; one that is not, never does.

    Scenario: over 24 games, each of four players goes first at least once
      When 24 games of Ann, Bob, Cid and Dan are set up, each with its own seed
      Then each game's turn order names every player once
      And each player goes first in at least one of them

  @ON-ORDER-02 @ruling @house-rule-random_order
  Rule: With Random order off, play goes in seat order in every game
    This rule needs the Random order switch off.

    Scenario: over 24 games, the order is always the seating order
      When 24 games of Ann, Bob, Cid and Dan are set up, each with its own seed
      Then every game's turn order is the seating order

  @ON-GO-04
  Rule: A move backward onto Start pays nothing
    The World decks move players backward only by 3 tiles, from Chance tiles 7, 22 and 36, and so never onto
    Start. Here the Chance deck is the scenario's own: one card, "Go back 7 tiles", drawn on Chance (7).

    Background:
      Given a game with Ann and Bob, the Chance deck holding only a card that moves back 7 tiles

    Scenario: from Chance (7) back 7 tiles onto Start: no $300, no $200
      Given Ann is on Rio
      When Ann rolls 2 and 2
      Then Ann is on Start
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged
