@veropoly
Feature: The banker
  Every game has a banker: one of the players, who also plays as normal. The banker looks after
  the bank, runs the auctions and hands out deeds, houses and hotels. Money owed to the bank goes
  into the bank, and money the bank pays comes out of it; the banker's own cash is never part of
  the deal.

  @VP-BNK-01 @VP-BNK-03
  Rule: Every game has a banker, and the banker is one of the players

    Scenario: a banker is named before anyone rolls
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls (see VP-ORDER-01)
      And the banker is one of the players

    Scenario: the banker takes turns and buys property like everyone else
      Given a game with Ann, Bob and Cid
      And Bob is the banker
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      And Bob is next to roll
      When Bob rolls 2 and 3
      Then Bob is on Reading Port (see VP-MOVE-01)
      When Bob buys it
      Then Bob owns Reading Port
      And Bob has $1,300 (see VP-BUY-04)

  @VP-BNK-02
  Rule: The bank, not the banker, is paid and pays out
    "Their role is to manage the funds of the bank, act as a manager of auctions, and distribute
    properties, houses and hotels."

    Background:
      Given a game with Ann, Bob and Cid
      And Bob is the banker

    Scenario: the price of a property goes to the bank
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      When Ann buys it (see VP-BUY-03)
      Then Ann has $1,300 (see VP-BUY-04)
      And the bank has gained $200
      And Bob has $1,500

    @ruling
    Scenario: the winning bid of an auction goes to the bank
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01)
      When Ann declines to buy it (see VP-AUC-03)
      Then an auction of Reading Port is open (see VP-AUC-03)
      When Cid bids $120 (see VP-AUC-09)
      And Ann passes (see VP-AUC-09)
      And Bob passes (see VP-AUC-09)
      Then Cid owns Reading Port (see VP-AUC-03)
      And Cid has $1,380 (see VP-AUC-05)
      And the bank has gained $120
      And Bob has $1,500

    Scenario: a house is bought from the bank
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann builds a house on Mediterranean Avenue (see VP-BLD-01)
      Then Ann has $1,450 (see VP-BLD-05)
      And the bank has gained $50
      And Bob has $1,500

    Scenario: tax is paid to the bank
      When Ann rolls 1 and 3
      Then Ann is on Income Tax (see VP-MOVE-01)
      And Ann has $1,300 (see VP-TAX-04)
      And the bank has gained $200
      And Bob has $1,500
