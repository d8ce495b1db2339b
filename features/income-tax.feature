Feature: Income Tax in the classic games
  In the long and the timed classic games, a player who lands on Income Tax chooses how to pay it: a flat $200,
  or a tenth of everything they are worth. Worth means cash, the printed price of every property they hold
  (mortgaged or not) and what they paid for their buildings. The choice is made first, and it stands: a player
  may not work out both and pay the smaller. In the short game there is no choice: Income Tax is $200.

  Background:
    Given a game with Ann, Bob and Cid
    And Ann is on Go

  @classic @classic-timed @CL-TAX-01
  Rule: Income Tax is paid either as a flat $200 or as 10% of the player's worth, as the player chooses

    Scenario: landing on Income Tax asks Ann to choose, and nothing is paid before she does
      When Ann rolls 1 and 3
      Then Ann landed on Income Tax (see CL-MOVE-02)
      And Ann must choose how to pay the tax
      And Ann paid no tax
      And Ann has $1,500

    Scenario: the flat rate costs $200
      When Ann rolls 1 and 3
      And Ann chooses to pay the flat rate
      Then Ann paid $200 in tax
      And Ann has $1,300
      And the bank has gained $200 (see CL-BNK-05)

    Scenario: the percentage of $1,500 in cash and nothing else costs $150
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid $150 in tax
      And Ann has $1,350

    Scenario: nothing else happens until Ann has chosen
      When Ann rolls 1 and 3
      And Bob tries to roll 2 and 3
      Then it is rejected with "decision_pending"
      When Ann tries to roll 2 and 3
      Then it is rejected with "decision_pending"
      And Ann has $1,500

  @classic @classic-timed @CL-TAX-02
  Rule: The worth counts cash, every property at its printed price, mortgaged or not, and every building at cost

    Scenario: with $1,000 in cash and Boardwalk, printed at $400, the percentage costs $140
      Given Ann has $1,000
      And Ann owns Boardwalk
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid $140 in tax
      And Ann has $860

    Scenario: a mortgaged Boardwalk counts at its printed price all the same
      Given Ann has $1,000
      And Ann owns Boardwalk
      And Boardwalk is mortgaged
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid $140 in tax
      And Ann has $860

    Scenario: houses on every street of the set all count
      Given Ann has $1,000
      And Ann owns Park Place and Boardwalk
      And Park Place has 2 houses
      And Boardwalk has 2 houses
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid $255 in tax
      And Ann has $745

  @classic @classic-timed @CL-TAX-03
  Rule: The choice comes before the worth is reckoned, and it stands even when the other way would cost less

    Scenario: a rich player who chooses the percentage pays more than the flat rate
      Given Ann has $3,000
      When Ann rolls 1 and 3
      Then Ann must choose how to pay the tax
      And the last action's events include no "tax_paid"
      When Ann chooses to pay the percentage
      Then Ann paid $300 in tax
      And Ann has $2,700

    Scenario: a poor player who chooses the flat rate pays more than the percentage
      Given Ann has $1,000
      When Ann rolls 1 and 3
      And Ann chooses to pay the flat rate
      Then Ann paid $200 in tax
      And Ann has $800

    Scenario: once made, the choice cannot be taken back
      When Ann rolls 1 and 3
      And Ann chooses to pay the flat rate
      And Ann tries to choose to pay the percentage
      Then it is rejected with "wrong_phase"
      And Ann has $1,300

  @classic @classic-timed @CL-TAX-04 @ruling
  Rule: The percentage is rounded up to a whole dollar, and a hotel counts with the four houses turned in for it

    Scenario Outline: 10% of <worth> is <tax>
      Given Ann has <cash>
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid <tax> in tax

      Examples:
        | worth  | cash   | tax  |
        | $1,000 | $1,000 | $100 |
        | $1,001 | $1,001 | $101 |
        | $1,009 | $1,009 | $101 |
        | $1,010 | $1,010 | $101 |
        | $1,011 | $1,011 | $102 |

    Scenario: a hotel on Boardwalk counts its $200 and the four $200 houses turned in for it
      $1,000 in cash, Park Place ($350) with 4 houses ($800), Boardwalk ($400) with a hotel ($200 + $800):
      $3,550 in all.

      Given Ann has $1,000
      And Ann owns Park Place and Boardwalk
      And Park Place has 4 houses
      And Boardwalk has a hotel
      When Ann rolls 1 and 3
      And Ann chooses to pay the percentage
      Then Ann paid $355 in tax
      And Ann has $645

  @classic-short @CS-TAX-01
  Rule: In the short game, Income Tax is only the flat $200

    Scenario Outline: with <cash> in cash, landing on Income Tax costs $200 at once
      Given Ann has <cash>
      When Ann rolls 1 and 3
      Then Ann landed on Income Tax (see CL-MOVE-02)
      And Ann paid $200 in tax
      And Ann has <left>

      Examples:
        | cash   | left   |
        | $1,000 | $800   |
        | $1,500 | $1,300 |
        | $5,000 | $4,800 |

    Scenario: there is no percentage to choose
      When Ann rolls 1 and 3
      And Ann tries to choose to pay the percentage
      Then it is rejected with "not_allowed_in_variant"
      And Ann has $1,300
