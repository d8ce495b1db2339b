@veropoly
Feature: Alliances
  Players may side with one another if they wish: the rules have no teams, and nothing forbids
  a friendship at the table. But an alliance cannot bend the rules. No deal makes anybody immune
  to rent: a promise of free rent is not something that can be traded, and money handed over
  for goodwill buys nothing the game will enforce. The one freedom the rules leave an owner is
  to ask for the rent or not, landing by landing. And since only one player can win, allies
  must in the end play against each other.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-TEAM-03 @ruling
  Rule: No agreement can waive rent

    Scenario Outline: an offer that includes a promise of free rent is refused whole
      Ann and Bob hold one dark blue street each.

      Given Ann owns Boardwalk
      And Bob owns Park Place
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to offer Bob <give> for <take>
      Then it is rejected with "not_tradeable"
      And no offer is open
      And Ann owns Boardwalk
      And Bob has $1,500

      Examples:
        | give                                 | take                   |
        | a promise of free rent               | $10                    |
        | $10                                  | a promise of free rent |
        | a promise of free rent               | a promise of free rent |
        | Boardwalk and a promise of free rent | Park Place             |

    Scenario: money given as a favour buys no freedom from rent
      Bob hands Ann $10 for nothing, which is a lawful trade, then lands on her Boardwalk.

      Given Ann owns Boardwalk
      And Bob is on Short Line Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Bob offers Ann $10 for nothing
      And Ann accepts the offer
      Then Ann has $1,510 (see VP-TRADE-04)
      When Bob rolls 1 and 3
      Then Bob landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Bob to Ann is $50

  @VP-TEAM-03 @ruling
  Rule: An owner may choose, landing by landing, not to ask for the rent

    Scenario: an owner who does not ask lets the lander off once the dice move on
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      When Bob rolls 4 and 6
      Then Bob may not ask Ann for rent (see VP-RENT-07)
      And Ann has $1,500 (see VP-RENT-06)
      And Bob has $1,500 (see VP-RENT-06)

    Scenario: the same owner asking on the same landing is paid in full
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Ann to Bob is $50 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann has $1,450
      And Bob has $1,550

  @VP-TEAM-02
  Rule: Allies do not share a victory

    Scenario: two allies left in the game have not won
      Ann and Bob have brought Cid down between them; the game goes on until one of them is out.

      Given Cid owes Ann $2,000
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Cid is bankrupt (see VP-DEBT-02)
      And the game is not over
      And Ann is next to roll

    Scenario: two allies who bring a third player down with a hotel have not won
      Cid lands on Ann's Boardwalk, which carries a hotel: $2,000, and he has $5 and nothing to
      sell. Ann and Bob are left; the game goes on.

      Given Ann owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Cid has $5
      And Cid is on Short Line Port
      And it is Cid's turn to roll
      When Cid rolls 1 and 3
      Then Cid landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Cid to Ann is $2,000 (see VP-RENT-03)
      When Ann asks Cid for rent (see VP-RENT-06)
      Then Cid owes Ann $2,000 (see VP-DEBT-01)
      When Cid declares bankruptcy (see VP-DEBT-02)
      Then Cid is bankrupt (see VP-DEBT-02)
      And the game is not over
      And Ann is next to roll
