@classic @classic-timed
Feature: Paying the jail fine before rolling, in the long classic games
  A jailed player may pay the $50 fine before rolling on the first or second turn in Jail, and then rolls and
  moves as usual. On the third turn the player must roll: doubles let them out, and a third failure makes them
  pay the $50 and move by that roll.

  Background:
    Given a game with Ann, Bob and Cid
    And Ann is in jail

  @CL-JAIL-07 @ruling
  Rule: The fine may be paid before rolling on the first or second turn in Jail, not on the third

    Scenario Outline: after <failed> failed rolls Ann may pay $50 and then roll and move
      Given Ann has failed <failed> rolls in jail
      When Ann pays the fine
      Then Ann has $1,450
      And the bank has gained $50
      And Ann is not in jail
      When Ann rolls 2 and 3
      Then Ann is on space 15 (see CL-MOVE-02)

      Examples:
        | failed |
        | 0      |
        | 1      |

    Scenario: on the third turn in Jail the fine cannot be paid before rolling
      Given Ann has failed 2 rolls in jail
      When Ann tries to pay the fine
      Then it is rejected with "wrong_phase"
      And Ann has $1,500
      And the bank's cash is unchanged
      And Ann is in jail

    Scenario: on the third turn Ann rolls, and only a failure makes her pay
      Given Ann has failed 2 rolls in jail
      When Ann tries to pay the fine
      Then it is rejected with "wrong_phase"
      When Ann rolls 2 and 3
      Then Ann is not in jail (see CL-JAIL-08)
      And Ann has $1,450 (see CL-JAIL-08)
