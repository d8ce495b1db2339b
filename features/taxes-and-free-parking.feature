Feature: Taxes and Free Parking
  Two spaces charge tax: Income Tax ($200) and Luxury Tax ($100, Super Tax in some countries;
  $75 in the classic games). The tax is paid straight to the bank. Free Parking is simply a place
  to rest: it costs nothing and pays nothing. In particular, taxes and fines are never heaped up
  on Free Parking for the next player to collect; that is a house rule, not a rule. (The classic
  Income Tax, $200 or 10% of what the player owns, is stated elsewhere.)

  Background:
    Given a game with Ann, Bob and Cid

  @VP-TAX-01 @VP-TAX-02 @VP-TAX-04 @ruling
  Rule: Income Tax costs $200 and Luxury Tax $100 ($75 in the classic games), paid straight to the bank
    The classic rulebook names no Luxury Tax; $75 is the Luxury Tax of the original edition
    whose Income Tax is "$200 or 10%".

    @veropoly
    Scenario: landing on Income Tax costs $200
      When Ann rolls 1 and 3
      Then Ann is on space 4 (see VP-MOVE-01)
      And Ann is on Income Tax
      And Ann has $1,300 (see VP-TAX-04)
      And the bank has gained $200
      And the last action's events include, in order:
        | event    |
        | landed   |
        | tax_paid |

    Scenario Outline: landing on Luxury Tax costs <tax>
      Given Ann is on Short Line Port
      When Ann rolls 1 and 2
      Then Ann is on space 38 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is on Luxury Tax
      And Ann has <left> (see VP-TAX-04, CL-TAX-05)
      And the bank has gained <tax>

      @veropoly
      Examples:
        | tax  | left   |
        | $100 | $1,400 |

      @classic @classic-short @classic-timed @CL-TAX-05
      Examples:
        | tax | left   |
        | $75 | $1,425 |

  @veropoly @VP-FP-01 @VP-FP-03 @classic @classic-short @classic-timed @CL-FP-01
  Rule: Free Parking is a place to rest, nothing more

    Scenario: landing on Free Parking changes nothing but the token's place
      Given Ann is on Connecticut Avenue
      When Ann rolls 5 and 6
      Then Ann is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      And Ann has $1,500
      And the bank's cash is unchanged
      And no purchase decision is pending
      And Bob is next to roll

    Scenario: doubles onto Free Parking after a card fine: no payout, and the throw goes on
      Ann's $15 speeding fine has gone to the bank. Bob throws 2 and 2 onto his own Virginia
      Avenue and throws again, then 3 and 3 onto Free Parking: he collects nothing, the bank keeps
      the $15, and his doubles still give him another throw.

      Given the Chance deck has "speeding-fine" on top
      And Bob owns Virginia Avenue
      And Bob is on space 10
      When Ann rolls 3 and 4
      Then Ann drew "speeding-fine" (see VP-CARD-04, CL-CARD-01)
      And the bank has gained $15 (see VP-CARD-05, CL-CARD-02)
      When Bob rolls 2 and 2 (see VP-ORDER-03, CL-ORDER-03)
      Then Bob is on Virginia Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Bob is next to roll (see VP-DBL-01, CL-DBL-01)
      When Bob rolls 3 and 3
      Then Bob is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      And Bob has $1,500
      And the bank has gained $15
      And no purchase decision is pending (see VP-FP-01, CL-FP-01)
      And Bob is next to roll (see VP-FP-01, CL-FP-01)

  @VP-TAX-03 @VP-FP-02
  Rule: Taxes and fines go to the bank, never into a pot on Free Parking

    Scenario Outline: taxes paid earlier are not waiting on Free Parking
      Given Ann is on <start>
      And Bob is on Pennsylvania Port
      When Ann rolls <d1> and <d2>
      Then Ann is on <tax> (see VP-MOVE-01, CL-MOVE-02)
      And the bank has gained <amount> (see VP-TAX-04, CL-TAX-05)
      When Bob rolls 2 and 3 (see VP-ORDER-03, CL-ORDER-03)
      Then Bob is on Free Parking (see VP-MOVE-01, CL-MOVE-02)
      And Bob has $1,500
      And the bank has gained <amount>

      @veropoly
      Examples:
        | start      | d1 | d2 | tax        | amount |
        | Go         | 1  | 3  | Income Tax | $200   |

      @classic @classic-short @classic-timed @CL-BNK-05 @CL-FP-01
      Examples:
        | start      | d1 | d2 | tax        | amount |
        | Short Line | 1  | 2  | Luxury Tax | $75    |

    @veropoly @VP-JAIL-10 @VP-JAIL-13 @ruling
    Scenario: the Break Room fine is not waiting there either
      Ann pays $50 to leave the Break Room, throws 4 and 6 and stops on Free Parking.

      Given Ann is in the Break Room
      When Ann pays the fine
      Then Ann has $1,450 (see VP-JAIL-10)
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-MOVE-01)
      And Ann has $1,450
      And the bank has gained $50
