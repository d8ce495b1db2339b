Feature: Chance and Community Chest
  There are two piles of sixteen cards, Chance and Community Chest, shuffled before play. Stopping
  on a Chance or Community Chest space means taking the top card of that pile and doing what it
  says straight away; the card then goes under the pile, so the piles go round and round and no
  card ever leaves the game. The one card you may keep is End your Extended Lunch Break: hold on
  to it until you want out of the Break Room, and then it goes under the pile it came from.

  The rulebook prints no card texts. The decks are the classic US decks with the board's new
  names (ruling VP-CARD-03), so every scenario that checks what a particular card does rests on
  that ruling. Chance lies on spaces 7, 22 and 36, Community Chest on 2, 17 and 33.

  The classic game plays the same two decks under their original names (ruling CL-SETUP-02): Get
  Out of Jail Free, Go to Jail, and railroads where veropoly has ports. Both decks hold an Advance
  to Go card, so a player who passes Go by the dice and draws it collects $200 twice in one turn.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-CARD-01 @VP-CARD-02
  Rule: Play starts with both piles complete

    Scenario: each pile holds its sixteen cards, shuffled, before the first throw
      A shuffle that left sixteen cards in their printed order would happen about once in twenty
      million million games: a pile in printed order was not shuffled.

      Then the Chance deck has 16 cards
      And the Community Chest deck has 16 cards
      And the Chance deck is shuffled
      And the Community Chest deck is shuffled

    Scenario: a table of eight still waiting for its opening throws has both piles complete and shuffled
      The piles are ready as soon as the players sit down, before anyone knows who goes first,
      and a full table of eight deals nothing out of them.

      Given Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal sit down to play
      Then Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal are still to make their opening rolls (see VP-ORDER-01)
      And the Chance deck has 16 cards
      And the Community Chest deck has 16 cards
      And the Chance deck is shuffled
      And the Community Chest deck is shuffled

  @veropoly @VP-CARD-04 @CL-CARD-01 @classic @classic-short @classic-timed
  Rule: Stopping on a card space means taking the top card of that space's pile

    Scenario: stopping on Chance takes the top Chance card
      Go to space 7 is 3 and 4.

      Given the Chance deck has "bank-pays-you-dividend" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "bank-pays-you-dividend"
      And the last action's events include, in order:
        | event      |
        | landed     |
        | card_drawn |

    Scenario: stopping on Community Chest takes from the Community Chest pile and leaves Chance alone
      Vermont Avenue (8) to Community Chest (17) is 4 and 5.

      Given the Community Chest deck has "income-tax-refund" on top
      And the Chance deck has "speeding-fine" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "income-tax-refund"
      And the top card of the Chance deck is "speeding-fine"
      And the Chance deck has 16 cards

  @veropoly @VP-CARD-05 @VP-CARD-03 @ruling @CL-CARD-02 @classic @classic-short @classic-timed
  Rule: What the card says happens at once

    Scenario: the card's payment is part of the very throw that reached the card
      Speeding fine: $15 to the bank, in the same action as the throw.

      Given the Chance deck has "speeding-fine" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "speeding-fine" (see VP-CARD-04, CL-CARD-01)
      And the last action's events include, in order:
        | event       |
        | dice_rolled |
        | landed      |
        | card_drawn  |
        | paid        |
      And Ann has $1,485
      And the bank has gained $15

    Scenario: a card that moves the token settles the new space before anyone goes on
      Free Parking (20) to Chance (22) is 1 and 1; the card carries Ann on to Boardwalk, and even
      her doubles throw must wait until Boardwalk is settled.

      Given the Chance deck has "advance-to-boardwalk" on top
      And Ann is on Free Parking
      When Ann rolls 1 and 1
      Then Ann landed on space 22 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-boardwalk" (see VP-CARD-04, CL-CARD-01)
      And Ann must decide whether to buy Boardwalk
      When Ann tries to roll 2 and 3
      Then it is rejected with "decision_pending"
      And Ann is on Boardwalk

  @veropoly @VP-CARD-07 @CL-CARD-03 @classic @classic-short @classic-timed
  Rule: A card that has been carried out goes under its own pile

    Scenario Outline: the <card> card goes to the bottom of the <deck> pile
      Given the <deck> deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And the bottom card of the <deck> deck is "<card>"
      And the <deck> deck has 16 cards

      Examples:
        | deck            | card                 | start          | d1 | d2 | at |
        | Chance          | speeding-fine        | Go             | 3  | 4  | 7  |
        | Chance          | go-to-the-break-room | Go             | 3  | 4  | 7  |
        | Community Chest | you-inherit          | Vermont Avenue | 4  | 5  | 17 |
        | Community Chest | advance-to-go        | Vermont Avenue | 4  | 5  | 17 |

  @veropoly @VP-CARD-08 @CL-CARD-03 @classic @classic-short @classic-timed
  Rule: Cards are never used up: the same card comes round again
    A card carried out is back in its pile, at the bottom, so the pile never shrinks. To show the
    same card coming up a second time without sixteen throws, the scenario stacks it on top once
    more: stacking only works with a card that is still in the pile.

    Scenario: a card drawn by Ann is there to be drawn again by Bob
      Given the Chance deck has "speeding-fine" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "speeding-fine" (see VP-CARD-04, CL-CARD-01)
      And the bottom card of the Chance deck is "speeding-fine"
      And the Chance deck has 16 cards
      Given the Chance deck has "speeding-fine" on top
      When Bob rolls 3 and 4
      Then Bob landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Bob drew "speeding-fine" (see VP-CARD-04, CL-CARD-01)
      And the bottom card of the Chance deck is "speeding-fine"
      And the Chance deck has 16 cards

    Scenario Outline: the <card> card that carried Ann off comes round to Bob as well
      A card that moves its drawer away from the card space is back in its pile all the same.

      Given the <deck> deck has "<card>" on top
      And Ann is on <start>
      And Bob is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann is <where> (see VP-CARD-05, CL-CARD-02)
      And the bottom card of the <deck> deck is "<card>"
      And the <deck> deck has 16 cards
      Given the <deck> deck has "<card>" on top
      When Bob rolls <d1> and <d2>
      Then Bob landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Bob drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And the bottom card of the <deck> deck is "<card>"
      And the <deck> deck has 16 cards

      Examples:
        | deck            | card                 | start          | d1 | d2 | at | where             |
        | Community Chest | go-to-the-break-room | Vermont Avenue | 4  | 5  | 17 | in the Break Room |
        | Chance          | advance-to-go        | Go             | 3  | 4  | 7  | on Go             |

  @veropoly @VP-CARD-06 @CL-CARD-04 @classic @classic-short @classic-timed
  Rule: End your Extended Lunch Break is kept, out of the pile, until it is used

    Scenario Outline: the <deck> card is kept by the player who draws it
      Given the <deck> deck has "end-your-extended-lunch-break" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "end-your-extended-lunch-break" (see VP-CARD-04, CL-CARD-01)
      And Ann holds 1 jail card
      And the <deck> deck has 15 cards
      And Ann has $1,500
      And the last action's events include, in order:
        | event      |
        | card_drawn |
        | card_kept  |

      Examples:
        | deck            | start          | d1 | d2 | at |
        | Chance          | Go             | 3  | 4  | 7  |
        | Community Chest | Vermont Avenue | 4  | 5  | 17 |

  @veropoly @VP-CARD-09 @ruling @CL-CARD-05 @classic @classic-short @classic-timed
  Rule: A used End your Extended Lunch Break card goes under the pile it came from

    Scenario Outline: the card taken from <deck> goes back under <deck>
      Given Ann is in the Break Room
      And Ann holds a jail card from the <deck> deck
      Then the <deck> deck has 15 cards
      When Ann uses her card to leave the Break Room
      Then Ann holds no jail card
      And the bottom card of the <deck> deck is "end-your-extended-lunch-break"
      And the <deck> deck has 16 cards
      And the <other> deck has 16 cards

      Examples:
        | deck            | other           |
        | Chance          | Community Chest |
        | Community Chest | Chance          |

    Scenario: the used card goes under the pile after the cards drawn since it was taken
      Cid draws Speeding fine from Chance, which then lies at the bottom; the card Ann uses after
      that goes under it.

      Given Ann is in the Break Room
      And Ann holds a jail card from the Chance deck
      And the Chance deck has "speeding-fine" on top
      And it is Cid's turn to roll
      When Cid rolls 3 and 4
      Then Cid drew "speeding-fine" (see VP-CARD-04, CL-CARD-01)
      And the bottom card of the Chance deck is "speeding-fine" (see VP-CARD-07, CL-CARD-03)
      When Ann uses her card to leave the Break Room
      Then Ann holds no jail card
      And the bottom card of the Chance deck is "end-your-extended-lunch-break"
      And the Chance deck has 16 cards

  @veropoly @VP-CARD-03 @VP-GO-06 @ruling @CL-CARD-02 @classic @classic-short @classic-timed
  Rule: "Advance to" cards move the token forward, paying $200 when it passes Go
    The token always moves forward, as if thrown there, and the space reached is dealt with as
    usual. A destination behind the card space means going round the board, past Go.

    Scenario Outline: <card> from space <from> reaches <destination> with <cash> in hand
      Given the Chance deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <from> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann is on <destination>
      And Ann must decide whether to buy <destination>
      And Ann has <cash> (see VP-GO-06, CL-GO-01)

      Examples:
        | card                        | start                 | d1 | d2 | from | destination       | cash   |
        | advance-to-boardwalk        | Go                    | 3  | 4  | 7    | Boardwalk         | $1,500 |
        | advance-to-illinois-avenue  | Go                    | 3  | 4  | 7    | Illinois Avenue   | $1,500 |
        | advance-to-illinois-avenue  | North Carolina Avenue | 1  | 3  | 36   | Illinois Avenue   | $1,700 |
        | advance-to-st-charles-place | Go                    | 3  | 4  | 7    | St. Charles Place | $1,500 |
        | advance-to-st-charles-place | Tennessee Avenue      | 1  | 3  | 22   | St. Charles Place | $1,700 |
        | take-a-trip-to-reading-port | Go                    | 3  | 4  | 7    | Reading Port      | $1,700 |
        | take-a-trip-to-reading-port | North Carolina Avenue | 1  | 3  | 36   | Reading Port      | $1,700 |

    Scenario: Illinois Avenue from the last Chance pays the salary on the way round
      Chance at 36 to Illinois Avenue at 24 passes Go: the bank pays Ann $200.

      Given the Chance deck has "advance-to-illinois-avenue" on top
      And Ann is on North Carolina Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 36 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-illinois-avenue" (see VP-CARD-04, CL-CARD-01)
      And Ann received the Go salary
      And the bank has paid out $200 (see VP-GO-06, CL-GO-01)
      And Ann is on Illinois Avenue

    Scenario: a card that ends on somebody's street owes its ordinary rent
      Boardwalk alone rents for $50; the card does not change that.

      Given Bob owns Boardwalk
      And the Chance deck has "advance-to-boardwalk" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-boardwalk" (see VP-CARD-04, CL-CARD-01)
      And Ann is on Boardwalk
      And the rent due from Ann to Bob is $50

  @veropoly @VP-CARD-03 @VP-GO-06 @ruling @CL-CARD-02 @CL-GO-03 @classic @classic-short @classic-timed
  Rule: Advance to Go pays the $200 once

    Scenario Outline: Advance to Go from the <deck> pile
      Given the <deck> deck has "advance-to-go" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-go" (see VP-CARD-04, CL-CARD-01)
      And Ann is on Go
      And Ann received the Go salary
      And Ann has $1,700 (see VP-GO-06, CL-GO-01)
      And the bank has paid out $200 (see VP-GO-06, CL-GO-01)

      Examples:
        | deck            | start          | d1 | d2 | at |
        | Chance          | Go             | 3  | 4  | 7  |
        | Community Chest | Vermont Avenue | 4  | 5  | 17 |

  @veropoly @VP-CARD-03 @ruling @CL-CARD-02 @classic @classic-short @classic-timed
  Rule: The nearest-port cards charge the owner's rent twice over

    Scenario Outline: sent by <card> to a port of Bob's who holds <owned>, Ann owes <rent>
      From Chance at 7 the nearest port is Pennsylvania Port (15). One port rents for $25 and
      two for $50; the card doubles that.

      Given Bob owns <owned>
      And the Chance deck has "<card>" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann is on Pennsylvania Port
      And the rent due from Ann to Bob is <rent>

      Examples:
        | card                      | owned                              | rent |
        | advance-to-nearest-port-1 | Pennsylvania Port                  | $50  |
        | advance-to-nearest-port-2 | Pennsylvania Port                  | $50  |
        | advance-to-nearest-port-1 | Reading Port and Pennsylvania Port | $100 |

    Scenario: the doubled port rent is what changes hands when Bob asks
      Given Bob owns Pennsylvania Port
      And the Chance deck has "advance-to-nearest-port-1" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-nearest-port-1" (see VP-CARD-04, CL-CARD-01)
      And the rent due from Ann to Bob is $50
      When Bob asks Ann for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,450
      And Bob has $1,550

    Scenario Outline: an unowned nearest port, <port>, is offered to Ann
      From Chance at 22 the nearest port is B. & O. Port (25); from Chance at 36 it is Reading
      Port (5), past Go.

      Given the Chance deck has "advance-to-nearest-port-2" on top
      And Ann is on <start>
      When Ann rolls 1 and 3
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-nearest-port-2" (see VP-CARD-04, CL-CARD-01)
      And Ann is on <port>
      And Ann must decide whether to buy <port>
      And Ann has <cash> (see VP-GO-06, CL-GO-01)

      Examples:
        | start                 | port         | cash   | at |
        | Tennessee Avenue      | B. & O. Port | $1,500 | 22 |
        | North Carolina Avenue | Reading Port | $1,700 | 36 |

  @veropoly @VP-CARD-03 @VP-UTIL-06 @ruling @CL-CARD-02 @classic @classic-short @classic-timed
  Rule: The nearest-utility card sends the token on, and an owner gets ten times a fresh throw

    Scenario Outline: from space <from> the nearest utility is <utility>, offered for sale when nobody owns it
      Given the Chance deck has "advance-to-nearest-utility" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <from> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-nearest-utility" (see VP-CARD-04, CL-CARD-01)
      And Ann is on <utility>
      And Ann must decide whether to buy <utility>
      And Ann has <cash> (see VP-GO-06, CL-GO-01)

      Examples:
        | start                 | d1 | d2 | from | utility          | cash   |
        | Go                    | 3  | 4  | 7    | Electric Company | $1,500 |
        | Tennessee Avenue      | 1  | 3  | 22   | Water Works      | $1,500 |
        | North Carolina Avenue | 1  | 3  | 36   | Electric Company | $1,700 |

    Scenario: the owner of a single utility still gets ten times the throw
      Bob holds only the Water Works, which would normally charge 4 x the dice. The card says
      ten times: 10 x (2 + 3) = $50, not 4 x 5 = $20.

      Given Bob owns Water Works
      And the Chance deck has "advance-to-nearest-utility" on top
      And Ann is on Tennessee Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 22 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "advance-to-nearest-utility" (see VP-CARD-04, CL-CARD-01)
      When Bob tries to roll
      Then it is rejected with "decision_pending"
      When Ann rolls 2 and 3
      Then Ann is on Water Works
      And the rent due from Ann to Bob is $50

  @veropoly @VP-CARD-03 @VP-GO-06 @ruling
  Rule: Go back 3 spaces moves the token backwards and deals with the space it reaches

    Scenario: three back from the first Chance is Income Tax
      Chance (7) back to Income Tax (4): $200 tax, and no salary for a backward move.

      Given the Chance deck has "go-back-3-spaces" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-back-3-spaces" (see VP-CARD-04, CL-CARD-01)
      And Ann is on Income Tax
      And Ann received no Go salary
      And Ann has $1,300 (see VP-TAX-04)
      And the bank has gained $200 (see VP-TAX-04)

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: three back from the middle Chance is New York Avenue, offered for sale
      Tennessee Avenue (18) to Chance (22) is 1 and 3; three back is New York Avenue (19).

      Given the Chance deck has "go-back-3-spaces" on top
      And Ann is on Tennessee Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 22 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-back-3-spaces" (see VP-CARD-04, CL-CARD-01)
      And Ann is on New York Avenue
      And Ann must decide whether to buy New York Avenue

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: three back from the last Chance is Community Chest, whose card is drawn in turn
      Chance (36) back to Community Chest (33); that card pays Ann $10.

      Given the Chance deck has "go-back-3-spaces" on top
      And the Community Chest deck has "beauty-contest" on top
      And Ann is on North Carolina Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 36 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-back-3-spaces" (see VP-CARD-04, CL-CARD-01)
      And Ann is on space 33
      And Ann drew "beauty-contest" (see VP-CARD-04, CL-CARD-01)
      And Ann has $1,510

  @veropoly @VP-CARD-03 @ruling
  Rule: Collect cards are paid by the bank, pay cards are paid to the bank

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario Outline: <card> pays Ann <amount> from the bank
      Given the <deck> deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann has <cash>
      And the bank has paid out <amount>

      Examples:
        | deck            | card                      | start          | d1 | d2 | amount | cash   | at |
        | Chance          | bank-pays-you-dividend    | Go             | 3  | 4  | $50    | $1,550 | 7  |
        | Chance          | building-loan-matures     | Go             | 3  | 4  | $150   | $1,650 | 7  |
        | Community Chest | bank-error-in-your-favour | Vermont Avenue | 4  | 5  | $200   | $1,700 | 17 |
        | Community Chest | sale-of-stock             | Vermont Avenue | 4  | 5  | $50    | $1,550 | 17 |
        | Community Chest | holiday-fund-matures      | Vermont Avenue | 4  | 5  | $100   | $1,600 | 17 |
        | Community Chest | income-tax-refund         | Vermont Avenue | 4  | 5  | $20    | $1,520 | 17 |
        | Community Chest | life-insurance-matures    | Vermont Avenue | 4  | 5  | $100   | $1,600 | 17 |
        | Community Chest | consultancy-fee           | Vermont Avenue | 4  | 5  | $25    | $1,525 | 17 |
        | Community Chest | beauty-contest            | Vermont Avenue | 4  | 5  | $10    | $1,510 | 17 |
        | Community Chest | you-inherit               | Vermont Avenue | 4  | 5  | $100   | $1,600 | 17 |

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario Outline: <card> costs Ann <amount>, paid to the bank
      Given the <deck> deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann has <cash>
      And the bank has gained <amount>

      Examples:
        | deck            | card          | start          | d1 | d2 | amount | cash   | at |
        | Chance          | speeding-fine | Go             | 3  | 4  | $15    | $1,485 | 7  |
        | Community Chest | doctors-fee   | Vermont Avenue | 4  | 5  | $50    | $1,450 | 17 |
        | Community Chest | hospital-fees | Vermont Avenue | 4  | 5  | $100   | $1,400 | 17 |
        | Community Chest | school-fees   | Vermont Avenue | 4  | 5  | $50    | $1,450 | 17 |

    Scenario: a card charge beyond Ann's cash becomes a debt to the bank
      Hospital fees are $100 and Ann has $40: she owes the whole $100 until she raises it.

      Given Ann has $40
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100
      And Ann has $40

  @veropoly @VP-CARD-03 @ruling
  Rule: Repair cards charge for every house and hotel the drawer owns
    Chance's general repairs cost $25 a house and $100 a hotel; Community Chest's street repairs
    $40 a house and $115 a hotel. A hotel counts as one hotel, not as houses as well.

    @CL-CARD-02 @classic @classic-timed
    Scenario Outline: <card> on four houses and a hotel costs <charge>
      Four houses and one hotel: <houses> + <hotel> = <charge>.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And the <deck> deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "<card>" (see VP-CARD-04, CL-CARD-01)
      And Ann has <cash>
      And the bank has gained <charge>

      Examples:
        | deck            | card            | start          | d1 | d2 | houses | hotel | charge | cash   | at |
        | Chance          | general-repairs | Go             | 3  | 4  | $100   | $100  | $200   | $1,300 | 7  |
        | Community Chest | street-repairs  | Vermont Avenue | 4  | 5  | $160   | $115  | $275   | $1,225 | 17 |

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: other players' buildings are not the drawer's repairs
      Given Bob owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      And the Chance deck has "general-repairs" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "general-repairs" (see VP-CARD-04, CL-CARD-01)
      And every player has $1,500
      And the bank's cash is unchanged

  @CL-CARD-02 @classic-short @ruling
  Rule: In the short game the repair cards charge for each house and each hotel, a hotel standing on three houses
    A hotel follows three houses there, and those three go back to the bank: the hotel is charged
    once, at the hotel rate, not as three houses as well; the houses on the other street are
    charged at the house rate.

    Scenario Outline: <card> on three houses and a hotel costs <charge>
      Three houses and one hotel: <houses> + <hotel> = <charge>.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 3 houses
      And Baltic Avenue has a hotel
      And the <deck> deck has "<card>" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see CL-MOVE-02)
      And Ann drew "<card>" (see CL-CARD-01)
      And Ann has <cash>
      And the bank has gained <charge>

      Examples:
        | deck            | card            | start          | d1 | d2 | houses | hotel | charge | cash   | at |
        | Chance          | general-repairs | Go             | 3  | 4  | $75    | $100  | $175   | $1,325 | 7  |
        | Community Chest | street-repairs  | Vermont Avenue | 4  | 5  | $120   | $115  | $235   | $1,265 | 17 |

  @veropoly @VP-CARD-03 @ruling
  Rule: Some cards move money between the players themselves

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: Chairman of the Board: Ann pays each other player $50
      Given the Chance deck has "elected-chairman-of-the-board" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "elected-chairman-of-the-board" (see VP-CARD-04, CL-CARD-01)
      And Ann has $1,400
      And Bob has $1,550
      And Cid has $1,550
      And the bank's cash is unchanged

    @CL-CARD-02 @classic @classic-short @classic-timed
    Scenario: It is your birthday: each other player pays Ann $10
      Given the Community Chest deck has "its-your-birthday" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "its-your-birthday" (see VP-CARD-04, CL-CARD-01)
      And Ann has $1,520
      And Bob has $1,490
      And Cid has $1,490
      And the bank's cash is unchanged

    Scenario: Chairman of the Board pays nothing to a player out of the game
      Cid has gone bankrupt to the bank with no cash left: Ann pays Bob alone.

      Given Cid has $0
      And Cid owes the bank $200
      When Cid declares bankruptcy (see VP-DEBT-02)
      Given the Chance deck has "elected-chairman-of-the-board" on top
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "elected-chairman-of-the-board" (see VP-CARD-04, CL-CARD-01)
      And Ann has $1,450
      And Bob has $1,550
      And Cid has $0
      And the bank's cash is unchanged

    Scenario: It is your birthday collects nothing from a player out of the game
      Cid has gone bankrupt to the bank with no cash left: only Bob pays Ann, and Cid owes nothing.

      Given Cid has $0
      And Cid owes the bank $200
      When Cid declares bankruptcy (see VP-DEBT-02)
      Given the Community Chest deck has "its-your-birthday" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "its-your-birthday" (see VP-CARD-04, CL-CARD-01)
      And Ann has $1,510
      And Bob has $1,490
      And Cid has $0
      And Cid owes nothing
      And the bank's cash is unchanged

    Scenario: a player who cannot pay the birthday present owes it to the drawer
      Cid has only $5, so his $10 becomes a debt to Ann; Bob pays his at once.

      Given Cid has $5
      And the Community Chest deck has "its-your-birthday" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "its-your-birthday" (see VP-CARD-04, CL-CARD-01)
      And Cid owes Ann $10
      And Cid has $5
      And Bob has $1,490
      And Ann has $1,510

  @veropoly @VP-CARD-03 @VP-JAIL-02 @VP-JAIL-15 @ruling
  Rule: Go to the Break Room sends the token straight there, never past Go

    Scenario Outline: the <deck> card puts Ann on break with no salary
      From space <from>, the Break Room (10) lies beyond Go, but the token is put there directly.

      Given the <deck> deck has "go-to-the-break-room" on top
      And Ann is on <start>
      When Ann rolls 1 and 3
      Then Ann landed on space <from> (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-to-the-break-room" (see VP-CARD-04, CL-CARD-01)
      And Ann is in the Break Room
      And Ann received no Go salary
      And Ann has $1,500
      And Bob is next to roll

      Examples:
        | deck            | start                 | from |
        | Chance          | North Carolina Avenue | 36   |
        | Community Chest | Marvin Gardens        | 33   |

    @VP-DBL-07
    Scenario: sent to the Break Room by a card reached with doubles, Ann throws no more
      Free Parking (20) to Chance (22) is 1 and 1.

      Given the Chance deck has "go-to-the-break-room" on top
      And Ann is on Free Parking
      When Ann rolls 1 and 1
      Then Ann landed on space 22 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-to-the-break-room" (see VP-CARD-04, CL-CARD-01)
      And Ann is in the Break Room
      And Bob is next to roll
      When Ann tries to roll 2 and 3
      Then it is rejected with "not_your_turn"
      And Ann is in the Break Room

  @CL-GO-02 @classic @classic-short @classic-timed
  Rule: Passing Go by the dice and then drawing Advance to Go pays $400 in one turn
    The book: "It is possible to collect $400 if a player passes GO via the throw of the dice (and
    receives $200) and lands on either Chance or Community Chest square", and the card drawn there
    is Advance to Go.

    Scenario Outline: over Go to <deck> at space <at>, then Advance to Go: $200 twice
      <start> to space <at> is <d1> and <d2>, past Go; the card brings Ann round to Go again.

      Given the <deck> deck has "advance-to-go" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see CL-MOVE-02)
      And Ann drew "advance-to-go" (see CL-CARD-01)
      And Ann is on Go (see CL-CARD-02)
      And Ann has $1,900
      And the bank has paid out $400

      Examples:
        | deck            | start     | d1 | d2 | at |
        | Community Chest | Boardwalk | 1  | 2  | 2  |
        | Chance          | space 36  | 5  | 6  | 7  |

  @CL-JAIL-02 @classic @classic-short @classic-timed
  Rule: A Go to Jail card sends the player who draws it to Jail

    Scenario Outline: the Go to Jail card from <deck> puts Ann in Jail
      Given the <deck> deck has "go-to-jail" on top
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <at> (see CL-MOVE-02)
      And Ann drew "go-to-jail" (see CL-CARD-01)
      And Ann is in the Break Room
      And Ann is on Jail

      Examples:
        | deck            | start          | d1 | d2 | at |
        | Chance          | Go             | 3  | 4  | 7  |
        | Community Chest | Vermont Avenue | 4  | 5  | 17 |
