Feature: Short and timed games
  The classic rulebook offers two quicker ways to play besides the long game.

  In the short game the Banker shuffles all the title deeds and deals three to each player
  before play begins, free of charge, on top of the usual $1,500; the deeds left over stay with
  the bank and are bought as usual. A hotel then needs only three houses on each street of the
  set. The game ends as soon as one player goes bankrupt: the players still in the game add up
  what they are worth (their cash, every deed at its printed price, a mortgaged deed at half of
  it, houses at what they cost, and a hotel at its cost plus the three houses turned in for it)
  and the richest wins. Players equally rich share the win; the bankrupt player is not counted,
  and a Get Out of Jail Free card is worth nothing.

  In the timed game the players agree on a playing time before they start (70 minutes unless
  they choose otherwise). The Banker deals two deeds to each player, and each pays the bank the
  printed prices. From then on the long game's rules apply. When the time is up the game ends,
  but a turn already begun is played to its end first; the richest player, counted as in the
  short game but with a hotel standing for four houses, wins. A player left alone before the
  time is up wins at once.

  @classic-short @CS-SETUP-01
  Rule: In the short game every player is dealt three title deeds before play begins

    Scenario: the shuffle gives each player three deeds, no deed to two players
      Given a game with Ann, Bob and Cid, the deeds dealt by the shuffle
      Then every player holds 3 deeds
      And Ann and Bob hold different deeds
      And Ann and Cid hold different deeds
      And Bob and Cid hold different deeds

  @classic-short @CS-SETUP-02
  Rule: The three deeds of the short game are free

    Scenario: after the deal every player still has $1,500
      Given a game with Ann, Bob and Cid, the deeds dealt by the shuffle
      Then every player holds 3 deeds (see CS-SETUP-01)
      And every player has $1,500

  @classic-short @CS-SETUP-03 @ruling
  Rule: The short game's deal draws on all 28 deeds, and the deeds left over stay with the bank
    The rulebook says only "the Title Cards": railroads and utilities are dealt as well as
    streets. The deal comes on top of the usual $1,500, and the deeds nobody was dealt are for
    sale from the bank as in any game.

    Scenario: railroads and utilities can be dealt, and an undealt street is for sale
      Six deeds are dealt to two players; 22 of the 28 stay with the bank. Ann's throw of 3 and
      5 takes her to Vermont Avenue, which nobody was dealt.

      Given a game with Ann and Bob, dealt these deeds:
        | player | deeds                                             |
        | Ann    | Boardwalk, Park Place and Baltic Avenue           |
        | Bob    | Reading Railroad, Water Works and Oriental Avenue |
      Then Bob owns Reading Railroad
      And Bob owns Water Works
      And Ann owns Boardwalk
      And the bank still holds 22 deeds
      And nobody owns Vermont Avenue
      And Ann has $1,500 (see CS-SETUP-02)
      When Ann rolls 3 and 5
      Then Ann must decide whether to buy Vermont Avenue for $100 (see CL-BUY-01)

    Scenario: with three players, 19 deeds stay with the bank
      Given a game with Ann, Bob and Cid, the deeds dealt by the shuffle
      Then every player holds 3 deeds (see CS-SETUP-01)
      And the bank still holds 19 deeds

  @classic-timed @CT-SETUP-01
  Rule: In the timed game every player is dealt two title deeds before play begins

    Scenario: the shuffle gives each player two deeds, no deed to two players
      Given a game with Ann, Bob and Cid, the deeds dealt by the shuffle
      Then every player holds 2 deeds
      And Ann and Bob hold different deeds
      And Ann and Cid hold different deeds
      And Bob and Cid hold different deeds

  @classic-timed @CT-SETUP-02
  Rule: In the timed game each player pays the bank the printed prices of the two deeds dealt

    Scenario: Ann pays $460 for Boardwalk and Baltic Avenue, Bob $350 for a railroad and a utility
      Boardwalk $400 and Baltic Avenue $60; Reading Railroad $200 and Water Works $150.

      Given a game with Ann and Bob, dealt these deeds:
        | player | deeds                                |
        | Ann    | Boardwalk and Baltic Avenue          |
        | Bob    | Reading Railroad and Water Works     |
      Then Ann owns Boardwalk (see CT-SETUP-01)
      And Bob owns Water Works (see CT-SETUP-01)
      And Ann has $1,040
      And Bob has $1,150

  @classic-timed @CT-SETUP-03 @ruling
  Rule: The timed game's deal draws on all 28 deeds, and the deeds left over stay with the bank
    As in the short game: railroads and utilities are dealt as well as streets, the deeds are
    paid for out of the usual $1,500, and the deeds nobody was dealt are for sale from the bank.

    Scenario: railroads and utilities can be dealt, and an undealt street is for sale
      Four deeds are dealt to two players; 24 of the 28 stay with the bank.

      Given a game with Ann and Bob, dealt these deeds:
        | player | deeds                                |
        | Ann    | Boardwalk and Baltic Avenue          |
        | Bob    | Reading Railroad and Water Works     |
      Then Bob owns Reading Railroad
      And Bob owns Water Works
      And the bank still holds 24 deeds
      And nobody owns Vermont Avenue
      And Ann has $1,040 (see CT-SETUP-02)
      When Ann rolls 3 and 5
      Then Ann must decide whether to buy Vermont Avenue for $100 (see CL-BUY-01)

    Scenario: with three players, 22 deeds stay with the bank
      Given a game with Ann, Bob and Cid, the deeds dealt by the shuffle
      Then every player holds 2 deeds (see CT-SETUP-01)
      And the bank still holds 22 deeds

  @classic-timed @CT-TURN-01 @ruling
  Rule: After the deal, the timed game is played by the long game's rules
    The rulebook calls it a "Short game", yet says "The game then proceeds, as usual": the
    long game's rules apply, not the short game's. A hotel needs four houses on each street (the
    short game asks three), Income Tax offers the choice between $200 and 10%, and a player in
    Jail has three throws for doubles.

    Scenario: three houses on each street are not enough for a hotel, four are
      Given a game with Ann, Bob and Cid
      And Ann owns Park Place and Boardwalk
      And Park Place has 3 houses
      And Boardwalk has 3 houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann tries to build a hotel on Boardwalk
      Then it is rejected with "uneven_building"
      And Boardwalk has 3 houses
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann builds a house on Park Place (see CL-BLD-05)
      And Ann builds a house on Boardwalk (see CL-BLD-05)
      And Ann builds a hotel on Boardwalk
      Then Boardwalk has a hotel (see CL-BLD-08)

    Scenario: Income Tax lets the player choose how to pay
      Given a game with Ann, Bob and Cid
      When Ann rolls 1 and 3
      Then Ann landed on Income Tax (see CL-MOVE-02)
      And Ann must choose how to pay the tax
      And Ann has $1,500

    Scenario: a failed throw in Jail keeps the player there, at no cost
      Given a game with Ann, Bob and Cid
      And Ann is in the Break Room
      When Ann rolls 2 and 3
      Then Ann is in the Break Room
      And Ann has failed 1 roll in the Break Room
      And Ann has $1,500
      And Bob is next to roll

  @classic-short @CS-WIN-01
  Rule: The short game ends as soon as one player goes bankrupt

    Scenario: with three players, the first bankruptcy ends the game
      Ann owes the bank $500 and has only $100 and nothing to sell. Bob and Cid are both still in
      the game, but the game is over.

      Given a game with Ann, Bob and Cid
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      Then Ann is bankrupt (see CL-BKR-10)
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"
      When Cid tries to roll 4 and 6
      Then it is rejected with "game_over"
      And Bob is still in the game
      And Cid is still in the game

    Scenario: with three players, a player who cannot pay the Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob and Cid are both still in the game, but the game is over.

      Given a game with Ann, Bob and Cid
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      Then Ann is bankrupt (see CL-BKR-10)
      When Bob tries to roll 4 and 6
      Then it is rejected with "game_over"
      When Cid tries to roll 4 and 6
      Then it is rejected with "game_over"
      And Bob is still in the game
      And Cid is still in the game

  @classic-short @CS-WIN-02
  Rule: The players still in the short game count their cash

    Scenario: with nothing but cash, each player is worth the cash in hand
      Given a game with Ann, Bob and Cid
      And Bob has $1,700
      And Cid has $1,600
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,700
      And Cid's worth is $1,600

    Scenario: with nothing but cash, each player left after a Luxury Tax nobody could pay is worth the cash in hand
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.

      Given a game with Ann, Bob and Cid
      And Bob has $1,700
      And Cid has $1,600
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,700
      And Cid's worth is $1,600

  @classic-short @CS-WIN-03
  Rule: Land, railroads and utilities count at the price printed on the board

    Scenario: a railroad, a utility and a street add their printed prices
      Bob: $1,200 + Reading Railroad $200 + Water Works $150 + Baltic Avenue $60 = $1,610.

      Given a game with Ann, Bob and Cid
      And Bob owns Reading Railroad, Water Works and Baltic Avenue
      And Bob has $1,200
      And Cid has $1,600
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,610
      And Cid's worth is $1,600 (see CS-WIN-02)
      And the game is over and Bob wins (see CS-WIN-07)

    Scenario: a railroad, a utility and a street add their printed prices when a Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob: $1,200 + Reading Railroad $200 + Water Works $150 + Baltic Avenue $60 = $1,610.

      Given a game with Ann, Bob and Cid
      And Bob owns Reading Railroad, Water Works and Baltic Avenue
      And Bob has $1,200
      And Cid has $1,600
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,610
      And Cid's worth is $1,600 (see CS-WIN-02)
      And the game is over and Bob wins (see CS-WIN-07)

  @classic-short @CS-WIN-04
  Rule: A mortgaged deed counts at half its printed price

    Scenario: a mortgaged Park Place counts $175, not $350
      Bob: $1,500 + half of $350 = $1,675, short of Cid's $1,700.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place
      And Park Place is mortgaged
      And Cid has $1,700
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,675
      And Cid's worth is $1,700 (see CS-WIN-02)
      And the game is over and Cid wins (see CS-WIN-07)

    Scenario: a mortgaged Park Place counts $175 when a Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob: $1,500 + half of $350 = $1,675, short of Cid's $1,700.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place
      And Park Place is mortgaged
      And Cid has $1,700
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,675
      And Cid's worth is $1,700 (see CS-WIN-02)
      And the game is over and Cid wins (see CS-WIN-07)

  @classic-short @CS-WIN-05
  Rule: Houses count at what they cost

    Scenario: two $50 houses add $100
      Bob: $1,400 + Mediterranean and Baltic Avenue $60 each + two houses at $50 = $1,620.
      Cid: $1,500 + Oriental Avenue $100 = $1,600.

      Given a game with Ann, Bob and Cid
      And Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      And Bob has $1,400
      And Cid owns Oriental Avenue
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Cid's worth is $1,600 (see CS-WIN-03)
      And Bob's worth is $1,620
      And the game is over and Bob wins (see CS-WIN-07)

    Scenario: two $50 houses add $100 when a Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob: $1,400 + Mediterranean and Baltic Avenue $60 each + two houses at $50 = $1,620.
      Cid: $1,500 + Oriental Avenue $100 = $1,600.

      Given a game with Ann, Bob and Cid
      And Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      And Bob has $1,400
      And Cid owns Oriental Avenue
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Cid's worth is $1,600 (see CS-WIN-03)
      And Bob's worth is $1,620
      And the game is over and Bob wins (see CS-WIN-07)

  @classic-short @CS-WIN-06
  Rule: A hotel counts at its cost plus the three houses turned in for it

    Scenario: a hotel on Boardwalk counts $200 and three houses at $200
      Bob: $500 + Park Place $350 + Boardwalk $400 + hotel $200 + 3 x $200 = $2,050. Counting
      four houses for it, as in the long game, would make $2,250.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Bob has $500
      And Cid owns Oriental Avenue
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Cid's worth is $1,600 (see CS-WIN-03)
      And Bob's worth is $2,050

    Scenario: a hotel on Boardwalk counts $200 and three houses at $200 when a Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob: $500 + Park Place $350 + Boardwalk $400 + hotel $200 + 3 x $200 = $2,050. Counting
      four houses for it, as in the long game, would make $2,250.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Bob has $500
      And Cid owns Oriental Avenue
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Cid's worth is $1,600 (see CS-WIN-03)
      And Bob's worth is $2,050

  @classic-short @CS-WIN-07
  Rule: The richest player still in the short game wins

    Scenario: the richest wins, not the one with the most cash
      Bob has $1,650 in cash; Cid has $1,500 and Reading Railroad, $1,700 in all.

      Given a game with Ann, Bob and Cid
      And Bob has $1,650
      And Cid owns Reading Railroad
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,650 (see CS-WIN-02)
      And Cid's worth is $1,700 (see CS-WIN-03)
      And the game is over and Cid wins
      And the game is over and the winners are exactly Cid

    Scenario: the richest wins, not the one with the most cash, when a Luxury Tax ends the game
      Ann throws from Short Line (35) to Luxury Tax (38), $75, with $5 and nothing to sell.
      Bob has $1,650 in cash; Cid has $1,500 and Reading Railroad, $1,700 in all.

      Given a game with Ann, Bob and Cid
      And Bob has $1,650
      And Cid owns Reading Railroad
      And Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,650 (see CS-WIN-02)
      And Cid's worth is $1,700 (see CS-WIN-03)
      And the game is over and Cid wins
      And the game is over and the winners are exactly Cid

  @classic-short @CS-WIN-08 @ruling
  Rule: The bankrupt player is settled with first and not counted; a jail card is worth nothing; equally rich players share the win
    The rulebook does not say when the bankrupt player's assets change hands, how a tie is
    broken, or what a Get Out of Jail Free card is worth. The bankruptcy is settled before anyone
    counts, so a creditor counts what they received; the bankrupt player is not ranked; a jail
    card counts $0; and equal top worth is a shared win.

    Scenario: the creditor counts what the bankrupt player handed over, and the bankrupt player counts nothing
      Ann has $1,900 and owes Bob $2,000. Her $1,900 goes to Bob, who is then worth $3,400,
      ahead of Cid's $1,800. Counted before the settlement, Bob would have $1,500 and Ann $1,900.

      Given a game with Ann, Bob and Cid
      And Ann has $1,900
      And Cid has $1,800
      And Ann owes Bob $2,000
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob has $3,400 (see CL-BKR-03)
      And Bob's worth is $3,400
      And Cid's worth is $1,800 (see CS-WIN-02)
      And the game is over and Bob wins
      And the game is over and the winners are exactly Bob

    Scenario: the owner of the hotel Ann could not pay counts what she handed over
      Ann has $1,900 and lands on Bob's Boardwalk, whose hotel rents for $2,000. Her $1,900 goes to
      Bob, who is then worth $1,500 + $1,900 + Park Place $350 + Boardwalk $400 + the hotel $200
      and its three houses $600 = $4,950, ahead of Cid's $4,000. Counted before the settlement,
      Bob would be worth $3,050, behind Cid, and Ann $1,900.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Ann has $1,900
      And Cid has $4,000
      And Ann is on Short Line
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Ann to Bob is $2,000 (see CL-RENT-05)
      When Bob asks Ann for rent (see CL-RENT-07)
      Then Ann owes Bob $2,000 (see CL-BKR-01)
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob has $3,400 (see CL-BKR-03)
      And Bob's worth is $4,950
      And Cid's worth is $4,000 (see CS-WIN-02)
      And the game is over and Bob wins
      And the game is over and the winners are exactly Bob

    Scenario: a jail card adds nothing
      Bob and Cid both have $1,500; Bob also holds a Get Out of Jail Free card.

      Given a game with Ann, Bob and Cid
      And Bob holds a jail card from the Chance deck
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob holds 1 jail card
      And Bob's worth is $1,500
      And Cid's worth is $1,500 (see CS-WIN-02)
      And the game is over and Bob and Cid share the win

    Scenario: two players equally rich share the win, and the poorer and the bankrupt do not
      Given a game with Ann, Bob, Cid and Dee
      And Bob has $1,600
      And Cid has $1,600
      And Dee has $1,550
      And Ann has $100
      And Ann owes the bank $500
      When Ann declares bankruptcy (see CL-BKR-01)
      And Bob tries to roll 4 and 6
      Then it is rejected with "game_over" (see CS-WIN-01)
      And Bob's worth is $1,600 (see CS-WIN-02)
      And Cid's worth is $1,600 (see CS-WIN-02)
      And the game is over and Bob and Cid share the win

  @classic-timed @CT-TIME-01
  Rule: The timed game ends when the agreed time is up: 70 minutes unless the players chose otherwise
    The time runs on the game's clock. When it runs out between turns (the last throw settled,
    the next player yet to throw) the game ends at once.

    Scenario: the game goes on at 69 minutes and 59 seconds, and ends at 70
      Given a game with Ann, Bob and Cid
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 69 minutes and 59 seconds pass on the game's clock
      Then the game is not over
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When 1 second passes on the game's clock
      And Cid tries to roll 4 and 6
      Then it is rejected with "game_over"
      And Cid is on Go

    Scenario: players who agree on 30 minutes play on at 29 minutes and 59 seconds, and stop at 30
      Given a game with Ann, Bob and Cid, playing to a time limit of 30 minutes
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 29 minutes and 59 seconds pass on the game's clock
      Then the game is not over
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When 1 second passes on the game's clock
      And Cid tries to roll 4 and 6
      Then it is rejected with "game_over"
      And Cid is on Go

  @classic-timed @CT-TIME-02 @ruling
  Rule: A turn in progress when the time runs out is played to its end, then the game ends
    The rulebook does not say what happens to a turn begun before the time ran out. It is
    finished, re-rolls after doubles and decisions included, so that nothing is left half done.

    Scenario: a doubles throw still earns its second throw, and the game ends after it
      Ann throws doubles and is due a second throw when the time runs out.

      Given a game with Ann, Bob and Cid
      And Bob has $1,600
      When Ann rolls 5 and 5
      Then Ann is next to roll (see CL-DBL-01)
      When 70 minutes pass on the game's clock
      Then the game is not over
      And Ann is next to roll
      When Ann rolls 4 and 6
      Then Ann is on Free Parking (see CL-MOVE-02)
      When Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)
      And the game is over and Bob wins (see CT-WIN-01)

    Scenario: a purchase still to be decided is decided, and the game ends after it
      Given a game with Ann, Bob and Cid
      When Ann rolls 1 and 2
      Then Ann must decide whether to buy Baltic Avenue (see CL-BUY-01)
      When 70 minutes pass on the game's clock
      Then the game is not over
      And Ann must decide whether to buy Baltic Avenue
      When Ann buys it
      Then Ann owns Baltic Avenue (see CL-BUY-02)
      When Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)

  @classic-timed @CT-WIN-01
  Rule: When the time is up, the richest player wins

    Scenario: Bob, the richest, wins when the 70 minutes are up
      Given a game with Ann, Bob and Cid
      And Bob has $1,700
      And Cid has $1,600
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 70 minutes pass on the game's clock
      And Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)
      And Bob's worth is $1,700 (see CT-WIN-02)
      And Cid's worth is $1,600 (see CT-WIN-02)
      And the game is over and Bob wins
      And the game is over and the winners are exactly Bob

  @classic-timed @CT-WIN-02 @ruling
  Rule: The timed game counts worth as the short game does, a hotel standing for four houses; a lone survivor wins at once; equally rich players share
    The rulebook says only "the richest player": worth is counted as in the short game (cash,
    deeds at their printed price, mortgaged ones at half, buildings at cost), except that a hotel
    counts with the four houses turned in for it, since the long game's building rules apply. If
    every other player goes bankrupt before the time is up, the last one wins at once; equal top
    worth is a shared win.

    Scenario: deeds at their price, a mortgaged one at half, houses at cost
      Bob: $1,300 + Reading Railroad mortgaged, half of $200 + Water Works $150 = $1,550.
      Cid: $1,400 + Mediterranean and Baltic Avenue $60 each + two houses at $50 = $1,620.

      Given a game with Ann, Bob and Cid
      And Bob owns Reading Railroad and Water Works
      And Reading Railroad is mortgaged
      And Bob has $1,300
      And Cid owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      And Cid has $1,400
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 70 minutes pass on the game's clock
      And Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)
      And Ann's worth is $1,500
      And Bob's worth is $1,550
      And Cid's worth is $1,620
      And the game is over and Cid wins (see CT-WIN-01)

    Scenario: a hotel counts with its four houses
      Bob: $500 + Park Place $350 + Boardwalk $400 + hotel $200 + 4 x $200 = $2,250, ahead of
      Cid's $2,200. Counting three houses, as in the short game, would leave him at $2,050.

      Given a game with Ann, Bob and Cid
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Bob has $500
      And Cid has $2,200
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 70 minutes pass on the game's clock
      And Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)
      And Bob's worth is $2,250
      And the game is over and Bob wins (see CT-WIN-01)

    Scenario: the last player left before the time is up wins at once
      Given a game with Ann, Bob and Cid
      And Bob has $100
      When 30 minutes pass on the game's clock
      Then the game is not over (see CT-TIME-01)
      Given Ann owes the bank $2,000
      When Ann declares bankruptcy (see CL-BKR-01)
      Then the game is not over (see CL-WIN-01)
      Given Cid owes the bank $2,000
      When Cid declares bankruptcy (see CL-BKR-01)
      Then the game is over and Bob wins
      And the game is over and the winners are exactly Bob

    Scenario: two players equally rich share the win, and the poorer does not
      Given a game with Ann, Bob and Cid
      And Bob has $1,600
      And Cid has $1,600
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When 70 minutes pass on the game's clock
      And Bob tries to roll 2 and 3
      Then it is rejected with "game_over" (see CT-TIME-01)
      And Bob's worth is $1,600
      And Cid's worth is $1,600
      And the game is over and Bob and Cid share the win
