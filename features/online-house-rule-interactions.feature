@online
Feature: The online house rules together: where two switches, or a switch and money below $0, meet
  Some outcomes of the online edition depend on two things at once: a house-rule switch, and another switch, money
  below $0 or a team game. With Auctions on, a property that a player below $0 cannot buy still goes to auction.
  That player cannot bid in it, and while it runs they can neither end their turn nor give up. A bankrupt player's
  properties go back to the bank and are not auctioned. With Even building off, houses go up in any order, but a
  mortgaged city still blocks building in its country, and a building anywhere in a country still blocks a mortgage
  there. With the Vacation jackpot, a repair card that a player can pay only in part puts what they have into the
  pot, and the rest goes in as they pay it off; a player below $0 who collects the pot pays their debts with it
  first. With No rent in Jail, only the player in Jail stops collecting, not their teammate, and without it a
  jailed owner still charges the other team but not a teammate. With Double rent, a mortgaged city charges
  nothing, though its country still doubles the others.

  Each scenario sets the switches it needs itself (`with the house rules …`), whatever the run's own house rules
  are, so it runs in every setting of a run.

  The World board: Start (0), Salvador (1), Rio (3), Income Tax (4), TLV Airport (5), Tel Aviv (6), Chance (7),
  Haifa (8), Jerusalem (9), Jail (10), Venice (11), Milan (13), Rome (14), Frankfurt (16), Treasure (17),
  Vacation (20), Shenzhen (21), Liverpool (31), London (34). Italy is Venice, Milan and Rome (a house costs $100);
  Israel is Tel Aviv, Haifa and Jerusalem (a house costs $50).

  # ---------------------------------------------------------------- Auctions and money below $0

  @ON-AUC-01
  Rule: With Auctions, a property that a player below $0 cannot buy still goes to auction when they turn it down
    Ann has $0 and owes Bob $30. She has nothing left to sell, so she may still roll.

    Scenario: Ann, $30 in debt, cannot buy Tel Aviv, and turning it down puts it up for auction
      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      Then Ann must decide whether to buy Tel Aviv for $100 (see ON-BUY-02)
      When Ann tries to buy it
      Then it is rejected with "insufficient_cash" (see ON-BUY-03)
      When Ann declines to buy it
      Then an auction of Tel Aviv is open
      And nobody owns Tel Aviv
      And no purchase decision is pending

    Scenario: Ann, put $3 below $0 by Bob's Rome on her doubles, cannot buy Munich, and turning it down puts it up for auction
      From Electric Company (12), 1 and 1 take Ann, with $10, to Bob's Rome (14): its $13 rent leaves her owing
      him $3. She owns nothing to sell, so she takes her doubles roll, and 1 and 3 take her to Munich (18, $190).

      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Bob owns Rome
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      Then the rent due from Ann to Bob is $13 (see ON-RENT-06)
      And Ann owes Bob $3 (see ON-DEBT-02)
      When Ann rolls 1 and 3 (see ON-DEBT-08)
      Then Ann must decide whether to buy Munich for $190 (see ON-BUY-02)
      When Ann tries to buy it
      Then it is rejected with "insufficient_cash" (see ON-BUY-03)
      When Ann declines to buy it
      Then an auction of Munich is open
      And nobody owns Munich
      And no purchase decision is pending

  @ON-AUC-05 @ruling
  Rule: A player below $0 cannot bid, whether they turned the property down or a card put them in debt

    Scenario: Ann, $30 in debt, may not bid on the Tel Aviv she turned down, and Bob's $60 takes it
      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      And Ann declines to buy it
      Then an auction of Tel Aviv is open (see ON-AUC-01)
      When Ann tries to bid $1
      Then it is rejected with "insufficient_cash"
      When Bob bids $60
      And 10 seconds pass on the game's clock
      Then Bob owns Tel Aviv (see ON-AUC-06)
      And Bob has $1,440 (see ON-AUC-06)
      And the bank has gained $60 (see ON-AUC-06)

    Scenario: Bob, put $30 below $0 by Ann's card, may not bid on the Shenzhen Ann turns down, and Cid may
      From Milan, 2 and 2 take Ann to Treasure (17), where "Collect $50 from every player" takes Bob's $20 and
      leaves him owing her $30. Her roll again, 1 and 3, takes her to Shenzhen.

      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Bob has $20
      And the Treasure deck has "collect-50-from-every-player" on top
      And Ann is on Milan
      When Ann rolls 2 and 2
      Then Ann drew "collect-50-from-every-player" (see ON-CARD-01)
      And Bob owes Ann $30 (see ON-DEBT-05)
      When Ann rolls 1 and 3
      Then Ann landed on Shenzhen (see ON-DBL-01)
      When Ann declines to buy it
      Then an auction of Shenzhen is open (see ON-AUC-01)
      When Bob tries to bid $1
      Then it is rejected with "insufficient_cash"
      And Bob owes Ann $30
      When Cid bids $1
      Then the highest bid is $1 by Cid

  @ON-BKR-02 @ruling
  Rule: While an auction runs, a player below $0 can neither give up nor end the turn; once it closes, the turn's end makes them bankrupt
    Ann has $0, owes Bob $30 and has nothing left to sell.

    Scenario: Ann may not give up or end her turn while Tel Aviv is auctioned, and ends it bankrupt once the auction closes
      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      And Ann declines to buy it
      Then an auction of Tel Aviv is open (see ON-AUC-01)
      When Ann tries to declare bankruptcy
      Then it is rejected with "auction_open"
      And Ann is still in the game
      And Ann owes Bob $30
      When Ann tries to end her turn
      Then it is rejected with "auction_open" (see ON-AUC-08)
      When 10 seconds pass on the game's clock
      Then nobody owns Tel Aviv (see ON-AUC-07)
      When Ann ends her turn
      Then Ann is bankrupt
      And Bob is next to roll

    Scenario: without Auctions, Tel Aviv stays with the bank and Ann's turn ends at once in bankruptcy
      Given a game with Ann, Bob and Cid, with the house rule auctions off
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      And Ann declines to buy it
      Then no auction is open (see ON-BUY-04)
      When Ann ends her turn
      Then Ann is bankrupt
      And nobody owns Tel Aviv (see ON-BUY-04)
      And Bob is next to roll

  @ON-BUY-04
  Rule: Without Auctions, a property offered to a player who gives up instead of answering stays with the bank

    Scenario: Ann, $30 in debt, is offered Tel Aviv and gives up: no auction opens, and nobody owns Tel Aviv
      Given a game with Ann, Bob and Cid, with the house rule auctions off
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      Then Ann must decide whether to buy Tel Aviv for $100 (see ON-BUY-02)
      When Ann declares bankruptcy (see ON-BKR-02)
      Then no auction is open
      And nobody owns Tel Aviv

    Scenario: with Auctions, the same Tel Aviv goes to auction among Bob and Cid
      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Ann has $0
      And Ann owes Bob $30
      When Ann rolls 2 and 4 (see ON-DEBT-08)
      And Ann declares bankruptcy (see ON-BKR-02)
      Then an auction of Tel Aviv is open (see ON-AUC-01)

  @ON-BKR-07 @ruling
  Rule: With Auctions, a bankrupt player's properties go back to the bank and are not auctioned

    Scenario: Ann gives up owing Bob $30: Salvador and Rio are the bank's, no auction opens, and Bob is paid $30
      Half of Salvador and Rio is $60; the payout stops at the $30 Ann owes Bob.

      Given a game with Ann, Bob and Cid, with the house rule auctions on
      And Ann owns Salvador and Rio
      And Bob owns London
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      Then Ann owes Bob $30 (see ON-DEBT-02)
      When Ann declares bankruptcy
      Then Ann is bankrupt (see ON-BKR-01)
      And no auction is open
      And nobody owns Salvador and Rio
      And Bob has $1,530
      And the bank has paid out $30
      And Bob is next to roll

  # ---------------------------------------------------------------- Mortgages and Even building

  @ON-BLD-09 @ruling
  Rule: With Even building off, a mortgaged city still keeps everyone from building in its country
    With the switch off, houses go up in any order, but the other limits of building remain (ruling ON-BLD-08).

    Scenario: with Venice mortgaged, Ann may not build on Rome; once she buys Venice back, two houses go on Rome
      Buying Venice back costs its $65 mortgage plus 10%, $72.

      Given a game with Ann, Bob and Cid, with the house rules mortgages on and even building off
      And Ann owns Venice, Milan and Rome
      And Venice is mortgaged
      When Ann rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is rejected with "mortgaged"
      And Rome has no buildings
      And Ann has $1,500
      When Ann unmortgages Venice (see ON-MORT-03)
      And Ann builds a house on Rome
      And Ann builds a house on Rome (see ON-BLD-08)
      Then Rome has 2 houses
      And Venice has no buildings
      And Ann has $1,228

  @ON-MORT-05 @ruling
  Rule: With Even building off, a building anywhere in a country still keeps its cities from being mortgaged

    Scenario: Italy at 2-1-2: Ann takes the house off Milan first, and still may not mortgage it
      Given a game with Ann, Bob and Cid, with the house rules mortgages on and even building off
      And Ann owns Venice, Milan and Rome
      And Venice has 2 houses
      And Milan has 1 house
      And Rome has 2 houses
      When Ann rolls 4 and 6
      And Ann sells a house on Milan (see ON-BLD-08)
      Then Milan has no buildings
      When Ann tries to mortgage Milan
      Then it is rejected with "buildings_on_set"
      And Milan is not mortgaged
      And Ann has $1,550

  # ---------------------------------------------------------------- the Vacation jackpot and repairs

  @ON-VAC-05 @ruling
  Rule: With the Vacation jackpot, a repair paid only in part puts what is paid now into the pot, and the rest as the debt is paid
    Ann's Israel has a hotel on Tel Aviv, a house on Haifa and two houses on Jerusalem: the Chance repair card
    ($25 a house, $100 a hotel) charges $175. Ann has $100. Each building she takes off brings her $25.

    Scenario: Ann pays $100 of the $175 into the pot, sells three buildings to pay the rest into it, and Bob collects $175
      Given a game with Ann, Bob and Cid, with the house rule vacation jackpot on
      And Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has a hotel
      And Haifa has 1 house
      And Jerusalem has 2 houses
      And Ann has $100
      And the Chance deck has "repairs" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "repairs" (see ON-CARD-01)
      And the pot holds $100
      And Ann owes the pot $75 (see ON-DEBT-02)
      And the bank's cash is unchanged
      When Ann sells a house on Tel Aviv (see ON-BLD-11)
      And Ann sells a house on Tel Aviv (see ON-DEBT-07)
      And Ann sells a house on Tel Aviv (see ON-DEBT-07)
      Then Ann owes nothing (see ON-DEBT-03)
      And Ann has $0 (see ON-DEBT-03)
      And the pot holds $175
      And the bank has paid out $75
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,675 (see ON-VAC-04)
      And the pot holds $0 (see ON-VAC-04)

  @ON-VAC-03 @ruling
  Rule: Without the Vacation jackpot, the same repair paid in part is owed to the bank, and Vacation pays nothing

    Scenario: Ann pays the bank $100 of the $175 and owes it $75, which her three buildings pay; Bob collects nothing
      Given a game with Ann, Bob and Cid, with the house rule vacation jackpot off
      And Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has a hotel
      And Haifa has 1 house
      And Jerusalem has 2 houses
      And Ann has $100
      And the Chance deck has "repairs" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann owes the bank $75 (see ON-DEBT-04)
      And the bank has gained $100
      And the pot holds $0
      When Ann sells a house on Tel Aviv (see ON-BLD-11)
      And Ann sells a house on Tel Aviv (see ON-DEBT-07)
      And Ann sells a house on Tel Aviv (see ON-DEBT-07)
      Then Ann owes nothing (see ON-DEBT-03)
      And the bank has gained $100
      And the pot holds $0
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,500

  @ON-VAC-05 @ruling
  Rule: With the Vacation jackpot, a repair card in a team game puts the charge for the whole team's buildings into the pot

    Scenario: Ann's repairs for Bob's three houses put $75 into the pot, and Bob collects it on Vacation
      Given a team game of Ann and Bob against Cid, with the house rule vacation jackpot on
      And Bob owns Venice, Milan and Rome
      And Venice has 1 house
      And Milan has 1 house
      And Rome has 1 house
      And the Chance deck has "repairs" on top
      And Ann is on Rio
      When Ann rolls 1 and 3
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has $1,425 (see ON-CARD-14)
      And the pot holds $75
      And the bank's cash is unchanged
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob has $1,575 (see ON-VAC-04)

  @ON-DEBT-04 @ruling
  Rule: The pot a player below $0 collects on Vacation pays their debts first

    Scenario: Bob, owing Cid $50, collects the $75 of Ann's repairs: Cid gets $50 and Bob keeps $25
      Ann's three houses in Israel cost her $75 on the Chance repair card. Bob has nothing left to sell, so he may
      roll below $0.

      Given a game with Ann, Bob and Cid, with the house rule vacation jackpot on
      And Ann owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has 1 house
      And Haifa has 1 house
      And Jerusalem has 1 house
      And the Chance deck has "repairs" on top
      And Ann is on Rio
      And Bob has $0
      And Bob owes Cid $50
      When Ann rolls 1 and 3
      Then Ann has $1,425 (see ON-CARD-13)
      And the pot holds $75 (see ON-VAC-05)
      When Ann ends her turn
      Given Bob is on Frankfurt
      When Bob rolls 1 and 3 (see ON-DEBT-08)
      Then Bob is on Vacation (see ON-TURN-01)
      And Bob owes nothing
      And Bob has $25
      And Cid has $1,550
      And the pot holds $0 (see ON-VAC-04)

  # ---------------------------------------------------------------- No rent in Jail and teams

  @ON-RENT-09
  Rule: With No rent in Jail, only the player in Jail stops collecting, and their free teammate still collects

    Scenario: with Bob in Jail, Cid pays nothing for Bob's Tel Aviv, and then $8 to Bob's teammate Ann for Jerusalem
      Given a team game of Ann and Bob against Cid, with the house rule no rent in jail on
      And Bob owns Tel Aviv
      And Ann owns Jerusalem
      And Bob is in jail
      And it is Cid's turn to roll
      And Cid is on Income Tax
      When Cid rolls 1 and 1
      Then Cid landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Cid to Bob
      When Cid rolls 1 and 2
      Then Cid is on Jerusalem (see ON-DBL-01)
      And the rent due from Cid to Ann is $8
      And Ann has $1,508
      And Bob has $1,500
      And Cid has $1,492

  @ON-RENT-03
  Rule: Without No rent in Jail, a jailed owner still charges the other team, but never a teammate

    Scenario: Bob, in Jail, charges his teammate Ann nothing for Tel Aviv, and then Cid $6
      Given a team game of Ann and Bob against Cid, with the house rule no rent in jail off
      And Bob owns Tel Aviv
      And Bob is in jail
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500
      When Ann ends her turn
      Given it is Cid's turn to roll
      When Cid rolls 2 and 4
      Then Cid landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Cid to Bob is $6 (see ON-JAIL-14)
      And Bob has $1,506 (see ON-JAIL-14)

  # ---------------------------------------------------------------- Double rent and mortgages

  @ON-RENT-04
  Rule: With Double rent, a mortgaged city of a whole country charges nothing, while the country still doubles the others
    Bare Milan costs $10, doubled $20; bare Rome $13, doubled $26.

    Scenario: Bob holds all of Italy with Rome mortgaged: Ann pays nothing on Rome, and Cid pays $20 on Milan
      Given a game with Ann, Bob and Cid, with the house rules double rent on and mortgages on
      And Bob owns Venice, Milan and Rome
      And Rome is mortgaged
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500
      When Ann ends her turn
      Given it is Cid's turn to roll
      And Cid is on Jail
      When Cid rolls 1 and 2
      Then Cid landed on Milan (see ON-TURN-01)
      And the rent due from Cid to Bob is $20 (see ON-MORT-04)
      And Cid has $1,480
