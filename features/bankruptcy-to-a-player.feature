Feature: Bankruptcy to another player, in the classic games
  A player who owes another player more than they can raise is bankrupt, and hands everything of value to that
  creditor. Their houses and hotels are not handed over: they go back to the bank, which pays half of what they
  cost, and that money goes to the creditor with the rest of the bankrupt player's cash.

  In the scenarios that reach the debt by play, Cid throws from Short Line and lands on Bob's Boardwalk, which
  carries a hotel: the rent is $2,000, far beyond anything Cid could raise.

  Background:
    Given a game with Ann, Bob and Cid

  @CL-BKR-03 @classic @classic-short @classic-timed
  Rule: The creditor receives everything of value the bankrupt player has

    Scenario: Bob receives Cid's cash and deeds, and Cid is out
      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Cid has $100
      And Cid owns Reading Railroad
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Reading Railroad
      And Bob has $1,600
      And Cid has $0
      And Cid is bankrupt (see CL-BKR-10)

    Scenario: Bob receives Cid's jail card
      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Cid holds a jail card from the Chance deck
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob holds 1 jail card

    Scenario: Cid cannot pay the rent of Bob's hotel, and Bob receives his cash and deeds
      Cid has $100, and his two browns and his railroad would raise $30 + $30 + $100 on mortgage:
      $260 in all, against the $2,000. Bob: $1,500 + $100 = $1,600.

      Given Cid has $100
      And Cid owns Mediterranean Avenue, Baltic Avenue and Reading Railroad
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid is on Short Line
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Cid to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Cid for rent (see CL-RENT-07)
      Then Cid owes Bob $2,000 (see CL-BKR-01)
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Reading Railroad
      And Bob has $1,600
      And Cid has $0
      And Cid is bankrupt (see CL-BKR-10)

  @CL-BKR-04
  Rule: The bankrupt player's houses and hotels go back to the bank, which pays half of what they cost

    @classic @classic-short @classic-timed
    Scenario: two houses on each brown street go back to the bank, which pays $25 for each
      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And the bank has 28 houses and 12 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And the bank has 32 houses and 12 hotels left
      And the bank has paid out $100

    @classic @classic-short @classic-timed
    Scenario: only the bankrupt player's houses go back, not those of the players still in the game
      Ann's light-blue houses stay where they are, and the bank pays for Cid's only.

      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And the bank has 25 houses and 12 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And the bank has 29 houses and 12 hotels left
      And the bank has paid out $100
      And Ann has $1,500

    Scenario Outline: a hotel goes back to the bank, which pays half of the hotel and of the houses turned in for it
      A brown house costs $50 and a hotel $50 more: half of the hotel and its <turned in> houses is <refund>.

      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And the bank has 32 houses and 10 hotels left
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings
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

    @classic @classic-short @classic-timed
    Scenario: Cid, unable to pay the rent of Bob's hotel, turns in his four brown houses, and the bank pays $25 for each
      Cid has no cash, and his browns would raise 4 x $25 + 2 x $30 = $160 against the $2,000. The
      bank's 32 houses and 12 hotels stand at 28 and 11 before; Cid's four houses come back, Bob's
      hotel stays on Boardwalk: 32 and 11 after.

      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid is on Short Line
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Cid to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Cid for rent (see CL-RENT-07)
      Then Cid owes Bob $2,000 (see CL-BKR-01)
      And the bank has 28 houses and 11 hotels left (see CL-SETUP-02)
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And Boardwalk has a hotel
      And the bank has 32 houses and 11 hotels left
      And the bank has paid out $100

  @CL-BKR-05 @classic @classic-short @classic-timed
  Rule: The money the bank pays for the buildings goes to the creditor

    Scenario: Bob receives the $100 paid for Cid's four brown houses
      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owes Bob $2,000
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings (see CL-BKR-04)
      And Bob has $1,600

    Scenario: Cid, unable to pay the rent of Bob's hotel, leaves Bob the $100 paid for his four brown houses
      Cid has no cash, and his browns would raise 4 x $25 + 2 x $30 = $160 against the $2,000. The
      unpaid rent is not paid: Bob receives the $100 the bank pays for the houses, $1,500 + $100 =
      $1,600.

      Given Cid has $0
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 2 houses
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid is on Short Line
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Cid to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Cid for rent (see CL-RENT-07)
      Then Cid owes Bob $2,000 (see CL-BKR-01)
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see CL-BKR-03)
      And Mediterranean Avenue has no buildings (see CL-BKR-04)
      And Bob has $1,600

  @CL-BKR-06 @ruling @classic @classic-short @classic-timed
  Rule: A creditor who receives a mortgaged property from a bankrupt player pays the bank 10% of the mortgage at once
    The rule's other scenarios are in mortgage-transfers.feature; this one reaches the debt by play.

    Scenario: Bob receives the mortgaged Pacific Avenue of Cid, who cannot pay his hotel's rent, and pays $15 at once
      Cid has no cash, and his only deed, Pacific Avenue, is mortgaged already ($150): he could raise
      nothing of the $2,000. Bob receives the street still mortgaged and pays 10% of $150 at once:
      $1,500 - $15 = $1,485.

      Given Cid has $0
      And Cid owns Pacific Avenue
      And Pacific Avenue is mortgaged
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid is on Short Line
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Cid to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Cid for rent (see CL-RENT-07)
      Then Cid owes Bob $2,000 (see CL-BKR-01)
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Pacific Avenue (see CL-BKR-03)
      And Pacific Avenue is mortgaged (see CL-BKR-03)
      And Bob paid the bank $15 interest on Pacific Avenue
      And Bob has $1,485
      And the bank has gained $15

  @CL-BKR-07 @ruling @classic @classic-timed
  Rule: The creditor may then lift the mortgage, for the mortgage plus 10%
    The rule's other scenario is in mortgage-transfers.feature; this one reaches the debt by play. (In the short
    game the first bankruptcy ends the game.)

    Scenario: Bob lifts the $150 mortgage on the Pacific Avenue Cid could not save, for $165 on his own turn
      Cid gives up on his own turn, under the rent of Bob's hotel. Bob pays $15 at the transfer, and
      lifts the mortgage on his own turn, after Ann's throw and his, for $150 + $15: the bank gains
      $15 + $165 = $180.

      Given Cid has $0
      And Cid owns Pacific Avenue
      And Pacific Avenue is mortgaged
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid is on Short Line
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Cid to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Cid for rent (see CL-RENT-07)
      Then Cid owes Bob $2,000 (see CL-BKR-01)
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Pacific Avenue (see CL-BKR-03)
      And lifting the mortgage on Pacific Avenue costs $165
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      And lifting the mortgage on Pacific Avenue costs $165
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Bob unmortgages Pacific Avenue
      Then Pacific Avenue is not mortgaged
      And the bank has gained $180 (see CL-BKR-06)
