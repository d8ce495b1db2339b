@online
Feature: Jail, Vacation and the Chance and Treasure cards, in the online edition
  On the World board, Jail is tile 10, Vacation tile 20 and Go to Jail tile 30. A player goes to Jail by stopping
  on Go to Jail, by a card, or by a third doubles; a dice move that stops on Jail is only a visit. At the start of
  each turn in Jail the player either pays $50 (or uses a Get out of Jail card), which frees them and ends the turn,
  or rolls: doubles free them and move them, with no roll again and no purchase; a third roll without doubles frees
  them, and they move on their next turn. A jailed owner still collects rent.

  Stopping on Vacation ends the turn, and the player skips their next turn. With the Vacation jackpot rule, taxes,
  card fines and repairs go into a pot that the next player to stop on Vacation collects.

  A Chance tile (7, 22, 36) or Treasure tile (2, 17, 33) draws the top card of its deck. Each deck is shuffled once,
  starts again in the same order when it runs out, and has one Get out of Jail card, which the deck skips while a
  player holds it.

  Background:
    Given a game with Ann, Bob and Cid

  @ON-JAIL-01
  Rule: Stopping on Go to Jail puts the player in Jail

    Scenario: a roll from CDG Airport onto Go to Jail puts Ann in Jail on tile 10
      Given Ann is on CDG Airport
      When Ann rolls 2 and 3
      Then Ann landed on Go to Jail (see ON-TURN-01)
      And Ann is in jail
      And Ann is on Jail

    Scenario Outline: a roll that stops on <tile>, one tile <side> Go to Jail, leaves Ann free
      Given Ann is on CDG Airport
      When Ann rolls <d1> and <d2>
      Then Ann is on <tile> (see ON-TURN-01)
      And Ann is not in jail

      Examples:
        | tile      | side      | d1 | d2 |
        | Paris     | short of  | 1  | 3  |
        | Liverpool | past      | 2  | 4  |

    @ruling
    Scenario: doubles onto Go to Jail put Ann in Jail, and her re-roll is lost
      Given Ann is on Lyon
      When Ann rolls 2 and 2
      Then Ann is in jail
      And Ann is on Jail
      And Bob is next to roll (see ON-DBL-04)
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn" (see ON-DBL-04)
      And Ann is on Jail

  @ON-JAIL-02
  Rule: A card can send the player to Jail

    Scenario Outline: the <deck> card "go-to-jail", drawn on tile <tile>, puts Ann in Jail
      Given the <deck> deck has "go-to-jail" on top
      And Ann is on <from>
      When Ann rolls <d1> and <d2>
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail
      And Ann is on Jail

      Examples:
        | deck     | tile | from   | d1 | d2 |
        | Chance   | 7    | Rio    | 1  | 3  |
        | Treasure | 17   | Milan  | 1  | 3  |

    @ruling
    Scenario: from Chance at 36 the card puts Ann in Jail with no Start money
      Jail lies past Start from tile 36; the token is put there directly.
      Given the Chance deck has "go-to-jail" on top
      And Ann is on London
      When Ann rolls 1 and 1
      Then Ann drew "go-to-jail" (see ON-CARD-01)
      And Ann is in jail
      And Ann received no Go salary (see ON-GO-05)
      And Ann has $1,500 (see ON-GO-05)

  @ON-JAIL-03
  Rule: A dice move that stops on Jail is only a visit, and nothing happens

    Scenario: Ann rolls from Start onto Jail and is only visiting
      When Ann rolls 4 and 6
      Then Ann is on Jail (see ON-TURN-01)
      And Ann is just visiting
      And Ann has $1,500
      And the bank's cash is unchanged
      And no rent is due
      When Ann ends her turn
      Then Bob is next to roll

    Scenario: Ann rolls doubles onto Jail, is only visiting, and rolls again
      Given Ann is on Tel Aviv
      When Ann rolls 2 and 2
      Then Ann is just visiting
      And Ann has $1,500
      When Ann rolls 1 and 2
      Then Ann is on Milan (see ON-DBL-01)

  @ON-JAIL-04
  Rule: A player in Jail does not move

    Scenario: a roll without doubles leaves Ann's token on Jail
      Given Ann is in jail
      When Ann rolls 2 and 3
      Then Ann is on Jail
      And Ann has $1,500

  @ON-JAIL-05
  Rule: At the start of a turn in Jail the player chooses one: pay, use the card, or roll

    Scenario: before rolling, Ann may pay
      Given Ann is in jail
      When Ann tries to pay the fine
      Then it is accepted

    Scenario: before rolling, Ann may use a card
      Given Ann is in jail
      And Ann holds a jail card from the Chance deck
      When Ann tries to use her card to leave jail
      Then it is accepted

    Scenario: before rolling, Ann may roll
      Given Ann is in jail
      When Ann tries to roll 2 and 3
      Then it is accepted

    Scenario: a jailed Ann cannot end her turn without choosing
      Given Ann is in jail
      When Ann tries to end her turn
      Then it is rejected with "wrong_phase"
      And Ann is in jail

    @ruling
    Scenario: the roll is the choice: after it Ann can no longer pay
      Given Ann is in jail
      When Ann rolls 2 and 3
      And Ann tries to pay the fine
      Then it is rejected with "not_your_turn"
      And Ann has $1,500
      And the bank's cash is unchanged

    @ruling
    Scenario: the roll is the choice: after it Ann can no longer use her card
      Given Ann is in jail
      And Ann holds a jail card from the Chance deck
      When Ann rolls 2 and 3
      And Ann tries to use her card to leave jail
      Then it is rejected with "not_your_turn"
      And Ann holds 1 jail card
      And Ann is in jail

  @ON-JAIL-06
  Rule: Paying $50 frees the player, but the turn ends at once, without a roll

    Scenario: Ann pays $50, is free on Jail, cannot roll, and the turn passes
      Given Ann is in jail
      When Ann pays the fine
      Then Ann has $1,450
      And the bank has gained $50
      And Ann is not in jail
      And Ann is on Jail
      And Bob is next to roll
      When Ann tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Ann is on Jail

  @ON-JAIL-07
  Rule: Using a Get out of Jail card frees the player, but the turn ends at once, without a roll

    Scenario: Ann uses her Chance card, which goes back to its deck, and the turn passes
      Given Ann is in jail
      And Ann holds a jail card from the Chance deck
      When Ann uses her card to leave jail
      Then Ann is not in jail
      And Ann holds no jail card
      And the Chance deck has 17 cards
      And Ann has $1,500
      And the bank's cash is unchanged
      And Bob is next to roll
      When Ann tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Ann is on Jail

  @ON-JAIL-08
  Rule: After paying or using the card, the player rolls as usual on the next turn

    Scenario Outline: having left Jail by <how>, Ann rolls and moves from Jail on her next turn
      Given Ann is in jail
      And Ann holds a jail card from the Chance deck
      When Ann <action>
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then Ann is on Milan
      And Ann is not in jail

      Examples:
        | how         | action                       |
        | paying      | pays the fine                |
        | the card    | uses her card to leave jail  |

    Scenario: having paid, Ann's doubles on her next turn give her a roll again
      Given Ann is in jail
      And Bob owns Electric Company
      When Ann pays the fine
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 1
      Then Ann is on Electric Company
      When Ann rolls 1 and 2
      Then Ann is on MUC Airport

  @ON-JAIL-09
  Rule: Doubles rolled in Jail free the player, who moves by that roll

    Scenario Outline: Ann rolls <d1> and <d2> in Jail and moves to <tile>
      Given Ann is in jail
      When Ann rolls <d1> and <d2>
      Then Ann is not in jail
      And Ann is on <tile>

      Examples:
        | d1 | d2 | tile             |
        | 1  | 1  | Electric Company |
        | 3  | 3  | Frankfurt        |
        | 4  | 4  | Munich           |

  @ON-JAIL-10
  Rule: After leaving Jail by doubles, the player does not roll again

    Scenario: Ann leaves Jail with 4 and 4, pays the rent on Munich, and may not roll again
      Given Ann is in jail
      And Bob owns Munich
      When Ann rolls 4 and 4
      And Ann tries to roll 1 and 2
      Then it is rejected with "wrong_phase"
      And Ann is on Munich
      When Ann ends her turn
      Then Bob is next to roll

  @ON-JAIL-11
  Rule: After leaving Jail by doubles, the player cannot buy the tile where they stop

    @ruling
    Scenario: Ann stops on unowned Frankfurt and is offered nothing
      Given Ann is in jail
      When Ann rolls 3 and 3
      Then Ann is on Frankfurt
      And no purchase decision is pending
      When Ann tries to buy Frankfurt
      Then it is rejected with "wrong_phase"
      And nobody owns Frankfurt
      And Ann has $1,500

    Scenario: the rent on a city she stops on is still due
      Given Ann is in jail
      And Bob owns Rome
      When Ann rolls 2 and 2
      Then Ann is on Rome
      And the rent due from Ann to Bob is $13

    Scenario: a tax she stops on is still paid
      Given Ann is in jail
      And Ann is on space 28
      When Ann rolls 5 and 5
      Then Ann is on Luxury Tax
      And Ann has $1,425

  @ON-JAIL-12
  Rule: A roll without doubles keeps the player in Jail

    Scenario Outline: Ann rolls <d1> and <d2> in Jail and stays
      Given Ann is in jail
      When Ann rolls <d1> and <d2>
      Then Ann is in jail
      And Ann has failed 1 roll in jail
      And Ann is on Jail (see ON-JAIL-04)

      Examples:
        | d1 | d2 |
        | 1  | 2  |
        | 5  | 6  |

    Scenario: the second roll without doubles still keeps Ann in Jail
      Given Ann has failed 1 roll in jail
      When Ann rolls 2 and 3
      Then Ann is in jail
      And Ann has failed 2 rolls in jail
      And Ann has $1,500

  @ON-JAIL-13
  Rule: After the third roll without doubles the player is free, pays nothing, and moves on the next turn

    Scenario: Ann's third roll without doubles frees her where she is, for free
      Given Ann has failed 2 rolls in jail
      When Ann rolls 2 and 3
      Then Ann is not in jail
      And Ann is on Jail
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: on her next turn Ann rolls and moves as usual
      Given Ann has failed 2 rolls in jail
      When Ann rolls 2 and 3
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then Ann is on Milan
      And Ann is not in jail

    Scenario: three failed rolls on three turns free Ann
      The failures are counted by play, one on each of Ann's turns in Jail. Bob owns Milan, so that nobody is
      offered it on the way.

      Given Ann is in jail
      And Bob owns Milan
      When Ann rolls 1 and 2
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then Ann has failed 2 rolls in jail
      When Ann ends her turn
      And Bob rolls 1 and 2
      And Bob ends his turn
      And Cid rolls 1 and 2
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then Ann is not in jail
      And Ann is on Jail
      And Ann has $1,500

  @ON-JAIL-14
  Rule: A player in Jail still collects rent

    @default-no_rent_in_jail
    Scenario: Bob stops on Rome while its owner Ann is in Jail, and pays her
      Given Ann is in jail
      And Ann owns Rome
      And it is Bob's turn to roll
      And Bob is on Venice
      When Bob rolls 1 and 2
      Then the rent due from Bob to Ann is $13
      And Ann has $1,513
      And Bob has $1,487

  @ON-JAIL-14 @house-rule-no_rent_in_jail
  Rule: With No rent in Jail, a player in Jail collects no rent

    Scenario: Bob stops on Rome while its owner Ann is in Jail, and pays nothing
      Given Ann is in jail
      And Ann owns Rome
      And it is Bob's turn to roll
      And Bob is on Venice
      When Bob rolls 1 and 2
      Then no rent is due from Bob to Ann
      And Ann has $1,500
      And Bob has $1,500

    Scenario: once Ann is out of Jail, she collects again
      Given Ann owns Rome
      And it is Bob's turn to roll
      And Bob is on Venice
      When Bob rolls 1 and 2
      Then the rent due from Bob to Ann is $13

  @ON-JAIL-15 @ruling
  Rule: Paying the $50 needs $50 in cash

    Scenario Outline: with <cash> Ann <may> pay the $50
      Given Ann is in jail
      And Ann has <cash>
      When Ann tries to pay the fine
      Then <answer>
      And Ann has <after>

      Examples:
        | cash | may     | answer                                    | after |
        | $50  | may     | it is accepted                            | $0    |
        | $51  | may     | it is accepted                            | $1    |
        | $49  | may not | it is rejected with "insufficient_cash"   | $49   |

    Scenario: refused the payment, Ann is still in Jail and may roll
      Given Ann is in jail
      And Ann has $49
      When Ann tries to pay the fine
      Then it is rejected with "insufficient_cash"
      And Ann is in jail
      When Ann rolls 2 and 3
      Then Ann has failed 1 roll in jail (see ON-JAIL-12)

    Scenario: a player not in Jail cannot pay
      When Ann tries to pay the fine
      Then it is rejected with "not_in_jail"
      And Ann has $1,500

    Scenario: a player without a card cannot use one
      Given Ann is in jail
      When Ann tries to use her card to leave jail
      Then it is rejected with "no_card"
      And Ann is in jail

  @ON-VAC-01
  Rule: Stopping on Vacation ends the turn, even after doubles

    Scenario: Ann rolls 4 and 6 onto Vacation, and the turn is Bob's at once
      Given Ann is on Jail
      When Ann rolls 4 and 6
      Then Ann is on Vacation (see ON-TURN-01)
      And Bob is next to roll
      When Ann tries to end her turn
      Then it is rejected with "wrong_phase"
      And Bob is next to roll

    Scenario: Ann rolls doubles onto Vacation, gets no roll again, and the turn is Bob's at once
      Given Ann is on Jail
      When Ann rolls 5 and 5
      Then Ann is on Vacation (see ON-TURN-01)
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
      And Ann is on Vacation

    Scenario: doubles that stop one tile short of Vacation give Ann her roll again
      Given Bob owns Berlin
      And Ann is on Venice
      When Ann rolls 4 and 4
      Then Ann is on Berlin (see ON-TURN-01)
      When Ann rolls 1 and 3
      Then Ann is on Beijing (see ON-DBL-01)

  @ON-VAC-02
  Rule: A player who stops on Vacation skips their next turn

    Scenario: after Ann's Vacation the order runs Bob, Cid, Bob, Cid, Ann
      Given Ann is on Jail
      And Bob owns Milan
      When Ann rolls 4 and 6
      Then Bob is next to roll (see ON-VAC-01)
      When Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      Then Bob is next to roll
      And the last action's events include, in order:
        | event        |
        | turn_skipped |
      When Bob rolls 1 and 2
      And Bob ends his turn
      And Cid rolls 1 and 2
      And Cid ends his turn
      Then Ann is next to roll
      And the last action's events include no "turn_skipped"

    Scenario: Ann is still on Vacation when her next real turn comes, and rolls from there
      Given Ann is on Jail
      And Bob owns Milan
      When Ann rolls 4 and 6
      Then Bob is next to roll (see ON-VAC-01)
      When Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Bob rolls 1 and 2
      And Bob ends his turn
      And Cid rolls 1 and 2
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then Ann is on Beijing

  @ON-VAC-03
  Rule: Without the Vacation jackpot, taxes and card fines go to the bank and Vacation pays nothing

    @default-vacation_jackpot
    Scenario: Luxury Tax goes to the bank, and Bob then collects nothing on Vacation
      Given Ann is on London
      When Ann rolls 1 and 3
      Then Ann has $1,425 (see ON-TAX-02)
      And the bank has gained $75
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,500
      And the bank has gained $75

  @ON-VAC-03 @house-rule-vacation_jackpot
  Rule: With the Vacation jackpot, taxes, card fines and repairs go into the pot, not to the bank

    Scenario Outline: <payment> goes into the pot, and Bob collects <amount> on Vacation
      Given the <deck> deck has "<card>" on top
      And Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has a hotel
      And Haifa has 1 house
      And Jerusalem has 2 houses
      And Ann is on <from>
      When Ann rolls <d1> and <d2>
      Then Ann has <left>
      And the bank's cash is unchanged
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob has <collected> (see ON-VAC-04)

      Examples:
        | payment                 | deck     | card        | from   | d1 | d2 | left   | amount | collected |
        | Luxury Tax              | Chance   | collect-150 | London | 1  | 3  | $1,425 | $75    | $1,575    |
        | Income Tax              | Chance   | collect-150 | Start  | 1  | 3  | $1,350 | $150   | $1,650    |
        | the Chance "Pay $50"    | Chance   | pay-50      | Rio    | 1  | 3  | $1,450 | $50    | $1,550    |
        | the Treasure "Pay $60"  | Treasure | insurance   | Milan  | 1  | 3  | $1,440 | $60    | $1,560    |
        | a Chance repair charge  | Chance   | repairs     | Rio    | 1  | 3  | $1,325 | $175   | $1,675    |

  @ON-VAC-04 @house-rule-vacation_jackpot
  Rule: The next player to stop on Vacation collects the whole pot, and the pot starts again at $0

    Scenario: taxes from two players add up, Cid collects them, and Bob after him collects nothing
      Given Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given Bob is on Start
      When Bob rolls 1 and 3
      And Bob ends his turn
      Given Cid is on Frankfurt
      When Cid rolls 1 and 3
      Then Cid has $1,725
      And the bank's cash is unchanged (see ON-VAC-03)
      Given it is Bob's turn to roll
      And Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,350
      And the last action's events include no "paid"

    Scenario: passing Vacation collects nothing
      Given Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given Bob is on Berlin
      And Cid owns Beijing
      When Bob rolls 1 and 3
      Then Bob is on Beijing (see ON-TURN-01)
      And Bob has $1,480 (see ON-RENT-01)

    Scenario: the collector still skips their next turn
      Given Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob has $1,575
      And Cid is next to roll (see ON-VAC-01)
      When Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 2 and 4
      And Ann ends her turn
      Then Cid is next to roll (see ON-VAC-02)

  @ON-VAC-06 @ruling
  Rule: With the Vacation jackpot, the $50 to leave Jail goes to the bank, not into the pot
    The scenario turns the Vacation jackpot on itself, so it runs whatever the run's own house rules are. Paying
    the $50 ends Ann's turn at once, and the dice go to Bob.

    Scenario: the $50 to leave Jail goes to the bank, and Bob collects nothing on Vacation
      Given a game with Ann, Bob and Cid, with the house rule vacation jackpot on
      And Ann is in jail
      When Ann pays the fine
      Then the bank has gained $50
      And the pot holds $0
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,500

  @ON-VAC-06 @house-rule-vacation_jackpot @ruling
  Rule: With the Vacation jackpot, purchases and rent never go into the pot

    Scenario: a purchase goes to the bank, and Bob collects nothing on Vacation
      Given Ann is on Venice
      When Ann rolls 1 and 2
      And Ann buys Rome
      Then the bank has gained $160
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob has $1,500

    Scenario: rent goes to the owner, and Cid collects nothing on Vacation
      Given Bob owns Rome
      And Ann is on Venice
      When Ann rolls 1 and 2
      And Ann ends her turn
      Given it is Cid's turn to roll
      And Cid is on Frankfurt
      When Cid rolls 1 and 3
      Then Cid has $1,500
      And Bob has $1,513 (see ON-RENT-01)

  @ON-VAC-05 @house-rule-vacation_jackpot @ruling
  Rule: With the Vacation jackpot, card fines and repairs feed the pot as well as taxes

    Scenario: a tax, a Chance fine and a repair add up to one pot that Bob collects
      Given Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has a hotel
      And Haifa has 1 house
      And Jerusalem has 2 houses
      And Ann is on London
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given the Chance deck has "pay-50" on top
      And it is Ann's turn to roll
      And Ann is on Rio
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given the Chance deck has "repairs" on top
      And it is Ann's turn to roll
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann has $1,200
      And the bank's cash is unchanged (see ON-VAC-03)
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob has $1,800

  @ON-CARD-01
  Rule: Stopping on a Chance or Treasure tile draws the top card of that deck

    Scenario Outline: stopping on the <deck> tile at <tile> draws the <deck> deck's top card
      Given the Chance deck has "collect-150" on top
      And the Treasure deck has "collect-200" on top
      And Ann is on <from>
      When Ann rolls <d1> and <d2>
      Then Ann is on space <tile> (see ON-TURN-01)
      And Ann drew "<card>"
      And Ann has <cash> (see ON-CARD-03)

      Examples:
        | deck     | tile | from        | d1 | d2 | card        | cash   |
        | Chance   | 7    | Rio         | 1  | 3  | collect-150 | $1,650 |
        | Chance   | 22   | Berlin      | 1  | 2  | collect-150 | $1,650 |
        | Chance   | 36   | Manchester  | 1  | 3  | collect-150 | $1,650 |
        | Treasure | 2    | Start       | 1  | 1  | collect-200 | $1,700 |
        | Treasure | 17   | Milan       | 1  | 3  | collect-200 | $1,700 |
        | Treasure | 33   | Paris       | 1  | 3  | collect-200 | $1,700 |

    Scenario: stopping on the tile before a Chance tile draws nothing
      Given the Chance deck has "collect-150" on top
      And Bob owns Tel Aviv
      And Ann is on Rio
      When Ann rolls 1 and 2
      Then Ann is on Tel Aviv (see ON-TURN-01)
      And the top card of the Chance deck is "collect-150"
      And Ann has $1,494 (see ON-RENT-01)

  @ON-CARD-03 @ruling
  Rule: The Chance and Treasure decks are fixed fixtures of 17 cards each

    Scenario: each deck holds 17 cards at the start
      Then the Chance deck has 17 cards
      And the Treasure deck has 17 cards

  @ON-CARD-04
  Rule: A card that moves the player forward past Start pays $200

    Scenario Outline: "<card>" drawn on tile <tile> takes Ann to <to>, <passing> Start
      Given the Chance deck has "<card>" on top
      And Bob owns <to>
      And Ann is on <from>
      When Ann rolls <d1> and <d2>
      Then Ann drew "<card>" (see ON-CARD-01)
      And Ann is on <to>
      And Ann <salary> Go salary
      And Ann has <cash>

      Examples:
        | card                   | tile | from       | d1 | d2 | to          | passing     | salary       | cash   |
        | advance-to-tlv-airport | 36   | Manchester | 1  | 3  | TLV Airport | past        | received the | $1,675 |
        | advance-to-venice      | 22   | Berlin     | 1  | 2  | Venice      | past        | received the | $1,690 |
        | advance-to-shanghai    | 36   | Manchester | 1  | 3  | Shanghai    | past        | received the | $1,680 |
        | advance-to-shanghai    | 7    | Rio        | 1  | 3  | Shanghai    | not passing | received no  | $1,480 |
        | advance-to-new-york    | 7    | Rio        | 1  | 3  | New York    | not passing | received no  | $1,450 |

  @ON-CARD-05
  Rule: The tile a card moves the player to works as usual: they may buy it, or they pay its rent

    Scenario: the card takes Ann to unowned Shanghai, which she may buy
      Given the Chance deck has "advance-to-shanghai" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "advance-to-shanghai" (see ON-CARD-01)
      And Ann must decide whether to buy Shanghai for $240
      When Ann buys it
      Then Ann owns Shanghai
      And Ann has $1,260

    Scenario Outline: the card takes Ann to Bob's <to>, and she pays <rent> rent
      Given the Chance deck has "<card>" on top
      And Bob owns <to>
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "<card>" (see ON-CARD-01)
      And the rent due from Ann to Bob is <rent>
      And Bob has <bob>

      Examples:
        | card                   | to          | rent | bob    |
        | advance-to-shanghai    | Shanghai    | $20  | $1,520 |
        | advance-to-new-york    | New York    | $50  | $1,550 |
        | advance-to-tlv-airport | TLV Airport | $25  | $1,525 |

  @ON-CARD-06
  Rule: Each deck is shuffled once, when the game starts

    Scenario: both decks start out of their printed order
      Then the Chance deck is shuffled
      And the Treasure deck is shuffled

    Scenario: drawing does not shuffle the deck again
      Given the Chance deck has "collect-150" on top
      And the Chance deck has "pay-20" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "pay-20" (see ON-CARD-01)
      And the top card of the Chance deck is "collect-150"
      And the Chance deck is shuffled

    Scenario: games with seeds of their own deal the Chance and Treasure decks in different orders
      Each game is set up with a seed of its own. A deck shuffled with the game's seed comes out in one of the 17!
      orders of its cards, so four games all but never share one; a deck dealt in one fixed order, printed or not,
      comes out the same in all four.

      When 4 games of Ann, Bob and Cid are set up, each with its own seed
      Then their Chance decks are not all in the same order
      And their Treasure decks are not all in the same order

  @ON-CARD-07
  Rule: A drawn card goes round again in the same order

    Scenario: the card Ann draws comes back after every other card of the deck
      Given the Chance deck has "collect-150" on top
      And the Chance deck has "pay-20" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "pay-20" (see ON-CARD-01)
      And the bottom card of the Chance deck is "pay-20"
      And the top card of the Chance deck is "collect-150"
      And the Chance deck has 17 cards

    Scenario: two draws in a row keep their order at the bottom
      Given the Treasure deck has "collect-25" on top
      And the Treasure deck has "collect-20" on top
      And Ann is on Milan
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given Bob is on Milan
      When Bob rolls 1 and 3
      Then Bob drew "collect-25" (see ON-CARD-01)
      And the bottom card of the Treasure deck is "collect-25"
      And Ann has $1,520 (see ON-CARD-01)

  @ON-CARD-08
  Rule: Each deck has one Get out of Jail card

    Scenario Outline: the <deck> deck's Get out of Jail card, once held, leaves 16 cards in that deck only
      Given the <deck> deck has "get-out-of-jail" on top
      And Ann is on <from>
      When Ann rolls 1 and 3
      Then Ann drew "get-out-of-jail" (see ON-CARD-01)
      And Ann holds 1 jail card
      And the <deck> deck has 16 cards
      And the <other> deck has 17 cards

      Examples:
        | deck     | other    | from  |
        | Chance   | Treasure | Rio   |
        | Treasure | Chance   | Milan |

    Scenario: Ann can hold both decks' cards at once
      Given Ann holds a jail card from the Chance deck
      And Ann holds a jail card from the Treasure deck
      Then Ann holds 2 jail cards
      And the Chance deck has 16 cards
      And the Treasure deck has 16 cards

  @ON-CARD-09
  Rule: A Get out of Jail card can be kept until it is needed, or traded

    Scenario: Ann keeps the card she drew through a round of turns and uses it in Jail
      Given the Chance deck has "get-out-of-jail" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      Then Ann holds 1 jail card
      Given Ann is in jail
      When Ann uses her card to leave jail
      Then Ann is not in jail (see ON-JAIL-07)
      And Ann holds no jail card

    Scenario: Ann trades her card to Bob for $50
      Given Ann holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      And Ann offers Bob her jail card for $50
      And Bob accepts the offer
      Then Bob holds 1 jail card
      And Ann holds no jail card
      And Ann has $1,550 (see ON-TRADE-02)
      And Bob has $1,450 (see ON-TRADE-02)

  @ON-CARD-10
  Rule: While a player holds a deck's Get out of Jail card, that deck skips it

    Scenario: with Ann holding the Chance card, Bob draws the card that lies after it
      Given the Chance deck has "collect-150" on top
      And the Chance deck has "get-out-of-jail" on top
      And Ann holds a jail card from the Chance deck
      And it is Bob's turn to roll
      And Bob is on Rio
      When Bob rolls 1 and 3
      Then Bob drew "collect-150"
      And Bob holds no jail card
      And the Chance deck has 16 cards

    Scenario: a traded card is still held, so the deck still skips it
      Given Ann holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      And Ann offers Bob her jail card for $50
      And Bob accepts the offer (see ON-CARD-09)
      Then the Chance deck has 16 cards

  @ON-CARD-11 @ruling
  Rule: A used Get out of Jail card takes its old place in the deck's order again

    Scenario: Ann draws the card from the top, uses it, and it is last in the cycle again
      Given the Chance deck has "get-out-of-jail" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      Given Ann is in jail
      When Ann uses her card to leave jail (see ON-JAIL-07)
      Then the Chance deck has 17 cards
      And the bottom card of the Chance deck is "get-out-of-jail"

    Scenario: a card drawn after Ann's stays after it: the used card goes back above Bob's, not under it
      Bob draws "collect-150", the card after Ann's in the deck's order, while Ann holds hers. It goes under the
      pile, as every drawn card does. When Ann's card comes back it takes its old place, just before Bob's, so
      Bob's card is still the last.

      Given the Chance deck has "collect-150" on top
      And the Chance deck has "get-out-of-jail" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      And Ann ends her turn
      Given Bob is on Rio
      When Bob rolls 1 and 3
      Then Bob drew "collect-150" (see ON-CARD-10)
      When Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      Given Ann is in jail
      When Ann uses her card to leave jail (see ON-JAIL-07)
      Then the Chance deck has 17 cards (see ON-CARD-10)
      And the bottom card of the Chance deck is "collect-150"

    Scenario: a card held while the deck's order was set comes back after the whole pile
      Ann already holds the card when the scenario orders the deck, so the order it takes has Ann's card last.

      Given Ann holds a jail card from the Chance deck
      And the Chance deck has "collect-150" on top
      And Ann is in jail
      When Ann uses her card to leave jail (see ON-JAIL-07)
      Then the Chance deck has 17 cards (see ON-CARD-10)
      And the top card of the Chance deck is "collect-150"
      And the bottom card of the Chance deck is "get-out-of-jail"

  @ON-CARD-13
  Rule: A repair card charges for each house and each hotel the player owns

    @default-vacation_jackpot
    Scenario Outline: with <buildings> the <deck> repair card costs Ann <charge>
      Given the <deck> deck has "repairs" on top
      And Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has <tel aviv>
      And Haifa has <haifa>
      And Jerusalem has <jerusalem>
      And Ann is on <from>
      When Ann rolls 1 and 3
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has <cash>
      And the bank has gained <charge>

      Examples:
        | deck     | buildings               | tel aviv | haifa    | jerusalem | from  | charge | cash   |
        | Chance   | no buildings            | no house | no house | no house  | Rio   | $0     | $1,500 |
        | Chance   | 1 house                 | 1 house  | no house | no house  | Rio   | $25    | $1,475 |
        | Chance   | 3 houses                | 1 house  | 1 house  | 1 house   | Rio   | $75    | $1,425 |
        | Chance   | a hotel                 | a hotel  | no house | no house  | Rio   | $100   | $1,400 |
        | Chance   | 3 houses and a hotel    | a hotel  | 1 house  | 2 houses  | Rio   | $175   | $1,325 |
        | Treasure | 1 house                 | 1 house  | no house | no house  | Milan | $30    | $1,470 |
        | Treasure | 3 houses and a hotel    | a hotel  | 1 house  | 2 houses  | Milan | $210   | $1,290 |

    Scenario: another player's buildings cost Ann nothing
      Given the Chance deck has "repairs" on top
      And Bob owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has a hotel
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has $1,500
      And Bob has $1,500
