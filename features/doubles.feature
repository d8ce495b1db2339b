@veropoly
Feature: Doubles
  A throw in which both dice show the same number must be followed by another throw, but only
  after the space landed on has been dealt with (the classic rulebook: "you play your move as
  usual; however, you get to roll the dice again"). Each throw of a run of doubles counts as a
  little turn of its own: the table is open between the throws. A third doubles in the same turn
  does not move you at all: you go straight to the Break Room (the classic Jail), and your turn
  is over. Being sent to the Break Room on a doubles throw ends the turn too.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-DBL-01 @classic @classic-short @classic-timed @CL-DBL-01
  Rule: After doubles, the same player must throw again

    Scenario: doubles give the thrower another throw, and the next player waits
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is next to roll
      When Bob tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Bob is on Go

    Scenario: a throw without doubles passes the dice on
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      And Bob is next to roll

  @VP-DBL-02 @classic @classic-short @classic-timed @CL-DBL-01
  Rule: The extra throw waits until the space landed on is settled

    Scenario: a player who has yet to decide whether to buy cannot throw again
      When Ann rolls 3 and 3
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Oriental Avenue (see VP-AUC-01, CL-BUY-01)
      When Ann tries to roll 1 and 2
      Then it is rejected with "decision_pending"
      And Ann is on Oriental Avenue
      When Ann buys it (see VP-BUY-03, CL-BUY-01)
      Then Ann is next to roll (see VP-DBL-01, CL-DBL-01)
      When Ann rolls 1 and 2
      Then Ann is on Connecticut Avenue (see VP-MOVE-01, CL-MOVE-02)

    Scenario: a player whose turned-down property is at auction cannot throw again until it closes
      When Ann rolls 3 and 3
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to roll 1 and 2
      Then it is rejected with "auction_open"
      And Ann is on Oriental Avenue
      When Bob bids $10 (see VP-AUC-09, CL-AUC-05)
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Cid passes (see VP-AUC-09, CL-AUC-05)
      Then Ann is next to roll (see VP-DBL-01, CL-DBL-01)
      When Ann rolls 1 and 2
      Then Ann is on Connecticut Avenue (see VP-MOVE-01, CL-MOVE-02)

  @VP-DBL-03 @VP-DBL-04
  Rule: The third doubles of a turn sends the player straight to the Break Room

    @classic @classic-short @classic-timed @CL-DBL-02
    Scenario: three doubles in a row end in the Break Room, and the turn is over
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 5 and 5 (see VP-DBL-01, CL-DBL-01)
      Then Ann has rolled 2 doubles this turn
      And Ann is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 2 and 2
      Then Ann is in the Break Room
      And Bob is next to roll (see VP-DBL-04, CL-JAIL-10)

    @classic @classic-short @classic-timed @CL-DBL-02 @CL-DBL-03 @ruling
    Scenario: the third doubles moves the token nowhere and settles no space
      From Free Parking, 2 and 2 would reach Illinois Avenue (space 24); it is never reached.

      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 5 and 5 (see VP-DBL-01, CL-DBL-01)
      Then Ann has rolled 2 doubles this turn
      And Ann is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 2 and 2
      Then Ann is in the Break Room
      And no purchase decision is pending
      And nobody owns Illinois Avenue
      And the last action's events include, in order:
        | event        |
        | dice_rolled  |
        | sent_to_jail |

    @VP-JAIL-15 @ruling @classic @classic-short @classic-timed @CL-DBL-03
    Scenario: a third doubles that would have passed Go pays no salary
      From North Carolina Avenue, 6 and 6 would pass Go and reach Income Tax.

      Given Ann owns Water Works and North Carolina Avenue
      And Ann is on Free Parking
      When Ann rolls 4 and 4
      Then Ann is on Water Works (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 2 and 2 (see VP-DBL-01, CL-DBL-01)
      Then Ann has rolled 2 doubles this turn
      And Ann is on North Carolina Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 6 and 6
      Then Ann is in the Break Room
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

  @VP-DBL-05
  Rule: Between the throws of a doubles run, the table is open

    Scenario: another player builds between a player's doubles and the next throw
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01)
      And Ann is next to roll (see VP-DBL-01)
      When Bob builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Ann is next to roll

    Scenario: two other players trade between a player's doubles and the next throw
      Given Cid owns Baltic Avenue
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01)
      When Bob offers Cid $80 for Baltic Avenue
      And Cid accepts the offer
      Then Bob owns Baltic Avenue (see VP-TRADE-04)
      And Bob has $1,420 (see VP-TRADE-04)
      And Cid has $1,580 (see VP-TRADE-04)
      And Ann is next to roll

    Scenario: another player builds between a player's second doubles and her third throw
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann rolls 5 and 5 (see VP-DBL-01)
      Then Ann is on Free Parking (see VP-MOVE-01)
      And Ann has rolled 2 doubles this turn (see VP-DBL-03)
      And Ann is next to roll (see VP-DBL-01)
      When Bob builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Bob has $1,450 (see VP-BLD-05)
      And Ann is next to roll

    Scenario: the thrower herself trades between her own throws
      Given Cid owns Baltic Avenue
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01)
      And Ann is next to roll (see VP-DBL-01)
      When Ann offers Cid $80 for Baltic Avenue
      And Cid accepts the offer
      Then Ann owns Baltic Avenue
      And Ann has $1,420
      And Cid has $1,580
      And Ann is next to roll

    @VP-RENT-06
    Scenario: the owner collects rent before the lander throws again
      Given Bob owns Oriental Avenue
      When Ann rolls 3 and 3
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And Ann is next to roll (see VP-DBL-01)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann has $1,494
      And Bob has $1,506
      And Ann is next to roll

  @VP-DBL-06 @ruling @classic @classic-short @classic-timed @CL-DBL-04
  Rule: Doubles are counted within one turn only
    One doubles in Ann's first turn and two in her second make three in all, but never three in
    one turn, so she stays out of the Break Room.

    Scenario: doubles from an earlier turn do not count towards three
      Given Ann owns New York Avenue, Kentucky Avenue and B. & O. Port
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 4 and 5 (see VP-DBL-01, CL-DBL-01)
      And Bob rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Cid rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Ann rolls 1 and 1 (see VP-ORDER-03, CL-ORDER-03)
      And Ann rolls 2 and 2 (see VP-DBL-01, CL-DBL-01)
      Then Ann has rolled 2 doubles this turn
      And Ann is on B. & O. Port (see VP-MOVE-01, CL-MOVE-02)
      And Ann is not in the Break Room

    Scenario: the doubles that ended a turn do not count in the next one
      Ann's 5 and 5 gets her out of the Break Room and ends her turn on doubles. With two more
      doubles in her next turn she has thrown three doubles in a row, but only two in that turn.

      Given Ann owns North Carolina Avenue and Pennsylvania Avenue
      And Ann is in the Break Room
      When Ann rolls 5 and 5 (see VP-JAIL-08, CL-JAIL-03, CS-JAIL-03)
      Then Ann is on Free Parking (see VP-JAIL-08, CL-JAIL-03, CS-JAIL-03)
      And Bob is next to roll (see VP-JAIL-12, CL-JAIL-04)
      When Bob rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Cid rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Ann rolls 6 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Ann rolls 1 and 1 (see VP-DBL-01, CL-DBL-01)
      Then Ann has rolled 2 doubles this turn
      And Ann is on Pennsylvania Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann is not in the Break Room
      And Ann is next to roll (see VP-DBL-01, CL-DBL-01)

  @VP-DBL-07 @ruling
  Rule: Doubles that land you in the Break Room earn no further throw

    @VP-JAIL-01
    Scenario: doubles onto Take an Extended Lunch Break end the turn
      Given Ann is on Free Parking
      When Ann rolls 5 and 5
      Then Ann landed on Take an Extended Lunch Break (see VP-MOVE-01)
      And Ann is in the Break Room
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
