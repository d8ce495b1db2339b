@veropoly
Feature: Rent edge cases
  Rent is what the other players pay for stopping on a property somebody owns, and it is owed to
  that owner alone. An owner who stops on their own property pays nothing and is offered
  nothing; a player who never owned the property has no rent to ask for. A utility's rent is
  four times the lander's throw when its owner holds only that one, whichever of the two it is.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-BUY-03 @CL-RENT-01 @CL-BUY-01 @classic @classic-short @classic-timed
  Rule: Rent is paid by the other players, never by the owner

    Scenario Outline: Ann stops on her own <property>: no rent, no purchase, no money moves
      Given Ann owns <property>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <property> (see VP-MOVE-01, CL-MOVE-02)
      And no rent is due
      And no purchase decision is pending
      And Ann owns <property>
      And Ann has $1,500
      And the bank's cash is unchanged
      And the last action's events include no "rent_due"

      Examples:
        | property         | start              | d1 | d2 |
        | Oriental Avenue  | Go                 | 2  | 4  |
        | Reading Port     | Go                 | 2  | 3  |
        | Electric Company | Connecticut Avenue | 1  | 2  |

  @VP-RENT-06 @CL-RENT-07 @ruling @classic @classic-short @classic-timed
  Rule: Only the owner may ask for the rent

    Scenario: a player who never owned the street has no rent to ask for
      Ann stops on Bob's Oriental Avenue. Cid asks her for the rent: there is none for him to
      ask, nothing moves, and Bob's own claim is still open.

      Given Bob owns Oriental Avenue
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01, CL-RENT-01)
      When Cid tries to ask Ann for rent
      Then it is rejected with "no_rent_due"
      And Ann has $1,500
      And Bob has $1,500
      And Cid has $1,500
      And the bank's cash is unchanged
      And Bob may ask Ann for $6 rent

  @VP-UTIL-04 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: With one utility, the Water Works charges four times the throw, as the Electric Company does

    Scenario Outline: a throw of <d1> and <d2> onto Bob's Water Works costs <rent>
      The Water Works is space 28. The rulebook's own example is a double one: 2 x 4 = $8.

      Given Bob owns Water Works
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on Water Works (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | start           | d1 | d2 | rent |
        | Atlantic Avenue | 1  | 1  | $8   |
        | Illinois Avenue | 1  | 3  | $16  |
        | Free Parking    | 3  | 5  | $32  |

  @VP-DEBT-01 @CL-BKR-01 @classic @classic-short @classic-timed
  Rule: A rent that takes the last dollar leaves no debt
    Paying exactly what one holds is paying in full: the payer is at $0, owes nothing, and the
    game goes on with the next throw.

    Scenario: Ann pays Bob's $50 with her last $50 and owes nothing
      Given Bob owns Boardwalk
      And Ann has $50
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $50 (see VP-RENT-01, CL-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $0
      And Bob has $1,550
      And Ann owes nothing
      And Bob is next to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
