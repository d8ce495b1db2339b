@veropoly
Feature: Winning
  A player who goes bankrupt is out of the game for good: they no longer throw, bid, trade or
  build, and play passes them by. The game goes on for as long as two or more players are
  left in it. When only one remains, that player has won, on their own, and the game is over:
  nothing more can be done at the table. The long classic game ends the same way ("The last
  player remaining wins the game"), and so does a timed game that runs out of players before it
  runs out of time; the short classic game ends at the first bankruptcy instead.

  @VP-WIN-01 @VP-TEAM-02
  Rule: The last player left in the game wins, alone

    Scenario: in a game of two, the first bankruptcy ends the game
      Given a game with Ann and Bob
      And Ann owes Bob $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then the game is over and Bob wins
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"

    Scenario: in a game of three, the game goes on until the second bankruptcy
      Given a game with Ann, Bob and Cid
      And Ann owes Bob $2,000
      And Cid owes Bob $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then the game is not over
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then the game is over and Bob wins

    Scenario: in a game of two, a lander who cannot pay the rent of a hotel ends the game
      Boardwalk with a hotel rents for $2,000, and Ann has $5 and nothing to sell.

      Given a game with Ann and Bob
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Ann has $5
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Ann to Bob is $2,000 (see VP-RENT-03)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $2,000 (see VP-DEBT-01)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then the game is over and Bob wins
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"

    @classic @classic-timed @CL-WIN-01
    Scenario: in a game of two, a bankruptcy to the bank ends the game too
      Given a game with Ann and Bob
      And Ann owes the bank $2,000
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      Then the game is over and Bob wins
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"

    @classic @classic-timed @CL-WIN-01
    Scenario: in a game of three, one bankruptcy to the bank does not end the game, the second does
      Given a game with Ann, Bob and Cid
      And Ann owes the bank $2,000
      And Cid owes the bank $2,000
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      Then the game is not over
      When Cid declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      Then the game is over and Bob wins

    @classic @classic-timed @CL-WIN-01
    Scenario: in a game of two, a player who cannot pay the hospital ends the game too
      Hospital fees are $100, and Ann has $5 and nothing to sell: she goes bankrupt to the bank.

      Given a game with Ann and Bob
      And Ann has $5
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100 (see VP-DEBT-03, CL-CARD-02)
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      Then the game is over and Bob wins
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"

  @VP-WIN-01
  Rule: A bankrupt player is out of the game

    Scenario: a player who goes bankrupt before throwing loses the throw
      Ann was the next to throw; the dice pass to Bob.

      Given a game with Ann, Bob and Cid
      Then Ann is next to roll (see VP-ORDER-01)
      Given Ann owes Bob $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob is next to roll
      And Bob is still in the game
      When Ann tries to roll 4 and 6
      Then it is rejected with "bankrupt"

    Scenario: play passes the bankrupt player by
      Given a game with Ann, Bob and Cid
      And Ann owes Bob $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      And Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Cid rolls 4 and 6
      Then Bob is next to roll

    Scenario: play passes by a player who went bankrupt over the rent
      Oriental Avenue rents for $6; Ann has $5 and nothing to sell.

      Given a game with Ann, Bob and Cid
      And Bob owns Oriental Avenue
      And Ann has $5
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $6 (see VP-DEBT-01)
      When Ann declares bankruptcy (see VP-DEBT-02)
      And Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Cid rolls 4 and 6
      Then Bob is next to roll
      When Ann tries to roll 4 and 6
      Then it is rejected with "bankrupt"
      And Ann is on Oriental Avenue

    Scenario: a player out of the game can no longer ask for rent
      Bob's throw of 2 and 3 ends on Ann's Reading Port; before she asks, Ann goes bankrupt to
      Cid, who takes her port but not her right to this landing's rent.

      Given a game with Ann, Bob and Cid
      And Ann owns Reading Port
      And it is Bob's turn to roll
      When Bob rolls 2 and 3
      Then Bob is on Reading Port (see VP-MOVE-01)
      And Ann may ask Bob for $25 rent (see VP-RENT-06)
      Given Ann owes Cid $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then no rent claim is open
      And Bob has $1,500
      And Cid owns Reading Port (see VP-BKR-03)

    Scenario: a bankruptcy out of turn does not move the dice on
      Bob goes bankrupt while Ann is to throw: the throw is still Ann's.

      Given a game with Ann, Bob and Cid
      Then Ann is next to roll (see VP-ORDER-01)
      Given Bob owes Cid $2,000
      When Bob declares bankruptcy (see VP-DEBT-02)
      Then Ann is next to roll
      And Bob is bankrupt (see VP-DEBT-02)

    Scenario: a bankrupt player's open offers go with them, and only theirs
      Given a game with Ann, Bob and Cid
      And Ann owns Baltic Avenue
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Ann offers Bob Baltic Avenue for $100 (see VP-TRADE-03)
      And Cid offers Bob $10 for nothing (see VP-TRADE-03)
      Then Bob has an offer from Ann (see VP-TRADE-03)
      And Bob has an offer from Cid (see VP-TRADE-03)
      Given Ann owes Cid $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob has no offer from Ann
      And Bob has an offer from Cid

    Scenario: nobody trades with a player out of the game, and they trade with nobody
      Cid's cash went to the bank with his bankruptcy: $10 handed to him would leave the game.

      Given a game with Ann, Bob and Cid
      And Cid owes the bank $2,000
      And it is Bob's turn to roll
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Cid is bankrupt (see VP-DEBT-02)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Bob tries to offer Cid $10 for nothing
      Then it is rejected with "no_such_player"
      And no offer is open
      And Bob has $1,500
      And Cid has $0
      When Cid tries to offer Bob $10 for nothing
      Then it is rejected with "bankrupt"
      And no offer is open
      And Bob has $1,500

    Scenario: a player out of the game owes no rent they had not been asked for
      Ann's throw of 2 and 3 ends on Bob's Reading Port; before Bob asks, Ann goes bankrupt to Cid.

      Given a game with Ann, Bob and Cid
      And Bob owns Reading Port
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      And Bob may ask Ann for $25 rent (see VP-RENT-06)
      Given Ann owes Cid $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then no rent claim is open
      And Bob has $1,500

  @VP-BNK-02 @VP-BKR-06 @ruling
  Rule: A player who goes bankrupt to the bank pays what is left into the bank, not to the banker

    Scenario: the banker gets nothing from a bankruptcy to the bank
      Given a game with Ann, Bob and Cid
      And Bob is the banker
      And Ann has $120
      And Ann owes the bank $200
      When Ann declares bankruptcy (see VP-DEBT-03)
      Then the bank has gained $120
      And Bob has $1,500
