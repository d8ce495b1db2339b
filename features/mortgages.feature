@veropoly
Feature: Mortgages
  Any property you own, ports and utilities included, can be mortgaged whenever the table is
  open, on anybody's turn: the bank lends you half its price, and the property earns no rent
  until the mortgage is lifted, which may also be done on anybody's turn. Lifting it costs the
  loan plus 10% interest, rounded up to the next dollar. A street can only be mortgaged once
  every building of its colour set has been sold back. Mortgaging is the only way to raise
  money from the bank on a property: the bank never buys a property back.

  A player who receives a mortgaged property from another player, by trade or through a
  bankruptcy, pays nothing at the handover. They may lift the mortgage at once, for the usual
  10%, at any moment until the next throw of the dice by anyone; from that throw on, lifting it
  costs 20% on top of the loan.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-MORT-01 @CL-MORT-01 @classic @classic-short @classic-timed
  Rule: A property can be mortgaged whenever the table is open, on anybody's turn

    Scenario: Cid mortgages a port and a utility during Ann's turn
      Given Cid owns Reading Port and Water Works
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Cid mortgages Reading Port
      And Cid mortgages Water Works
      Then Reading Port is mortgaged
      And Water Works is mortgaged
      And Cid has $1,675 (see VP-MORT-02, CL-MORT-03)
      And the bank has paid out $175 (see VP-MORT-02, CL-MORT-03)

    Scenario: nobody mortgages a property they do not own
      Given Bob owns Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to mortgage Boardwalk
      Then it is rejected with "not_owner"
      And Boardwalk is not mortgaged
      And Ann has $1,500
      And Bob has $1,500

  @VP-MORT-02
  Rule: The bank lends half the property's price

    @CL-MORT-03 @classic @classic-short @classic-timed
    Scenario Outline: mortgaging <property> (price <price>) pays <value>
      Given Ann owns <property>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann mortgages <property>
      Then <property> is mortgaged
      And Ann has <cash>
      And the bank has paid out <value>

      Examples:
        | property             | price | value | cash   |
        | Mediterranean Avenue | $60   | $30   | $1,530 |
        | Reading Port         | $200  | $100  | $1,600 |
        | Electric Company     | $150  | $75   | $1,575 |
        | Park Place           | $350  | $175  | $1,675 |
        | Boardwalk            | $400  | $200  | $1,700 |

    Scenario: a property already mortgaged cannot be mortgaged again
      Given Ann owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to mortgage Boardwalk
      Then it is rejected with "mortgaged"
      And Ann has $1,500

  @VP-MORT-03
  Rule: A mortgaged property earns no rent

    Scenario: landing on a mortgaged Boardwalk opens no rent claim
      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann is on Boardwalk (see VP-MOVE-01)
      And no rent is due from Ann to Bob
      When Bob tries to ask Ann for rent (see VP-RENT-06)
      Then it is rejected with "no_rent_due" (see VP-RENT-06)
      And Ann has $1,500

    Scenario: once the mortgage is lifted, the street earns again
      Ann lands while Boardwalk is mortgaged and owes nothing; Bob throws and lifts the mortgage
      ($220); Cid lands after that and owes the $50 base rent.

      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      And Ann is on Short Line Port
      And Cid is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Bob unmortgages Boardwalk (see VP-MORT-04)
      And Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Cid to Bob is $50

  @VP-MORT-04
  Rule: A mortgage can be lifted whenever the table is open, on anybody's turn

    Scenario: Cid lifts the mortgage on Reading Port during Ann's turn
      Reading Port's mortgage is $100; lifting it costs $110.

      Given Cid owns Reading Port
      And Reading Port is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid unmortgages Reading Port
      Then Reading Port is not mortgaged
      And Cid has $1,390
      And the bank has gained $110

  @VP-MORT-04
  Rule: Lifting your own mortgage costs the loan plus 10%, however long you wait

    @CL-MORT-04 @classic @classic-short @classic-timed
    Scenario: mortgage Boardwalk for $200, lift it for $220
      The bank paid out $200 and took back $220: it is $20 up.

      Given Ann owns Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann mortgages Boardwalk
      Then Ann has $1,700 (see VP-MORT-02, CL-MORT-03)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $1,480
      And the bank has gained $20

    @CL-MORT-04 @classic @classic-short @classic-timed
    Scenario: the owner's own mortgage stays at 10% on later turns
      Given Ann owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And lifting the mortgage on Boardwalk costs $220

    @CL-MORT-04 @classic @classic-short @classic-timed
    Scenario: without the full amount, the mortgage stays
      Given Ann owns Boardwalk
      And Boardwalk is mortgaged
      And Ann has $219
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to unmortgage Boardwalk
      Then it is rejected with "insufficient_cash"
      And Boardwalk is mortgaged
      And Ann has $219

    @CL-MORT-04 @classic @classic-short @classic-timed
    Scenario: with exactly the full amount, the mortgage is lifted
      Given Ann owns Boardwalk
      And Boardwalk is mortgaged
      And Ann has $220
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $0

    Scenario: there is nothing to lift on a property that is not mortgaged
      Given Ann owns Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to unmortgage Boardwalk
      Then it is rejected with "not_mortgaged"
      And Ann has $1,500

    @VP-MORT-01
    Scenario: nobody lifts a mortgage on a property they do not own
      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to unmortgage Boardwalk
      Then it is rejected with "not_owner"
      And Boardwalk is mortgaged
      And Ann has $1,500

  @VP-MORT-10 @ruling
  Rule: Interest is rounded up to the next whole dollar

    Scenario Outline: lifting the <value> mortgage on <property> costs <cost>
      Electric Company's 10% of $75 is $7.50, which becomes $8; Park Place's $17.50 becomes $18.

      Given Ann owns <property>
      And <property> is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      And lifting the mortgage on <property> costs <cost>
      When Ann unmortgages <property>
      Then <property> is not mortgaged
      And Ann has <cash>
      And the bank has gained <cost>

      Examples:
        | property             | value | cost | cash   |
        | Mediterranean Avenue | $30   | $33  | $1,467 |
        | Electric Company     | $75   | $83  | $1,417 |
        | Park Place           | $175  | $193 | $1,307 |
        | Boardwalk            | $200  | $220 | $1,280 |

  @VP-MORT-09 @ruling
  Rule: No street is mortgaged while its colour set has buildings

    @CL-MORT-02 @classic @classic-short @classic-timed
    Scenario Outline: a house on Park Place stops a mortgage on <street>
      Given Ann owns Park Place and Boardwalk
      And Park Place has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to mortgage <street>
      Then it is rejected with "buildings_on_set"
      And <street> is not mortgaged
      And Ann has $1,500

      Examples:
        | street     |
        | Park Place |
        | Boardwalk  |

    @CL-MORT-02 @classic @classic-short @classic-timed
    Scenario: once the house is sold back, the mortgage goes through
      $100 for the house and $200 for the mortgage: 1,500 + 100 + 200 = 1,800.

      Given Ann owns Park Place and Boardwalk
      And Park Place has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann sells a house on Park Place (see VP-SELL-01, CL-SELL-03)
      Then Ann has $1,600 (see VP-SELL-01, CL-SELL-03)
      When Ann mortgages Boardwalk
      Then Boardwalk is mortgaged
      And Ann has $1,800 (see VP-MORT-02, CL-MORT-03)

  @VP-MORT-05 @VP-MORT-08 @ruling
  Rule: A mortgaged property changes hands free of charge, and the new owner may lift it at once for 10%
    "At once" means in the same open table: before the next throw of the dice, by anyone.

    Scenario: nothing is charged when a mortgaged property is traded
      Ann pays Bob the $10 they agreed; the bank takes nothing.

      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Boardwalk is mortgaged
      And Ann has $1,490
      And Bob has $1,510
      And the bank's cash is unchanged

    Scenario: the new owner lifts the mortgage before the next throw for $220
      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Bob has $1,510 (see VP-TRADE-04)
      And lifting the mortgage on Boardwalk costs $220 (see VP-MORT-05)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $1,270
      And the bank has gained $220

    Scenario: lifting one of two mortgages received together leaves the other at 10%
      Each port's mortgage is $100. Ann lifts Reading Port for $110; Short Line Port, received in
      the same trade, still costs $110 until the next throw.

      Given Bob owns Reading Port and Short Line Port
      And Reading Port is mortgaged
      And Short Line Port is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Reading Port and Short Line Port (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Reading Port and Short Line Port (see VP-TRADE-04)
      When Ann unmortgages Reading Port
      Then lifting the mortgage on Short Line Port costs $110 (see VP-MORT-05)
      When Ann unmortgages Short Line Port
      Then Short Line Port is not mortgaged
      And the bank has gained $220

    Scenario: other moves in between do not end the chance, only the next throw does
      Ann mortgages Reading Port ($100) to pay for lifting Boardwalk: 1,500 - 10 + 100 - 220 = 1,370.

      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      And Ann owns Reading Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Bob has $1,510 (see VP-TRADE-04)
      When Ann mortgages Reading Port (see VP-MORT-01)
      Then Ann has $1,590 (see VP-MORT-02)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And Ann has $1,370 (see VP-MORT-05)

  @VP-MORT-06 @VP-MORT-08 @ruling
  Rule: A new owner who waits past the next throw pays 20% on top of the loan

    Scenario: after the next throw, lifting Boardwalk's $200 mortgage costs $240
      Ann lifts it on her next turn, after Bob and Cid have thrown: 1,500 - 10 - 240 = 1,250.

      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Bob has $1,510 (see VP-TRADE-04)
      When Bob rolls 4 and 6
      Then lifting the mortgage on Boardwalk costs $240
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-MOVE-01)
      When Ann unmortgages Boardwalk
      Then Ann has $1,250
      And the bank has gained $240

    Scenario: the 20% stays however many throws go by
      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Bob has $1,510 (see VP-TRADE-04)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-MOVE-01)
      And lifting the mortgage on Boardwalk costs $240

    @VP-MORT-04
    Scenario: once lifted, a new mortgage by the new owner is back at 10%
      Given Bob owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob $10 for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      And Bob has $1,510 (see VP-TRADE-04)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-MOVE-01)
      When Ann unmortgages Boardwalk
      And Ann mortgages Boardwalk (see VP-MORT-01)
      Then lifting the mortgage on Boardwalk costs $220 (see VP-MORT-04)

  @VP-MORT-07 @VP-MORT-08 @ruling
  Rule: The same holds for a mortgaged property received from a bankrupt player
    Cid cannot pay the $2,000 he owes Ann and gives up; his mortgaged Boardwalk passes to Ann.

    Scenario: the creditor lifts the mortgage before the next throw for $220
      Cid gives up on Ann's turn, after her throw, and Ann lifts the mortgage on the same turn.

      Given Cid owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      Given Cid owes Ann $2,000
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Ann owns Boardwalk (see VP-BKR-03)
      And Boardwalk is mortgaged
      And lifting the mortgage on Boardwalk costs $220 (see VP-MORT-07)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And the bank has gained $220

    Scenario: the creditor who waits past the next throw pays $240
      Cid gives up before the game's first throw; Ann lifts the mortgage on her turn, after that throw.

      Given Cid owns Boardwalk
      And Boardwalk is mortgaged
      And Cid owes Ann $2,000
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Ann owns Boardwalk (see VP-BKR-03)
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      And lifting the mortgage on Boardwalk costs $240
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And the bank has gained $240

    Scenario: the creditor of a birthday present Cid cannot pay lifts his mortgage before the next throw for $220
      Ann draws "It is your birthday" on her own throw: each other player owes her $10. Bob pays;
      Cid has no cash, and his only deed, Boardwalk, is mortgaged already, so he gives up. Ann lifts
      the mortgage on the same turn.

      Given Cid owns Boardwalk
      And Boardwalk is mortgaged
      And Cid has $0
      And the Community Chest deck has "its-your-birthday" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01)
      And Ann drew "its-your-birthday" (see VP-CARD-04)
      And Cid owes Ann $10 (see VP-CARD-03)
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Ann owns Boardwalk (see VP-BKR-03)
      And Boardwalk is mortgaged
      And lifting the mortgage on Boardwalk costs $220 (see VP-MORT-07)
      When Ann unmortgages Boardwalk
      Then Boardwalk is not mortgaged
      And the bank has gained $220

  @VP-SELL-03 @ruling
  Rule: The bank never buys a property back; a mortgage is the only way to raise money from it on a property
    A property leaves its owner only by trade or through bankruptcy. A player short of cash can
    sell buildings back to the bank, but the property itself stays theirs: the bank lends on it
    instead.

    @CL-SELL-07 @CL-MORT-05 @ruling @classic @classic-short @classic-timed
    Scenario: a player in debt raises the money by mortgaging, and keeps the deed
      Ann owes the bank $150 and holds $100. The $100 mortgage on Reading Port brings her to
      $200, the debt is paid at once, and $50 is left. The bank lent $100 and took $150.

      Given Ann owns Reading Port
      And Ann has $100
      And Ann owes the bank $150
      When Ann mortgages Reading Port
      Then Ann owes nothing (see VP-DEBT-03, CL-BKR-02)
      And Ann has $50 (see VP-MORT-02, CL-MORT-03)
      And Ann owns Reading Port
      And Reading Port is mortgaged
      And the bank has gained $50 (see VP-MORT-02, CL-MORT-03)

    @CL-SELL-07 @CL-MORT-05 @ruling @classic @classic-short @classic-timed
    Scenario: a player who cannot pay the doctor raises the money by mortgaging, and keeps the deed
      The doctor's fee is $50 and Ann holds $20. The $100 mortgage on Reading Port brings her to
      $120, the debt is paid at once, and $70 is left. The bank lent $100 and took $50.

      Given Ann owns Reading Port
      And Ann has $20
      And the Community Chest deck has "doctors-fee" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "doctors-fee" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $50 (see VP-DEBT-03, CL-CARD-02)
      When Ann mortgages Reading Port
      Then Ann owes nothing (see VP-DEBT-03, CL-BKR-02)
      And Ann has $70 (see VP-MORT-02, CL-MORT-03)
      And Ann owns Reading Port
      And Reading Port is mortgaged
      And the bank has paid out $50 (see VP-MORT-02, CL-MORT-03)

    @CL-SELL-07 @ruling @classic @classic-short @classic-timed
    Scenario: offering a property to the bank is refused
      Given Ann owns Reading Port
      When Ann tries to sell Reading Port to the bank
      Then it is rejected with "not_allowed_in_variant"
      And Ann owns Reading Port
      And Ann has $1,500
