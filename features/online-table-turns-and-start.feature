@online
Feature: The online table: the room, the start of the game, the turn, doubles, Start, taxes and the winner
  A room seats 2 to 8 players, and every player starts with $1,500. The turn order is shuffled at the start unless
  the host turns off Random order; then play goes in seat order. On a turn the player rolls two dice, moves forward
  by the total, and the tile decides what happens. After the move the player may build, sell and trade, and then
  ends the turn, which cannot be done with cash below $0. Doubles give another roll; a third doubles in one turn
  sends the player to Jail without moving, and going to Jail by any road ends the turn. Passing Start pays $200,
  stopping on it $300, a card to Start $300, and going to Jail never pays. Income Tax takes 10% of the cash,
  rounded up, and Luxury Tax $75. The last player left in the game wins, and there is no turn limit.

  The World board: Start (0), Salvador (1), Treasure (2), Rio (3), Income Tax (4), TLV Airport (5), Chance (7),
  Jail (10), Venice (11), Milan (13), Rome (14), Treasure (17), Vacation (20), Chance (22), Shanghai (24),
  Lyon (26), Go to Jail (30), Manchester (32), Treasure (33), London (34), Chance (36), Luxury Tax (38),
  New York (39).

  @ON-ROOM-01
  Rule: A room holds 2 to 8 players

    Scenario Outline: a game of <count> is <answer>
      When a game is set up with <count>
      Then the game is <answer>

      Examples:
        | count     | answer                              |
        | 1 player  | refused with "too_few_players"      |
        | 2 players | created                             |
        | 8 players | created                             |
        | 9 players | refused with "too_many_players"     |

  @ON-ROOM-03 @ruling
  Rule: Any number of seated players from 2 up starts a game
    The seats the host picks are a cap: the players a game is created with are the seated ones, and any number
    of them from 2 up to the cap is a game.

    Scenario Outline: <count> seated players make a game
      When a game is set up with <count> players
      Then the game is created

      Examples:
        | count |
        | 2     |
        | 3     |
        | 5     |

  @ON-ROOM-04 @ruling
  Rule: The World board keeps the rents the rulebook gives for Rome
    Rome costs $13 with no buildings, $55 with one house, $160 with two, $480 with three, $675 with four and $900
    with a hotel. Bob holds all of Italy (Venice, Milan and Rome); Ann rolls 1 and 3 from Jail to Rome.


    Background:
      Given a game with Ann, Bob and Cid

    @default-double_rent
    Scenario Outline: Rome with <buildings> costs <rent>
      Given Bob owns Venice, Milan and Rome
      And Rome has <buildings>
      And Ann is on Jail
      When Ann rolls 1 and 3
      Then Ann is on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | buildings | rent |
        | no houses | $13  |
        | 1 house   | $55  |
        | 2 houses  | $160 |
        | 3 houses  | $480 |
        | 4 houses  | $675 |
        | a hotel   | $900 |

  @ON-ROOM-05
  Rule: A room is public unless the host makes it private, and a public room checks one-sided trades
    The preset's room is public. There a trade in which a player gives almost everything for almost nothing is
    refused.

    Scenario: in a public room Ann cannot give Bob all her cash for nothing
      Given a game with Ann, Bob and Cid
      When Ann rolls 6 and 4
      And Ann tries to offer Bob $1500 for nothing
      Then it is rejected with "one_sided_trade"
      And Bob has no offer from Ann
      And Ann has $1,500

  @ON-SETUP-01
  Rule: Every player starts with $1,500

    Scenario Outline: each of <count> players starts with $1,500
      When a game is set up with <count> players
      Then the game is created (see ON-ROOM-01)
      And every player has $1,500

      Examples:
        | count |
        | 2     |
        | 8     |

    Scenario: the starting cash is the same whoever goes first
      Given Ann, Bob and Cid sit down to play
      Then every player has $1,500
      And the bank's cash is unchanged

  @ON-SETUP-02 @ON-SETUP-03 @ruling
  Rule: The host may set the starting cash to any whole amount from $500 to $3,000, both included

    Scenario Outline: a host's starting cash of <cash> is <answer>
      When a game is set up with Ann and Bob starting with <cash> each
      Then the game is <answer>

      Examples:
        | cash   | answer                           |
        | $499   | refused with "invalid_setup"     |
        | $500   | created                          |
        | $1,234 | created                          |
        | $3,000 | created                          |
        | $3,001 | refused with "invalid_setup"     |

    Scenario: every player starts with the host's $1,234
      Given a game with Ann, Bob and Cid, starting with $1,234 each
      Then every player has $1,234

  @ON-TURN-01
  Rule: A player rolls two dice and moves forward by their total


    Background:
      Given a game with Ann, Bob and Cid

    Scenario Outline: from <from>, <d1> and <d2> take Ann to <to>
      Given Ann is on <from>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <to>
      And Ann is on <to>

      Examples:
        | from       | d1 | d2 | to          |
        | Start      | 2  | 3  | TLV Airport |
        | Jail       | 6  | 5  | Shenzhen    |
        | Luxury Tax | 2  | 3  | Rio         |
        | Venice     | 6  | 1  | Munich      |

    Scenario: the game's own dice show two dice from 1 to 6
      When Ann rolls
      Then Ann's last roll shows two dice from 1 to 6

  @ON-TURN-02
  Rule: The tile where the player stops decides what happens


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: on an unowned city Ann may buy it
      When Ann rolls 1 and 2
      Then Ann must decide whether to buy Rio for $60

    Scenario: on Bob's city Ann pays him rent
      Given Bob owns Rio
      When Ann rolls 1 and 2
      Then the rent due from Ann to Bob is $4
      And Ann has $1,496
      And Bob has $1,504

    Scenario: on Income Tax Ann pays tax
      When Ann rolls 1 and 3
      Then Ann paid $150 in tax
      And Ann has $1,350

    Scenario: on Chance Ann takes the top card
      Given the Chance deck has "collect-150" on top
      When Ann rolls 3 and 4
      Then Ann drew "collect-150"
      And Ann has $1,650

    Scenario: on Go to Jail Ann goes to Jail
      Given Ann is on Water Company
      When Ann rolls 1 and 2
      Then Ann landed on Go to Jail
      And Ann is in jail

    Scenario: on the Jail tile Ann is only visiting and nothing happens
      Given Ann is on Salvador
      When Ann rolls 5 and 4
      Then Ann is just visiting
      And Ann has $1,500
      And the bank's cash is unchanged

  @ON-TURN-03
  Rule: After moving, the player may build, sell and trade, and the turn passes only when they end it


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: after her move the turn stays with Ann until she ends it
      Given Ann is on Salvador
      When Ann rolls 5 and 4
      And Bob tries to roll 1 and 2
      Then it is rejected with "wrong_phase"
      When Ann tries to roll 1 and 2
      Then it is rejected with "wrong_phase"
      When Ann ends her turn
      Then Bob is next to roll

    Scenario: after her move Ann builds a house and then ends her turn
      Given Ann owns Salvador and Rio
      And Ann is on Start
      When Ann rolls 6 and 4
      And Ann builds a house on Salvador
      Then Salvador has 1 house
      And Ann has $1,450
      When Ann ends her turn
      Then Bob is next to roll

    Scenario: Bob cannot end Ann's turn for her
      Given Ann is on Salvador
      When Ann rolls 5 and 4
      And Bob tries to end his turn
      Then it is rejected with "not_your_turn"

  @ON-TURN-04
  Rule: A player cannot end the turn while their cash is below $0
    Ann owns Salvador, so she has something left to sell. Luxury Tax is $75.


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: with $75 Ann pays Luxury Tax down to $0 and may end her turn
      Given Ann owns Salvador
      And Ann has $75
      And Ann is on London
      When Ann rolls 1 and 3
      Then Ann has $0
      When Ann tries to end her turn
      Then it is accepted
      And Bob is next to roll

    @default-vacation_jackpot
    Scenario: with $74 Ann is $1 short and may not end her turn
      Given Ann owns Salvador
      And Ann has $74
      And Ann is on London
      When Ann rolls 1 and 3
      Then Ann owes the bank $1 (see ON-DEBT-01)
      When Ann tries to end her turn
      Then it is rejected with "debt_pending"
      And Ann is still in the game

  @ON-TURN-05 @ruling
  Rule: The player may build at any point of their own turn, before rolling too


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Bob builds on Rome before his first roll of the turn
      Given Bob owns Venice, Milan and Rome
      And Ann is on Salvador
      When Ann rolls 5 and 4
      And Ann ends her turn
      And Bob tries to build a house on Rome
      Then it is accepted
      And Rome has 1 house
      And Bob has $1,400

    Scenario: Ann builds between the rolls of a doubles run
      Given Ann owns Venice, Milan and Rome
      And Bob owns Lyon
      And Ann is on Shanghai
      When Ann rolls 1 and 1
      And Ann tries to build a house on Rome
      Then it is accepted
      And Rome has 1 house

    Scenario: Bob may not build on Ann's turn
      Given Bob owns Venice, Milan and Rome
      And Ann is on Salvador
      When Ann rolls 5 and 4
      And Bob tries to build a house on Rome
      Then it is rejected with "not_your_turn"
      And Rome has no buildings
      And Bob has $1,500

  @ON-DBL-01
  Rule: After doubles the player rolls again once the move is done


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: after 1 and 1 onto Bob's Lyon, Ann must roll again and may not end her turn
      Given Bob owns Lyon
      And Ann is on Shanghai
      When Ann rolls 1 and 1
      Then the rent due from Ann to Bob is $20 (see ON-RENT-01)
      And Ann has rolled 1 double this turn
      And Ann is next to roll
      When Ann tries to end her turn
      Then it is rejected with "wrong_phase"
      When Bob tries to roll 1 and 2
      Then it is rejected with "not_your_turn"

    Scenario: after a roll that is not doubles, Ann has no second roll
      Given Ann is on Salvador
      When Ann rolls 5 and 4
      And Ann tries to roll 1 and 2
      Then it is rejected with "wrong_phase"

  @ON-DBL-02
  Rule: A third doubles in one turn sends the player to Jail at once


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Ann's third doubles puts her in Jail, and the turn is Bob's
      Given Bob owns Lyon and Manchester
      And Ann is on Shanghai
      When Ann rolls 1 and 1
      And Ann rolls 3 and 3
      And Ann rolls 4 and 4
      Then Ann is in jail
      And Ann is on Jail
      And Bob is next to roll (see ON-DBL-04)
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn" (see ON-DBL-04)

    Scenario: two doubles leave Ann free and rolling
      Given Bob owns Lyon and Manchester
      And Ann is on Shanghai
      When Ann rolls 1 and 1
      And Ann rolls 3 and 3
      Then Ann is not in jail
      And Ann has rolled 2 doubles this turn
      And Ann is next to roll

  @ON-DBL-03
  Rule: The third doubles does not move the player
    From Manchester (32), 4 and 4 would stop exactly on Start and pay $300; the third doubles moves nothing, so
    nothing is paid and no tile acts. Ann paid $20 at Lyon and $26 at Manchester.


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: the third doubles pays no Start money and lands nowhere
      Given Bob owns Lyon and Manchester
      And Ann is on Shanghai
      When Ann rolls 1 and 1
      And Ann rolls 3 and 3
      And Ann rolls 4 and 4
      Then the last action's events include no "landed"
      And Ann received no Go salary
      And Ann has $1,454
      And Ann is on Jail

  @ON-DBL-04 @ruling
  Rule: Going to Jail ends the turn at once, and a doubles re-roll that was due is lost
    The turn passes to the next player with no end of turn to wait for: a player sent to Jail does not move, and
    the build, sell and trade that follow a move have no move to follow.


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: a roll onto Go to Jail hands the turn to Bob at once
      Given Ann is on CDG Airport
      When Ann rolls 2 and 3
      Then Ann is in jail (see ON-JAIL-01)
      And Bob is next to roll
      When Ann tries to end her turn
      Then it is rejected with "wrong_phase"

    Scenario: the Go to Jail card hands the turn to Bob at once
      Given the Chance deck has "go-to-jail" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail (see ON-JAIL-02)
      And Bob is next to roll
      When Ann tries to end her turn
      Then it is rejected with "wrong_phase"

    Scenario: doubles onto Go to Jail leave Ann in Jail with no more rolls, and the turn is Bob's
      Given Ann is on Toulouse
      When Ann rolls 1 and 1
      Then Ann is in jail (see ON-JAIL-01)
      And Bob is next to roll
      When Ann tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Ann is in jail (see ON-JAIL-01)

    Scenario: doubles onto Chance and its Go to Jail card leave Ann in Jail with no more rolls, and the turn is Bob's
      Given the Chance deck has "go-to-jail" on top
      And Ann is on Vacation
      When Ann rolls 1 and 1
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail (see ON-JAIL-02)
      And Bob is next to roll
      When Ann tries to roll 2 and 3
      Then it is rejected with "not_your_turn"

  @ON-GO-01
  Rule: Passing Start pays $200
    From Chance (36): 1 and 2 stop on New York (39), before Start; 2 and 3 pass Start onto Salvador (1).


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: stopping one tile past Start pays $200
      Given Ann is on space 36
      When Ann rolls 2 and 3
      Then Ann is on Salvador (see ON-TURN-01)
      And Ann received the Go salary
      And Ann has $1,700
      And the bank has paid out $200

    Scenario: stopping one tile before Start pays nothing
      Given Ann is on space 36
      When Ann rolls 1 and 2
      Then Ann is on New York (see ON-TURN-01)
      And Ann received no Go salary
      And Ann has $1,500

    Scenario: a card that moves Ann forward past Start pays $200
      Given the Chance deck has "advance-to-venice" on top
      And Ann is on Manchester
      When Ann rolls 1 and 3
      Then Ann drew "advance-to-venice" (see ON-CARD-01)
      And Ann is on Venice
      And Ann has $1,700

  @ON-GO-02
  Rule: Stopping exactly on Start pays $300 instead
    From Chance (36), 1 and 3 stop on Start.


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: stopping on Start pays $300, not $500
      Given Ann is on space 36
      When Ann rolls 1 and 3
      Then Ann is on Start (see ON-TURN-01)
      And Ann has $1,800
      And the bank has paid out $300

  @ON-GO-03
  Rule: A card that sends the player to Start moves them forward, so it pays $300


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: the Chance card to Start pays $300
      Given the Chance deck has "advance-to-start" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "advance-to-start" (see ON-CARD-01)
      And Ann is on Start
      And Ann has $1,800
      And the bank has paid out $300

    Scenario: the Treasure card to Start pays $300
      Given the Treasure deck has "advance-to-start" on top
      And Ann is on Rome
      When Ann rolls 1 and 2
      Then Ann drew "advance-to-start" (see ON-CARD-01)
      And Ann is on Start
      And Ann has $1,800

  @ON-GO-05 @ruling
  Rule: Going to Jail never pays the Start money, even when Jail lies past Start


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: the Chance card to Jail from space 36 pays nothing
      Given the Chance deck has "go-to-jail" on top
      And Ann is on Manchester
      When Ann rolls 1 and 3
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail (see ON-JAIL-01)
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: the Treasure card to Jail from space 33 pays nothing
      Given the Treasure deck has "go-to-jail" on top
      And Ann is on Paris
      When Ann rolls 1 and 3
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail (see ON-JAIL-01)
      And Ann received no Go salary
      And Ann has $1,500

  @ON-TAX-01
  Rule: Income Tax takes 10% of the player's cash


    Background:
      Given a game with Ann, Bob and Cid

    @default-vacation_jackpot
    Scenario Outline: with <cash> Ann pays <tax> of Income Tax
      Given Ann has <cash>
      When Ann rolls 1 and 3
      Then Ann paid <tax> in tax
      And Ann has <left>
      And the bank has gained <tax>

      Examples:
        | cash   | tax  | left   |
        | $1,500 | $150 | $1,350 |
        | $1,230 | $123 | $1,107 |
        | $3,000 | $300 | $2,700 |

    @default-vacation_jackpot
    Scenario: Ann's properties and houses do not count: with $1,000 and Salvador's house, she pays $100
      Given Ann owns Salvador and Rio
      And Salvador has 1 house
      And Ann has $1,000
      When Ann rolls 1 and 3
      Then Ann paid $100 in tax
      And Ann has $900
      And the bank has gained $100

  @ON-TAX-02
  Rule: Luxury Tax costs $75


    Background:
      Given a game with Ann, Bob and Cid

    @default-vacation_jackpot
    Scenario: Ann pays $75 on Luxury Tax
      Given Ann is on London
      When Ann rolls 1 and 3
      Then Ann paid $75 in tax
      And Ann has $1,425
      And the bank has gained $75

    @default-vacation_jackpot
    Scenario: with $30 Ann pays what she has and owes the rest
      Given Ann has $30
      And Ann is on London
      When Ann rolls 1 and 3
      Then Ann owes the bank $45
      And the bank has gained $30 (see ON-DEBT-01)

  @ON-TAX-04 @ruling
  Rule: Income Tax is rounded up, counted after the Start money, and nothing when cash is $0 or below


    Background:
      Given a game with Ann, Bob and Cid

    Scenario Outline: with <cash> Ann pays <tax>
      Given Ann has <cash>
      When Ann rolls 1 and 3
      Then Ann paid <tax> in tax
      And Ann has <left>

      Examples:
        | cash   | tax  | left   |
        | $1,235 | $124 | $1,111 |
        | $1,231 | $124 | $1,107 |
        | $5     | $1   | $4     |
        | $1     | $1   | $0     |
        | $0     | $0   | $0     |

    Scenario: a player below $0 pays no Income Tax
      Ann has nothing and nothing to sell. Doubles onto New York, where Bob has a hotel, put her $2,000 in debt
      to Bob; she may still roll, passes Start, whose $200 goes to Bob, and stops on Income Tax at -$1,800.

      Given Ann has $0
      And Bob owns San Francisco and New York
      And New York has a hotel
      And Ann is on JFK Airport
      When Ann rolls 2 and 2
      Then Ann owes Bob $2,000 (see ON-DEBT-02)
      When Ann rolls 2 and 3
      Then Ann owes Bob $1,800 (see ON-DEBT-03)
      And Ann paid $0 in tax
      And Ann owes the bank $0
      And the bank has paid out $200

    Scenario: the tax is counted on the cash after passing Start
      Given Ann has $1,035
      And Ann is on Luxury Tax
      When Ann rolls 2 and 4
      Then Ann received the Go salary (see ON-GO-01)
      And Ann paid $124 in tax
      And Ann has $1,111

  @ON-WIN-01
  Rule: The last player left in the game wins
    Ann has $10 and nothing to sell; Luxury Tax puts her at -$65, and ending her turn makes her bankrupt.

    Scenario: when Ann goes bankrupt, Bob is the last player and wins
      Given a game with Ann and Bob
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Then Ann is bankrupt (see ON-BKR-02)
      And the game is over and Bob wins

    Scenario: Bob wins when Ann gives up
      Given a game with Ann and Bob
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 3
      And Ann declares bankruptcy
      Then the game is over and the winners are exactly Bob

  @ON-WIN-02
  Rule: There is no turn limit: the game goes on while two players are left


    Background:
      Given a game with Ann, Bob and Cid

    Scenario: after Ann's bankruptcy Bob and Cid play on
      Given Ann has $10
      And Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Then Ann is bankrupt (see ON-BKR-02)
      And the game is not over
      And Bob is next to roll

    Scenario: two full rounds later the game is not over
      Given Cid owns Rome
      When Ann rolls 6 and 4
      And Ann ends her turn
      And Bob rolls 6 and 4
      And Bob ends his turn
      And Cid rolls 6 and 4
      And Cid ends his turn
      And Ann rolls 1 and 3
      And Ann ends her turn
      And Bob rolls 1 and 3
      And Bob ends his turn
      And Cid rolls 1 and 3
      And Cid ends his turn
      Then the game is not over
      And Ann is next to roll

  @ON-ORDER-02 @ruling @house-rule-random-order
  Rule: With Random order off, play goes in seat order, seat 1 first
    This rule needs the Random order switch off (`turn_order: seating`). The players sit down in the order
    Ann, Bob, Cid, and nobody makes an opening roll.

    Scenario: Ann, seated first, rolls first, then Bob, then Cid
      Given Ann, Bob and Cid sit down to play
      Then the turn order is Ann, Bob and Cid
      And Ann goes first

    Scenario: after Ann's turn the dice go to Bob, the second seat
      Given Ann, Bob and Cid sit down to play
      And Ann is on Salvador
      When Ann rolls 5 and 4
      And Ann ends her turn
      Then Bob is next to roll
