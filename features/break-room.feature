Feature: The Break Room
  The Break Room (space 10) is veropoly's jail. You are sent there on an Extended Lunch Break by
  stopping on Take an Extended Lunch Break (space 30), by a card, or by a third doubles in one
  turn; being sent there never passes Go. Stopping on the Break Room with an ordinary throw is
  only a visit.

  On break you still collect your rent, build and trade, but your token stays put. On your turn,
  before throwing, you may pay the $50 fine or use an End your Extended Lunch Break card, and then
  throw and move as usual. Or you throw for doubles: doubles get you out and move you by that
  throw, with no extra throw for them. Fail three times and the third failure costs you the $50
  anyway, and you move by that throw; if you cannot pay, you owe the bank.

  From the Break Room, 3 and 3 reaches St. James Place (16), 5 and 5 Free Parking (20), 4 and 6
  Free Parking too, and 1 and 2 States Avenue (13).

  The classic games call it Jail, sent there by Go to Jail, and the card Get Out of Jail Free. The
  long game works as above, except that the fine may be paid before rolling only on the first two
  turns in Jail, and that a jailed player may also buy another player's card and use it. In the short game the player always leaves on the next turn: by the card, by doubles,
  by paying $50 before rolling, or, after a failed roll, by paying the $50 then and moving by that
  roll. Rules tagged only for veropoly are veropoly's; the rules at the end are the classic ones.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-JAIL-01 @VP-JAIL-03 @ruling @CL-JAIL-01 @classic @classic-short @classic-timed
  Rule: Take an Extended Lunch Break sends the player to the Break Room
    The rulebook mixes in the classic names (Jail, Go to Jail, Get Out of Jail Free); they name
    this same space, square and card.

    Scenario: stopping on space 30 puts Ann on break on space 10, and her turn is over
      Given Ann is on Free Parking
      When Ann rolls 4 and 6
      Then Ann landed on space 30 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is on space 10
      And Ann is in the Break Room
      And Bob is next to roll
      And the last action's events include, in order:
        | event        |
        | landed       |
        | sent_to_jail |

  @veropoly @VP-JAIL-02 @VP-JAIL-15 @VP-CARD-03 @ruling @CL-JAIL-02 @CL-JAIL-09 @classic @classic-short @classic-timed
  Rule: A card can send the player to the Break Room, without passing Go
    From Chance at 36 the Break Room lies past Go; the token goes there directly, so no salary.

    Scenario: the Chance card from space 36 puts Ann on break with no salary
      Given the Chance deck has "go-to-the-break-room" on top
      And Ann is on North Carolina Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 36 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "go-to-the-break-room" (see VP-CARD-04, CL-CARD-01)
      And Ann is in the Break Room
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-JAIL-04 @CL-JAIL-11 @classic @classic-short @classic-timed
  Rule: Stopping on the Break Room with an ordinary throw is only a visit

    Scenario: a throw onto space 10 costs nothing and passes the dice on
      When Ann rolls 4 and 6
      Then Ann landed on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Ann is just visiting
      And Ann has $1,500
      And the bank's cash is unchanged
      And Bob is next to roll

    Scenario: a visitor simply moves on at her next turn
      A player on break would stay put on 2 and 3; a visitor goes on to Pennsylvania Port (15).

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 2 and 3
      Then Ann is on Pennsylvania Port
      And Ann must decide whether to buy Pennsylvania Port
      And Ann has $1,500

  @veropoly @VP-JAIL-05 @CL-JAIL-13 @classic @classic-short @classic-timed
  Rule: A player on break still collects rent

    Scenario: Ann, on break, asks Bob for the rent on her Boardwalk
      Given Ann owns Boardwalk
      And Ann is in the Break Room
      And it is Bob's turn to roll
      And Bob is on Short Line Port
      When Bob rolls 1 and 3
      Then Bob landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Bob to Ann is $50
      When Ann asks Bob for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,550
      And Bob has $1,450
      And Ann is in the Break Room

    Scenario: sent on break by her own throw, Ann still collects on her port
      Given Ann owns Reading Port
      And Ann is on Free Parking
      When Ann rolls 4 and 6
      Then Ann is in the Break Room (see VP-JAIL-01, CL-JAIL-01)
      When Bob rolls 2 and 3
      Then the rent due from Bob to Ann is $25
      When Ann asks Bob for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,525
      And Bob has $1,475
      And Ann is in the Break Room

  @VP-JAIL-06 @CL-JAIL-12
  Rule: A player on break still builds and trades

    @veropoly @classic @classic-timed
    Scenario: Ann builds a house on her own turn, after a throw that leaves her on break
      Her throw is not doubles, so she stays on break; the rest of her turn is hers to build in.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Ann is in the Break Room
      When Ann rolls 2 and 3
      Then Ann is in the Break Room (see VP-JAIL-07, CL-JAIL-03)
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Ann has $1,450 (see VP-BLD-05, CL-BLD-05)
      And Ann is in the Break Room

    @classic-short
    Scenario: Ann, in Jail, builds a house during Bob's turn
      In the short game Ann leaves Jail on her next turn whatever she throws, so she is in Jail only
      while the others play: that is when she builds.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Ann is in the Break Room
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Ann has $1,450 (see CL-BLD-05)
      And Ann is in the Break Room

    @veropoly @classic @classic-short @classic-timed
    Scenario: Ann, on break, accepts Bob's offer of a port
      Given Bob owns Reading Port
      And Ann is in the Break Room
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob offers Ann Reading Port for $150
      And Ann accepts the offer
      Then Ann owns Reading Port (see VP-TRADE-04, CL-SELL-01)
      And Ann has $1,350 (see VP-TRADE-04, CL-SELL-01)
      And Bob has $1,650 (see VP-TRADE-04, CL-SELL-01)
      And Ann is in the Break Room

  @veropoly @VP-JAIL-07
  Rule: On break, the token does not move

    @CL-JAIL-03 @classic @classic-timed
    Scenario: a throw without doubles leaves Ann where she is, and the dice pass on
      Given Ann is in the Break Room
      When Ann rolls 2 and 3
      Then Ann is in the Break Room
      And Ann has failed 1 roll in the Break Room
      And no purchase decision is pending
      And Ann has $1,500
      And Bob is next to roll

    @VP-JAIL-11 @CL-JAIL-03 @classic @classic-timed
    Scenario: the first two failures cost nothing and are counted
      Given Ann is in the Break Room
      When Ann rolls 2 and 3
      And Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 1 and 3
      Then Ann has failed 2 rolls in the Break Room
      And Ann is in the Break Room
      And Ann has $1,500

  @veropoly @VP-JAIL-08
  Rule: Throwing doubles ends the break

    @CL-JAIL-03 @CS-JAIL-03 @classic @classic-short @classic-timed
    Scenario: doubles get Ann out and move her by that throw, free of charge
      Given Ann is in the Break Room
      When Ann rolls 3 and 3
      Then Ann is not in the Break Room
      And Ann is on St. James Place (see VP-JAIL-12, CL-JAIL-04)
      And Ann must decide whether to buy St. James Place
      And Ann has $1,500
      And the last action's events include, in order:
        | event       |
        | dice_rolled |
        | left_jail   |
        | moved       |

    @VP-JAIL-11 @CL-JAIL-03 @classic @classic-timed
    Scenario: doubles on the third try still get Ann out free
      Given Ann has failed 2 rolls in the Break Room
      When Ann rolls 5 and 5
      Then Ann is on Free Parking (see VP-JAIL-12, CL-JAIL-04)
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-JAIL-12 @ruling
  Rule: The doubles that end a break earn no further throw

    @CL-JAIL-04 @classic @classic-short @classic-timed
    Scenario: after leaving on doubles, the dice pass to the next player
      Given Ann is in the Break Room
      When Ann rolls 5 and 5
      Then Ann is on Free Parking
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
      And Ann is on Free Parking

    @CL-JAIL-04 @classic @classic-timed
    Scenario: doubles on the third try earn no further throw either
      Given Ann has failed 2 rolls in the Break Room
      When Ann rolls 5 and 5
      Then Ann is on Free Parking (see VP-JAIL-08, CL-JAIL-03)
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
      And Ann is on Free Parking

  @veropoly @VP-JAIL-10
  Rule: Paying the $50 fine ends the break

    @CS-JAIL-04 @classic-short
    Scenario: the fine goes to the bank and Ann is out at once
      Given Ann is in the Break Room
      When Ann pays the fine
      Then Ann is just visiting
      And Ann has $1,450
      And the bank has gained $50
      And the last action's events include, in order:
        | event     |
        | fine_paid |
        | left_jail |

    @CS-JAIL-04 @classic-short
    Scenario: with exactly $50, Ann pays the fine and keeps nothing
      Given Ann is in the Break Room
      And Ann has $50
      When Ann pays the fine
      Then Ann is just visiting
      And Ann has $0
      And the bank has gained $50

    @ruling
    Scenario Outline: a player with <cash> in hand cannot choose to pay the fine
      Given Ann is in the Break Room
      And Ann has <cash>
      When Ann tries to pay the fine
      Then it is rejected with "insufficient_cash"
      And Ann is in the Break Room
      And Ann has <cash>
      And the bank's cash is unchanged

      Examples:
        | cash |
        | $30  |
        | $49  |

  @veropoly @VP-JAIL-09
  Rule: An End your Extended Lunch Break card ends the break

    @VP-JAIL-13 @ruling @CS-JAIL-02 @CS-JAIL-06 @classic-short
    Scenario: Ann uses her card, then throws and moves as usual
      Given Ann is in the Break Room
      And Ann holds a jail card from the Chance deck
      When Ann uses her card to leave the Break Room
      Then Ann is just visiting
      And Ann holds no jail card
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see VP-JAIL-13, CS-JAIL-06)
      And Ann has $1,500

    @VP-JAIL-03 @VP-CARD-06 @ruling
    Scenario: the card drawn on the way in is the card that lets Ann out
      Free Parking to Chance (22) is 1 and 1, where Ann draws and keeps the card; 3 and 5 then
      takes her to Take an Extended Lunch Break (30).

      Given the Chance deck has "end-your-extended-lunch-break" on top
      And Ann is on Free Parking
      When Ann rolls 1 and 1
      Then Ann landed on space 22 (see VP-MOVE-01)
      And Ann drew "end-your-extended-lunch-break" (see VP-CARD-04)
      When Ann rolls 3 and 5
      Then Ann is in the Break Room
      And Ann holds 1 jail card
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      When Ann uses her card to leave the Break Room
      Then Ann is just visiting
      And Ann holds no jail card

  @veropoly @VP-JAIL-13 @ruling
  Rule: The fine or the card comes before the throw, which then counts as usual

    @VP-JAIL-10 @CS-JAIL-06 @classic-short
    Scenario: after paying, Ann throws doubles and, unlike a doubles exit, throws again
      $1,500 - $50 fine - $180 for St. James Place = $1,270.

      Given Ann is in the Break Room
      When Ann pays the fine (see VP-JAIL-10, CS-JAIL-04)
      Then Ann has $1,450 (see VP-JAIL-10, CS-JAIL-04)
      When Ann rolls 3 and 3
      Then Ann is on St. James Place (see VP-JAIL-13, CS-JAIL-06)
      When Ann buys it
      Then Ann is next to roll
      And Ann has $1,270 (see VP-BUY-04, CL-BUY-01)

    Scenario: once Ann has thrown and failed, it is too late to pay this turn
      Given Ann is in the Break Room
      When Ann rolls 2 and 3
      And Ann tries to pay the fine
      Then it is rejected with "not_your_turn"
      And Ann is in the Break Room
      And Ann has $1,500

    Scenario Outline: Ann cannot <action> during Bob's turn
      Given Ann is in the Break Room
      And Ann holds a jail card from the Chance deck
      And it is Bob's turn to roll
      When Ann tries to <action>
      Then it is rejected with "not_your_turn"
      And Ann is in the Break Room
      And Ann holds 1 jail card
      And Ann has $1,500

      Examples:
        | action                                |
        | pay the fine                          |
        | use her card to leave the Break Room  |

    Scenario Outline: Ann, not on break, cannot <action>
      Given Ann holds a jail card from the Chance deck
      When Ann tries to <action>
      Then it is rejected with "not_in_jail"
      And Ann holds 1 jail card
      And Ann has $1,500
      And Ann is on Go

      Examples:
        | action                                |
        | pay the fine                          |
        | use her card to leave the Break Room  |

    @VP-JAIL-09 @CL-JAIL-05 @classic @classic-short @classic-timed
    Scenario: without a card there is no card to use
      Given Ann is in the Break Room
      When Ann tries to use her card to leave the Break Room
      Then it is rejected with "no_card"
      And Ann is in the Break Room

  @veropoly @VP-JAIL-11
  Rule: The failed throws are counted afresh on each stay
    "Three consecutive turns" are turns of one stay in the Break Room.

    Scenario: a new stay starts its count at zero
      Ann leaves on doubles after two failures; sent back on a later turn, her first failure of
      the new stay is her first, not her third, and costs nothing.

      Given Ann has failed 2 rolls in the Break Room
      When Ann rolls 5 and 5
      Then Ann is on Free Parking (see VP-JAIL-08)
      When Bob rolls 4 and 6 (see VP-JAIL-12)
      And Cid rolls 4 and 6
      And Ann rolls 4 and 6
      Then Ann is in the Break Room (see VP-JAIL-01)
      When Bob rolls 4 and 6
      And Cid rolls 4 and 6
      And Ann rolls 2 and 3
      Then Ann has failed 1 roll in the Break Room
      And Ann is in the Break Room (see VP-JAIL-07)
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-JAIL-11 @VP-JAIL-14 @ruling
  Rule: The third failed throw costs the $50 fine, and the player moves by that throw

    @CL-JAIL-08 @classic @classic-timed
    Scenario: the third failure takes the fine and moves Ann on
      Given Ann has failed 2 rolls in the Break Room
      When Ann rolls 4 and 6
      Then Ann is not in the Break Room
      And Ann is on Free Parking (see VP-JAIL-14, CL-JAIL-08)
      And Ann has $1,450
      And the bank has gained $50
      And the last action's events include, in order:
        | event       |
        | dice_rolled |
        | fine_paid   |
        | moved       |

    @CL-JAIL-08 @classic @classic-timed
    Scenario: the space reached by the third throw is dealt with as usual
      Bob's States Avenue rents for $10.

      Given Bob owns States Avenue
      And Ann has failed 2 rolls in the Break Room
      When Ann rolls 1 and 2
      Then Ann is on States Avenue (see VP-JAIL-14, CL-JAIL-08)
      And the rent due from Ann to Bob is $10
      And the bank has gained $50

  @veropoly @VP-JAIL-16 @ruling
  Rule: A forced fine Ann cannot pay is a debt to the bank

    Scenario: with $20, Ann owes the bank the $50, still moves, and holds up the next throw
      Given Ann has failed 2 rolls in the Break Room
      And Ann has $20
      When Ann rolls 4 and 6
      Then Ann owes the bank $50
      And Ann has $20
      And Ann is on Free Parking (see VP-JAIL-14)
      When Bob tries to roll 4 and 6
      Then it is rejected with "debt_pending"

    Scenario: with $49, a dollar short, Ann owes the whole fine and pays none of it
      Given Ann has failed 2 rolls in the Break Room
      And Ann has $49
      When Ann rolls 4 and 6
      Then Ann owes the bank $50
      And Ann has $49
      And the bank's cash is unchanged

    Scenario Outline: with <cash>, the fine or a dollar more, the forced fine is paid at once
      Given Ann has failed 2 rolls in the Break Room
      And Ann has <cash>
      When Ann rolls 4 and 6
      Then Ann owes nothing
      And Ann has <left>
      And the bank has gained $50
      And the last action's events include no "debt_owed"

      Examples:
        | cash | left |
        | $50  | $0   |
        | $51  | $1   |

    Scenario: Ann raises the money and the fine is paid off
      Mortgaging Boardwalk brings $200: $20 + $200 - $50 = $170.

      Given Ann owns Boardwalk
      And Ann has failed 2 rolls in the Break Room
      And Ann has $20
      When Ann rolls 4 and 6
      Then Ann landed on Free Parking (see VP-MOVE-01)
      And Ann owes the bank $50
      When Ann mortgages Boardwalk
      Then Ann owes nothing
      And Ann has $170 (see VP-MORT-02)

  @CL-JAIL-09 @classic @classic-short @classic-timed
  Rule: On the way to Jail the $200 is not collected
    From Go to Jail (space 30) the token goes straight to Jail (space 10). Going round the board
    that way would pass GO, but a player heading to Jail collects nothing.

    Scenario: Ann lands on Go to Jail and is not paid for passing GO on the way
      Given Ann is on Free Parking
      When Ann rolls 4 and 6
      Then Ann landed on Go to Jail (see CL-MOVE-02)
      And Ann is in jail (see CL-JAIL-01)
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

  @CL-JAIL-10 @classic @classic-short @classic-timed
  Rule: Going to Jail ends the turn, even after doubles
    Doubles would normally earn another roll; once the player is sent to Jail the turn is over,
    and the next player rolls.

    Scenario: doubles onto Go to Jail earn no further roll
      Free Parking (20) and 5 and 5 reach Go to Jail (30).

      Given Ann is on Free Parking
      When Ann rolls 5 and 5
      Then Ann landed on Go to Jail (see CL-MOVE-02)
      And Ann is in jail (see CL-JAIL-01)
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
      And Ann is in jail
      And Ann is on Jail
      And Ann has $1,500

    Scenario: doubles onto a Go to Jail card earn no further roll
      Free Parking (20) and 1 and 1 reach Chance (22), where the top card sends Ann to Jail.

      Given the Chance deck has "go-to-jail" on top
      And Ann is on Free Parking
      When Ann rolls 1 and 1
      Then Ann landed on space 22 (see CL-MOVE-02)
      And Ann drew "go-to-jail" (see CL-CARD-01)
      And Ann is in jail (see CL-JAIL-02)
      And Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "not_your_turn"
      And Ann is in jail
      And Ann is on Jail

  @CL-JAIL-05 @classic @classic-short @classic-timed
  Rule: A Get Out of Jail Free card of one's own gets its holder out of Jail
    The card costs nothing to use; once used it goes back under its deck.

    Scenario: Ann uses her card and is out of Jail, free of charge
      Given Ann is in jail
      And Ann holds a jail card from the Chance deck
      When Ann uses her card to leave jail
      Then Ann is just visiting
      And Ann holds no jail card
      And Ann has $1,500
      And the bank's cash is unchanged
      And the Chance deck has 16 cards (see CL-CARD-05)
      And the bottom card of the Chance deck is "get-out-of-jail-free" (see CL-CARD-05)
      And the card went back to the Chance deck (see CL-CARD-05)

    @classic @classic-timed
    Scenario Outline: after <failed> failed rolls in Jail, Ann's card still gets her out
      Given Ann has failed <failed> rolls in jail
      And Ann holds a jail card from the Community Chest deck
      When Ann uses her card to leave jail
      Then Ann is just visiting
      And Ann holds no jail card
      And Ann has $1,500
      And the bank's cash is unchanged
      And the card went back to the Community Chest deck (see CL-CARD-05)

      Examples:
        | failed |
        | 1      |
        | 2      |

  @CL-JAIL-06 @CS-JAIL-02 @ruling
  Rule: A jailed player may buy another player's Get Out of Jail Free card, if the holder will sell, and use it
    To "bid on" the card is to make its holder an offer, at a price the two agree on. The holder
    may refuse: nobody has to sell a Get Out of Jail Free card.

    @classic @classic-timed
    Scenario: Bob refuses to sell his card, and Ann stays in Jail with her money
      On her own turn, after a throw that leaves her in Jail, Ann offers to buy Bob's card.

      Given Ann is in jail
      And Bob holds a jail card from the Chance deck
      When Ann rolls 2 and 3
      Then Ann is in jail (see CL-JAIL-03)
      When Ann offers Bob $30 for his jail card
      And Bob declines the offer
      Then Bob holds 1 jail card
      And Ann holds no jail card
      And Ann has $1,500
      And Bob has $1,500
      And Ann is in jail
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann tries to use her card to leave jail
      Then it is rejected with "no_card"
      And Ann is in jail

    @classic @classic-timed
    Scenario: Ann buys Bob's card for $40 and uses it to leave Jail
      On her own turn, after a throw that leaves her in Jail, Ann buys Bob's card; she uses it at the
      start of her next turn.

      Given Ann is in jail
      And Bob holds a jail card from the Chance deck
      When Ann rolls 2 and 3
      Then Ann is in jail (see CL-JAIL-03)
      When Ann offers Bob $40 for his jail card
      And Bob accepts the offer
      Then Ann holds 1 jail card (see CL-CARD-06)
      And Bob holds no jail card (see CL-CARD-06)
      And Ann has $1,460 (see CL-CARD-06)
      And Bob has $1,540 (see CL-CARD-06)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann uses her card to leave jail
      Then Ann is just visiting
      And Ann holds no jail card
      And Ann has $1,460

    @classic-short
    Scenario: Bob refuses to sell his card, and Ann stays in Jail with her money
      In the short game Ann leaves Jail on her next turn whatever happens, so she makes her offer
      before that turn's throw: Bob and Cid take their turns, then Ann offers to buy Bob's card.

      Given Ann is in jail
      And Bob holds a jail card from the Chance deck
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann offers Bob $30 for his jail card
      And Bob declines the offer
      Then Bob holds 1 jail card
      And Ann holds no jail card
      And Ann has $1,500
      And Bob has $1,500
      And Ann is in jail
      When Ann tries to use her card to leave jail
      Then it is rejected with "no_card"
      And Ann is in jail

    @classic-short
    Scenario: Ann buys Bob's card for $40 and uses it to leave Jail
      In the short game Ann buys the card before her next throw, the only moment she is still in
      Jail: Bob and Cid take their turns, then Ann buys Bob's card.

      Given Ann is in jail
      And Bob holds a jail card from the Chance deck
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see CL-MOVE-02)
      When Ann offers Bob $40 for his jail card
      And Bob accepts the offer
      Then Ann holds 1 jail card (see CL-CARD-06)
      And Bob holds no jail card (see CL-CARD-06)
      And Ann has $1,460 (see CL-CARD-06)
      And Bob has $1,540 (see CL-CARD-06)
      When Ann uses her card to leave jail
      Then Ann is just visiting
      And Ann holds no jail card
      And Ann has $1,460

  @CL-JAIL-12
  Rule: In Jail a player may also sell houses back to the Bank

    @classic @classic-timed
    Scenario: Ann, in Jail, sells her house on Baltic Avenue
      A brown house costs $50 and sells back for half: $25. Ann sells it on her own turn, after a
      throw that leaves her in Jail.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Ann is in jail
      When Ann rolls 2 and 3
      Then Ann is in jail (see CL-JAIL-03)
      When Ann sells a house on Baltic Avenue
      Then Baltic Avenue has no buildings
      And Ann has $1,525 (see CL-SELL-03)
      And Ann is in jail

    @classic-short
    Scenario: Ann, in Jail, sells her house on Baltic Avenue
      A brown house costs $50 and sells back for half: $25. In the short game Ann is in Jail only
      until her next turn, so she sells during Bob's.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Ann is in jail
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Ann sells a house on Baltic Avenue
      Then Baltic Avenue has no buildings
      And Ann has $1,525 (see CL-SELL-03)
      And Ann is in jail

  @CS-JAIL-01 @classic-short
  Rule: In the short game a jailed player always leaves Jail on the next turn
    Whatever happens on that turn, by card, by doubles, by paying or by a failed roll, the player
    ends it out of Jail.

    Scenario: Ann fails her only roll for doubles and is out of Jail all the same
      Given Ann is in jail
      When Ann rolls 4 and 6
      Then Ann is not in jail
      And Ann is on Free Parking (see CS-JAIL-06)
      And Bob is next to roll

  @CS-JAIL-05 @CS-JAIL-06 @ruling @classic-short
  Rule: In the short game a failed roll for doubles costs the $50 there and then, and the player moves by it
    The player may try for doubles first; if the roll fails, the $50 is paid in the same turn (it
    is not optional, since the player must leave), and the token moves by that roll. A player who
    cannot pay owes the $50 to the Bank.

    Scenario: Ann fails, pays $50 and moves by her roll
      Given Ann is in jail
      When Ann rolls 4 and 6
      Then Ann is not in jail (see CS-JAIL-01)
      And Ann has $1,450
      And the bank has gained $50
      And Ann is on Free Parking
      And the last action's events include, in order:
        | event       |
        | dice_rolled |
        | fine_paid   |
        | moved       |

    Scenario: the space reached by the failed roll is dealt with as usual
      Bob's States Avenue rents for $10.

      Given Bob owns States Avenue
      And Ann is in jail
      When Ann rolls 1 and 2
      Then Ann is on States Avenue
      And the rent due from Ann to Bob is $10 (see CL-RENT-01)
      And Ann has $1,450
      And the bank has gained $50

    Scenario: with only $20, Ann owes the Bank the $50 and still moves
      Given Ann is in jail
      And Ann has $20
      When Ann rolls 4 and 6
      Then Ann owes the bank $50
      And Ann has $20
      And Ann is on Free Parking
      When Bob tries to roll 4 and 6
      Then it is rejected with "debt_pending"
