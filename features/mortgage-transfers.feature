@classic @classic-timed
Feature: A mortgaged property that changes hands, in the classic games
  A mortgaged property may be sold to another player, and it stays mortgaged. Its new owner may lift the
  mortgage at once, for the mortgage plus 10%. If they do not, they pay the bank 10% interest for the transfer,
  and lifting it later costs the mortgage plus another 10%: 20% in all. A creditor who receives a mortgaged
  property from a bankrupt player pays the 10% at once, and may then lift it for the mortgage plus 10%.
  Interest is always reckoned on the mortgage (half the printed price), and rounded up to a whole dollar.
  (In the short game the first bankruptcy ends the game, so what a creditor does next is not asked there.)

  Background:
    Given a game with Ann, Bob and Cid
    And Bob owns Boardwalk
    And Boardwalk is mortgaged

  @CL-MORT-07 @ruling @classic-short
  Rule: The new owner may lift the mortgage at once, before the next throw, for the mortgage plus 10%

    Scenario: Ann buys Boardwalk for $10 and lifts its $200 mortgage at once for $220
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      Then Ann owns Boardwalk (see CL-MORT-06)
      And Boardwalk is mortgaged (see CL-MORT-05)
      And Ann has $1,490 (see CL-MORT-06)
      And the bank's cash is unchanged
      And lifting the mortgage on Boardwalk costs $220
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $1,270
      And the bank has gained $220

    Scenario: lifted at once, no transfer interest falls due at the next throw
      When Ann rolls 4 and 6
      And Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      And Ann unmortgages Boardwalk
      Then Ann has $1,270
      When Bob rolls 4 and 6
      Then the last action's events include no "mortgage_interest_paid"
      And Ann has $1,270
      And the bank has gained $220

  @CL-MORT-08 @CL-MORT-09 @ruling @classic-short
  Rule: Otherwise the new owner pays 10% of the mortgage for the transfer, and another 10% on lifting it later

    Scenario: the chance to lift at once ends at the next throw, which charges Ann $20
      When Ann rolls 4 and 6
      And Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      Then Ann has $1,490 (see CL-MORT-06)
      When Bob rolls 4 and 6
      Then Ann paid the bank interest on Boardwalk (see CL-MORT-08)
      And Ann paid the bank $20 interest on Boardwalk (see CL-MORT-09)
      And Ann has $1,470
      And Bob has $1,510 (see CL-MORT-06)
      And the bank has gained $20

    Scenario: lifting it later costs the mortgage and another $20: $240 of interest and loan after the $200
      Ann lifts it on her next turn, after Bob and Cid have thrown: 1,500 - 10 - 20 - 220 = 1,250.

      When Ann rolls 4 and 6
      And Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      And Bob rolls 4 and 6
      Then Ann paid the bank interest on Boardwalk (see CL-MORT-08)
      And lifting the mortgage on Boardwalk costs $220
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see CL-MOVE-02)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $1,250
      And the bank has gained $240

    Scenario: the seller pays nothing for the transfer
      When Ann rolls 4 and 6
      And Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      And Bob rolls 4 and 6
      Then Bob has $1,510

  @CL-MORT-08 @ruling
  Rule: A mortgaged property received in a bankruptcy does not excuse the transfer interest on one bought before
    (Not in the short game, which the bankruptcy ends.)

    Scenario: Ann buys mortgaged Boardwalk, then receives Cid's mortgaged Pacific Avenue: the next throw still charges her $20
      When Ann rolls 4 and 6
      And Ann offers Bob $10 for Boardwalk (see CL-MORT-06)
      And Bob accepts the offer (see CL-MORT-06)
      Given Cid owns Pacific Avenue
      And Pacific Avenue is mortgaged
      And Cid owes Ann $2,000
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Ann owns Pacific Avenue (see CL-BKR-03)
      And Ann paid the bank $15 interest on Pacific Avenue (see CL-BKR-06)
      When Bob rolls 4 and 6
      Then Ann paid the bank $20 interest on Boardwalk

  @CL-MORT-10 @ruling @classic-short
  Rule: Mortgage interest is rounded up to the next whole dollar

    Scenario: Park Place's $175 mortgage costs $18 for the transfer and $193 to lift later
      Ann lifts it on her next turn, after Bob and Cid have thrown: 1,500 - 10 - 18 - 193 = 1,279.

      Given Cid owns Park Place
      And Park Place is mortgaged
      When Ann rolls 4 and 6
      And Ann offers Cid $10 for Park Place (see CL-MORT-06)
      And Cid accepts the offer (see CL-MORT-06)
      And Bob rolls 4 and 6
      Then Ann paid the bank interest on Park Place (see CL-MORT-08)
      And Ann paid the bank $18 interest on Park Place
      And lifting the mortgage on Park Place costs $193
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see CL-MOVE-02)
      When Ann unmortgages Park Place
      Then Ann has $1,279

  @CL-BKR-06 @ruling @classic-short
  Rule: A creditor who receives a mortgaged property from a bankrupt player pays the bank 10% of the mortgage at once

    Scenario: Bob receives Cid's mortgaged Pacific Avenue and pays $15 at once
      Cid cannot pay the $2,000 he owes Bob and gives up; his $1,500 and his mortgaged Pacific Avenue
      ($150 mortgage) pass to Bob. (A mortgage whose tenth is a whole number: how interest is rounded is
      another rule's, shown with Park Place above.)

      Given Cid owns Pacific Avenue
      And Pacific Avenue is mortgaged
      And Cid owes Bob $2,000
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Pacific Avenue (see CL-BKR-03)
      And Pacific Avenue is mortgaged (see CL-BKR-03)
      And Bob paid the bank $15 interest on Pacific Avenue
      And Bob has $2,985
      And the bank has gained $15

  @CL-BKR-07 @ruling
  Rule: The creditor may then lift the mortgage, for the mortgage plus 10%

    Scenario: Bob lifts Pacific Avenue's $150 mortgage for $165, at once or after the next throw
      Bob lifts it on his own turn, after Ann's throw and his.

      Given Cid owns Pacific Avenue
      And Pacific Avenue is mortgaged
      And Cid owes Bob $2,000
      When Cid declares bankruptcy (see CL-BKR-02)
      Then Bob owns Pacific Avenue (see CL-BKR-03)
      And lifting the mortgage on Pacific Avenue costs $165
      When Ann rolls 4 and 6
      Then lifting the mortgage on Pacific Avenue costs $165
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Bob unmortgages Pacific Avenue
      Then Pacific Avenue is not mortgaged
      And the bank has gained $180 (see CL-BKR-06)
