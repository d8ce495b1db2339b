Feature: Bankruptcy to another player, in the classic games
  A player who owes another player more than they can raise is bankrupt, and hands everything of value to that
  creditor. Their houses and hotels are not handed over: they go back to the bank, which pays half of what they
  cost, and that money goes to the creditor with the rest of the bankrupt player's cash.

  Background:
    Given a game with Ann, Bob and Cid
    And Cid has $0
    And Cid owns Mediterranean Avenue and Baltic Avenue
    And Cid owes Bob $2,000

  @CL-BKR-03 @classic @classic-short @classic-timed
  Rule: The creditor receives everything of value the bankrupt player has

    Scenario: Bob receives Cid's cash and deeds, and Cid is out
      Given Cid has $100
      And Cid owns Reading Railroad
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Reading Railroad
      And Bob has $1,600
      And Cid has $0
      And Cid is bankrupt (see CL-BKR-10)

    Scenario: Bob receives Cid's jail card
      Given Cid holds a jail card from the Chance deck
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob holds 1 jail card

  @CL-BKR-04
  Rule: The bankrupt player's houses and hotels go back to the bank, which pays half of what they cost

    @classic @classic-short @classic-timed
    Scenario: two houses on each brown street go back to the bank, which pays $25 for each
      Given Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And the bank has 28 houses and 12 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And the bank has 32 houses and 12 hotels left
      And the bank has paid out $100

    @classic @classic-short @classic-timed
    Scenario: only the bankrupt player's houses go back, not those of the players still in the game
      Ann's light-blue houses stay where they are, and the bank pays for Cid's only.

      Given Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And the bank has 25 houses and 12 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Mediterranean Avenue has no buildings
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And the bank has 29 houses and 12 hotels left
      And the bank has paid out $100
      And Ann has $1,500

    Scenario Outline: a hotel goes back to the bank, which pays half of the hotel and of the houses turned in for it
      A brown house costs $50 and a hotel $50 more: half of the hotel and its <turned in> houses is <refund>.

      Given Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And the bank has 32 houses and 10 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Mediterranean Avenue has no buildings
      And the bank has 32 houses and 12 hotels left
      And the bank has paid out <paid out>

      @classic @classic-timed @CL-BKR-04
      Examples:
        | turned in | refund | paid out |
        | 4         | $125   | $250     |

      @classic-short @CL-BKR-04
      Examples:
        | turned in | refund | paid out |
        | 3         | $100   | $200     |

  @CL-BKR-05 @classic @classic-short @classic-timed
  Rule: The money the bank pays for the buildings goes to the creditor

    Scenario: Bob receives the $100 paid for Cid's four brown houses
      Given Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob has $1,600
      And Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings (see CL-BKR-04)
