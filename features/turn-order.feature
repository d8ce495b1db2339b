@veropoly @classic @classic-short @classic-timed
Feature: Who goes first
  Before play starts, everybody throws both dice once, in seating order. The highest total starts,
  and play then goes clockwise round the table from that player, whatever the others threw.
  Players tied for the highest throw roll again among themselves until one is ahead; nobody else
  rolls again. Opening throws only decide the order: no token moves. (The classic rulebook says
  only that the highest throw starts; who throws again after a tie is a ruling there.)

  @VP-ORDER-01 @CL-ORDER-01
  Rule: The highest opening throw starts the game

    Background:
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls

    Scenario: the highest total goes first
      When Ann rolls 3 and 2
      And Bob rolls 6 and 3
      And Cid rolls 3 and 1
      Then Bob goes first
      And Bob is next to roll
      And every player is on Go

    Scenario: the total counts, not the highest die, and the last seat may win it
      Ann's 6 and 4 make 10; Cid's 5 and 6 make 11.

      When Ann rolls 6 and 4
      And Bob rolls 3 and 2
      And Cid rolls 5 and 6
      Then Cid goes first
      And Cid is next to roll

  @VP-ORDER-02 @CL-ORDER-02 @ruling
  Rule: Only the players tied for the top throw roll again

    Background:
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls (see VP-ORDER-01, CL-ORDER-01)

    Scenario: two players tied at the top roll off, the lowest does not
      When Ann rolls 6 and 3
      And Bob rolls 5 and 4
      And Cid rolls 2 and 1
      Then Ann and Bob must roll again to break the tie
      When Ann rolls 2 and 1
      And Bob rolls 5 and 3
      Then Bob goes first

    Scenario: the roll-off is judged among the tied alone, whatever the others threw before
      Cid's 10 did not reach the tie at 11; the roll-off of 2 against 3 is Bob's, though Cid's
      earlier throw is higher than both.

      When Ann rolls 6 and 5
      And Bob rolls 5 and 6
      And Cid rolls 4 and 6
      Then Ann and Bob must roll again to break the tie
      When Ann rolls 1 and 1
      And Bob rolls 1 and 2
      Then Bob goes first

    Scenario: a player outside the tie may not join the roll-off
      When Ann rolls 6 and 3
      And Bob rolls 5 and 4
      And Cid rolls 2 and 1
      And Cid tries to roll 6 and 5
      Then it is rejected with "not_your_turn"
      And Ann and Bob must roll again to break the tie

    Scenario: the roll-off repeats until one player is ahead
      When Ann rolls 6 and 3
      And Bob rolls 5 and 4
      And Cid rolls 2 and 1
      And Ann rolls 2 and 3
      And Bob rolls 1 and 4
      Then Ann and Bob must roll again to break the tie
      When Ann rolls 6 and 5
      And Bob rolls 1 and 2
      Then Ann goes first

    Scenario: a three-way tie at the top sends all three back to the dice
      When Ann rolls 6 and 3
      And Bob rolls 5 and 4
      And Cid rolls 4 and 5
      Then Ann, Bob and Cid must roll again to break the tie
      When Ann rolls 2 and 1
      And Bob rolls 1 and 1
      And Cid rolls 3 and 2
      Then Cid goes first

    @ruling
    Scenario: a roll-off in which only some tie again goes on among them alone
      All three tie on 9. In the roll-off Ann and Cid tie again on 8 and Bob, with 3, is out of it
      for good: only Ann and Cid throw once more.

      When Ann rolls 6 and 3
      And Bob rolls 5 and 4
      And Cid rolls 4 and 5
      And Ann rolls 4 and 4
      And Bob rolls 2 and 1
      And Cid rolls 5 and 3
      Then Ann and Cid must roll again to break the tie
      When Bob tries to roll
      Then it is rejected with "not_your_turn"
      When Ann rolls 1 and 2
      And Cid rolls 2 and 2
      Then Cid goes first

    Scenario: a tie below the top changes nothing
      When Ann rolls 6 and 5
      And Bob rolls 2 and 1
      And Cid rolls 1 and 2
      Then Ann goes first
      And the turn order is Ann, Bob, Cid

  @VP-ORDER-03 @VP-ORDER-04 @CL-ORDER-03
  Rule: Play goes clockwise from the first player, whatever the others threw

    Scenario: the seat after the winner plays second, even with the lowest throw
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls (see VP-ORDER-01, CL-ORDER-01)
      When Ann rolls 1 and 2
      And Bob rolls 2 and 3
      And Cid rolls 6 and 5
      Then Cid goes first (see VP-ORDER-01, CL-ORDER-01)
      And the turn order is Cid, Ann, Bob

    Scenario: turns then pass clockwise from the first player
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls (see VP-ORDER-01, CL-ORDER-01)
      When Ann rolls 1 and 2
      And Bob rolls 2 and 3
      And Cid rolls 6 and 5
      Then Cid goes first (see VP-ORDER-01, CL-ORDER-01)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is next to roll
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Bob is next to roll

    Scenario: after the last seat the dice come back to the first
      Given a game with Ann, Bob and Cid
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Bob is next to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Cid is next to roll
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is next to roll
