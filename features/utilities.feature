@veropoly
Feature: Utilities
  There are two utilities, the Electric Company and the Water Works. They are bought, mortgaged
  and traded like any property, but their rent depends on the dice: the total the lander threw
  to get there, times four if the owner holds one utility, times ten if the owner holds both.
  The classic game has the same two utilities, charging the same rents.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-UTIL-01
  Rule: There are two utilities, the Electric Company and the Water Works

    @VP-SETUP-10 @ruling
    Scenario Outline: <utility> is space <number> and sells for $150
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <number> (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy <utility> for $150
      When Ann buys it
      Then Ann is on space <number>
      And Ann owns <utility>
      And Ann has $1,350 (see VP-BUY-04)

      Examples:
        | start              | d1 | d2 | number | utility          |
        | Connecticut Avenue | 1  | 2  | 12     | Electric Company |
        | Free Parking       | 3  | 5  | 28     | Water Works      |

  @VP-UTIL-03 @VP-UTIL-04 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: With one utility, the rent is four times the lander's throw

    Scenario Outline: a throw of <d1> and <d2> onto the only utility costs <rent>
      Given Bob owns Electric Company
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on Electric Company (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | start              | d1 | d2 | rent |
        | space 10           | 1  | 1  | $8   |
        | Connecticut Avenue | 1  | 2  | $12  |
        | Income Tax         | 3  | 5  | $32  |
        | Go                 | 6  | 6  | $48  |

  @VP-UTIL-03 @VP-UTIL-05 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: With both utilities, the rent is ten times the lander's throw

    Scenario: a double six onto a utility of an owner of both costs $120
      Given Bob owns Electric Company and Water Works
      When Ann rolls 6 and 6
      Then Ann is on Electric Company (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $120

    Scenario: the Water Works charges the same way
      Given Bob owns Electric Company and Water Works
      And Ann is on Free Parking
      When Ann rolls 3 and 5
      Then Ann landed on Water Works (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $80

    Scenario: the utility rent is what changes hands
      Given Bob owns Electric Company and Water Works
      When Ann rolls 6 and 6
      Then Ann landed on Electric Company (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $120
      When Bob asks Ann for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,380
      And Bob has $1,620

  @VP-UTIL-02
  Rule: A utility can be traded and mortgaged like any property

    Scenario: a utility changes hands in a trade
      Given Ann owns Water Works
      And Cid owns Reading Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Cid offers Ann $150 and Reading Port for Water Works (see VP-TRADE-03)
      And Ann accepts the offer (see VP-TRADE-04)
      Then Cid owns Water Works (see VP-TRADE-04)
      And Ann owns Reading Port (see VP-TRADE-04)
      And Ann has $1,650 (see VP-TRADE-04)

    Scenario: mortgaging the Water Works raises half its price
      Given Ann owns Water Works
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann mortgages Water Works
      Then Water Works is mortgaged
      And Ann has $1,575 (see VP-MORT-02)

  @VP-UTIL-06 @ruling
  Rule: A mortgaged utility still counts towards holding both

    Scenario: the Water Works mortgaged, the Electric Company still charges ten times
      Given Bob owns Electric Company and Water Works
      And Water Works is mortgaged
      When Ann rolls 6 and 6
      Then Ann landed on Electric Company (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $120

  @VP-MORT-03 @CL-RENT-02 @classic @classic-short @classic-timed
  Rule: A mortgaged utility charges no rent

    Scenario: a mortgaged Electric Company charges nothing
      Given Bob owns Electric Company
      And Electric Company is mortgaged
      And Ann is on Connecticut Avenue
      When Ann rolls 1 and 2
      Then Ann is on Electric Company (see VP-MOVE-01, CL-MOVE-02)
      And no rent is due from Ann to Bob

  @VP-UTIL-06 @ruling
  Rule: Sent to a utility by a card, the lander throws the dice once to set the rent
    The rent rule speaks of "the dice roll"; a card move has none, so the lander throws once more.

    @VP-CARD-03 @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: the card's move onto an owned utility is followed by a throw that sets the rent
      From Chance (space 7) the nearest utility is the Electric Company; Bob holds both utilities,
      so a throw of 2 and 3 costs 10 x 5 = $50, and the token stays where it is.

      Given Bob owns Electric Company and Water Works
      And the Chance deck has "advance-to-nearest-utility" on top
      And Ann is on Baltic Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-nearest-utility" (see VP-CARD-04, CL-CARD-01)
      And Ann is on Electric Company
      When Ann rolls 2 and 3
      Then Ann is on Electric Company
      And the rent due from Ann to Bob is $50
