Feature: The banker
  Every game has a banker: one of the players, who also plays as normal. The banker looks after
  the bank, runs the auctions and hands out deeds, houses and hotels. Money owed to the bank goes
  into the bank, and money the bank pays comes out of it; the banker's own cash is never part of
  the deal. The bank pays salaries and mortgage loans, and collects taxes and fines; in the
  classic games it never runs out of money and can never go bankrupt.

  @veropoly @VP-BNK-01 @VP-BNK-03 @classic @classic-short @classic-timed @CL-BNK-01
  Rule: Every game has a banker, and the banker is one of the players

    Scenario: a banker is named before anyone rolls
      Given Ann, Bob and Cid sit down to play
      Then Ann, Bob and Cid are still to make their opening rolls (see VP-ORDER-01, CL-ORDER-01)
      And the banker is one of the players

    Scenario: the banker takes turns and buys property like everyone else
      Given a game with Ann, Bob and Cid
      And Bob is the banker
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Bob is next to roll
      When Bob rolls 2 and 3
      Then Bob is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      When Bob buys it
      Then Bob owns Reading Port
      And Bob has $1,300 (see VP-BUY-04, CL-BUY-01)

  @VP-BNK-02
  Rule: The bank, not the banker, is paid and pays out
    "Their role is to manage the funds of the bank, act as a manager of auctions, and distribute
    properties, houses and hotels." The classic Bank "collects payment on all properties sold or
    auctioned", "makes payment on salaries", "can make a loan on a mortgage" and "collects on any
    taxes, fines, penalties".

    Background:
      Given a game with Ann, Bob and Cid
      And Bob is the banker

    @veropoly @classic @classic-short @classic-timed @CL-BNK-03
    Scenario: the price of a property goes to the bank
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      When Ann buys it (see VP-BUY-03, CL-BUY-01)
      Then Ann has $1,300 (see VP-BUY-04, CL-BUY-01)
      And the bank has gained $200
      And Bob has $1,500

    @veropoly @classic @classic-short @classic-timed @CL-BNK-03 @ruling
    Scenario: the winning bid of an auction goes to the bank
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Reading Port is open (see VP-AUC-03, CL-AUC-01)
      When Cid bids $120 (see VP-AUC-09, CL-AUC-05)
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then Cid owns Reading Port (see VP-AUC-03, CL-AUC-02)
      And Cid has $1,380 (see VP-AUC-05, CL-AUC-02)
      And the bank has gained $120
      And Bob has $1,500

    @veropoly @classic @classic-short @classic-timed @CL-BNK-03
    Scenario: a house is bought from the bank
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Mediterranean Avenue (see VP-BLD-01, CL-BLD-01)
      Then Ann has $1,450 (see VP-BLD-05, CL-BLD-05)
      And the bank has gained $50
      And Bob has $1,500

    Scenario Outline: <tax> is paid to the bank
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <tax> (see VP-MOVE-01, CL-MOVE-02)
      And Ann has <left> (see VP-TAX-04, CL-TAX-05)
      And the bank has gained <amount>
      And Bob has $1,500

      @veropoly
      Examples:
        | start           | d1 | d2 | tax        | left   | amount |
        | Go              | 1  | 3  | Income Tax | $1,300 | $200   |
        | Short Line Port | 1  | 2  | Luxury Tax | $1,400 | $100   |

      @classic @classic-short @classic-timed @CL-BNK-05
      Examples:
        | start           | d1 | d2 | tax        | left   | amount |
        | Short Line      | 1  | 2  | Luxury Tax | $1,425 | $75    |

    @veropoly @classic @classic-short @classic-timed @CL-BNK-04
    Scenario: the Go salary is paid by the bank
      Given Ann is on Boardwalk
      When Ann rolls 2 and 4
      Then Ann is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And Ann has $1,700 (see VP-GO-03, CL-GO-01)
      And the bank has paid out $200
      And Bob has $1,500

    @veropoly @classic @classic-short @classic-timed @CL-BNK-04
    Scenario: a mortgage loan is paid by the bank
      Given Ann owns Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann mortgages Boardwalk (see VP-MORT-01, CL-MORT-01)
      Then Ann has $1,700 (see VP-MORT-02, CL-MORT-03)
      And the bank has paid out $200
      And Bob has $1,500

  @classic @classic-short @classic-timed @CL-BNK-06
  Rule: The bank never runs out of money
    "Bankruptcy is impossible for the Bank. Additional currency can be created on household paper,
    if needed." The bank pays what it owes whether or not it has taken anything in.

    Scenario: the bank pays out before anyone has paid it a dollar
      Nothing has been paid into the bank in this game when it pays Ann's salary and then lends
      her $200 on Boardwalk: it pays out $400 having taken in nothing.

      Given a game with Ann, Bob and Cid
      And Ann owns Boardwalk
      And Ann is on Boardwalk
      When Ann rolls 5 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      And Ann has $1,700 (see CL-GO-01)
      When Ann mortgages Boardwalk (see CL-MORT-01)
      Then Ann has $1,900 (see CL-MORT-03)
      And the bank has paid out $400
