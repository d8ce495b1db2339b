@online
Feature: Online edition: buying, auctions and rent
  In the online edition a player who stops on a property nobody owns may buy it for its price,
  paid in cash; a property that is not bought stays with the bank for the next player, unless the
  room plays with Auctions. Rent is paid automatically, with no request from the owner: a city's
  rent grows with its buildings, an airport's with the number of airports its owner holds, and a
  utility's rent is the lander's dice total times four, or times ten for an owner of both.

  The board is World. From Start, 2 and 4 reach Tel Aviv ($100, rent $6), 2 and 3 TLV Airport
  ($200), and 3 and 5 Haifa ($110). From TLV Airport, 4 and 5 reach Rome ($160); from Rio, 4 and
  5 reach Electric Company ($150); from Beijing, 1 and 3 reach Water Company ($150).

  A rule tagged with a house rule (Auctions, Double rent, Mortgages, No rent in Jail) states
  what that switch changes, and holds only in a room that turns the switch on.

  Background:
    Given a game with Ann, Bob and Cid

  @ON-BUY-01
  Rule: The properties are the cities, the airports and the utilities

    Scenario Outline: stopping on <property>, <kind>, offers it for <price>
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <property> (see ON-TURN-01)
      And Ann must decide whether to buy <property> for <price>

      Examples:
        | kind          | start       | d1 | d2 | property         | price |
        | a city        | Start       | 2  | 4  | Tel Aviv         | $100  |
        | an airport    | Start       | 2  | 3  | TLV Airport      | $200  |
        | a utility     | Rio         | 4  | 5  | Electric Company | $150  |
        | a utility     | Beijing     | 1  | 3  | Water Company    | $150  |

    Scenario Outline: stopping on <tile>, which is no property, offers nothing to buy
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <tile> (see ON-TURN-01)
      And no purchase decision is pending
      And nobody owns Tel Aviv

      Examples:
        | start       | d1 | d2 | tile       |
        | Start       | 1  | 3  | Income Tax |
        | Start       | 4  | 6  | Jail       |
        | JFK Airport | 1  | 2  | Luxury Tax |

  @ON-BUY-02
  Rule: A player who stops on a property nobody owns may buy it for its price

    Scenario: Ann buys Tel Aviv for $100
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And Ann must decide whether to buy Tel Aviv for $100
      When Ann buys it
      Then Ann owns Tel Aviv
      And Ann has $1,400
      And the bank has gained $100
      And no purchase decision is pending

    Scenario: Ann buys TLV Airport for $200
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      When Ann buys it
      Then Ann owns TLV Airport
      And Ann has $1,300
      And the bank has gained $200

    Scenario: Ann buys Electric Company for $150
      Given Ann is on Rio
      When Ann rolls 4 and 5
      Then Ann landed on Electric Company (see ON-TURN-01)
      When Ann buys it
      Then Ann owns Electric Company
      And Ann has $1,350
      And the bank has gained $150

  @ON-BUY-03
  Rule: The buyer must have the whole price in cash

    Scenario Outline: with <cash> Ann <answer> Tel Aviv, priced $100
      Given Ann has <cash>
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann tries to buy it
      Then it is accepted
      And Ann owns Tel Aviv
      And Ann has <left>
      And the bank has gained $100

      Examples:
        | cash | answer | left |
        | $100 | buys   | $0   |
        | $101 | buys   | $1   |

    Scenario: with $99 Ann cannot buy Tel Aviv, priced $100
      Given Ann has $99
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann tries to buy it
      Then it is rejected with "insufficient_cash"
      And nobody owns Tel Aviv
      And Ann has $99
      And the bank's cash is unchanged

  @ON-BUY-04
  Rule: Without Auctions, a property that is not bought stays with the bank

    @default-auctions
    Scenario: Ann turns Tel Aviv down and it stays with the bank
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      Then nobody owns Tel Aviv
      And no auction is open
      And no purchase decision is pending
      And Ann has $1,500
      And every player has $1,500
      And the bank's cash is unchanged
      And the last action's events include no "auction_started"

    @default-auctions
    Scenario: Ann turns TLV Airport down, and her turn goes on to its end
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      When Ann declines to buy it
      Then nobody owns TLV Airport
      And no auction is open
      When Ann ends her turn (see ON-TURN-03)
      Then Bob is next to roll (see ON-TURN-03)
      And nobody owns TLV Airport
      And the bank's cash is unchanged

  @ON-BUY-05
  Rule: The next player who stops on a property left with the bank can buy it

    @default-auctions
    Scenario: Bob buys the Tel Aviv that Ann turned down
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Ann ends her turn (see ON-TURN-03)
      And Bob rolls 2 and 4
      Then Bob landed on Tel Aviv (see ON-TURN-01)
      And Bob must decide whether to buy Tel Aviv for $100
      When Bob buys it
      Then Bob owns Tel Aviv
      And Bob has $1,400
      And Ann has $1,500
      And the bank has gained $100

  @ON-RENT-01
  Rule: Rent is paid automatically to the owner

    Scenario: Ann pays Bob $6 for Tel Aviv the moment she stops there
      Given Bob owns Tel Aviv
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Ann to Bob is $6 (see ON-RENT-05)
      And Ann has $1,494
      And Bob has $1,506
      And the bank's cash is unchanged
      And the last action's events include, in order:
        | event     |
        | landed    |
        | rent_due  |
        | rent_paid |

    Scenario: the rent is paid before Ann ends her turn, and nothing more moves after it
      Given Bob owns Haifa
      When Ann rolls 3 and 5
      Then Ann landed on Haifa (see ON-TURN-01)
      And Ann has $1,494
      And Bob has $1,506
      When Ann ends her turn (see ON-TURN-03)
      Then Ann has $1,494
      And Bob has $1,506
      And Bob is next to roll (see ON-TURN-03)

  @ON-RENT-02
  Rule: Nobody pays rent on their own property

    Scenario: Ann stops on her own Tel Aviv and pays nothing
      Given Ann owns Tel Aviv
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due
      And Ann has $1,500
      And the bank's cash is unchanged
      And no purchase decision is pending

    Scenario: Ann stops on her own airport and pays nothing
      Given Ann owns TLV Airport and MUC Airport
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And no rent is due
      And Ann has $1,500

  @ON-RENT-05
  Rule: A city's rent goes up with each building
    Haifa's rent is $6 bare, then $30, $90, $280, $400 and, with a hotel, $560. To build, Bob
    holds all of Israel (Tel Aviv, Haifa and Jerusalem), built evenly.

    Scenario: bare Haifa costs $6
      Given Bob owns Haifa
      When Ann rolls 3 and 5
      Then Ann landed on Haifa (see ON-TURN-01)
      And the rent due from Ann to Bob is $6
      And Ann has $1,494

    Scenario Outline: Haifa with <buildings> costs <rent>
      Given Bob owns Tel Aviv, Haifa and Jerusalem
      And Tel Aviv has <buildings>
      And Haifa has <buildings>
      And Jerusalem has <buildings>
      When Ann rolls 3 and 5
      Then Ann landed on Haifa (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>
      And Ann has <left>

      Examples:
        | buildings | rent | left   |
        | 1 house   | $30  | $1,470 |
        | 2 houses  | $90  | $1,410 |
        | 3 houses  | $280 | $1,220 |
        | 4 houses  | $400 | $1,100 |
        | a hotel   | $560 | $940   |

  @ON-RENT-06
  Rule: Rome costs $13 bare, $55, $160, $480 and $675 with one to four houses, and $900 with a hotel

    Scenario Outline: Rome with <buildings> costs <rent>
      Given Bob owns Venice, Milan and Rome
      And Venice has <buildings>
      And Milan has <buildings>
      And Rome has <buildings>
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>
      And Ann has <ann>
      And Bob has <bob>

      Examples:
        | buildings | rent | ann    | bob    |
        | 1 house   | $55  | $1,445 | $1,555 |
        | 2 houses  | $160 | $1,340 | $1,660 |
        | 3 houses  | $480 | $1,020 | $1,980 |
        | 4 houses  | $675 | $825   | $2,175 |
        | a hotel   | $900 | $600   | $2,400 |

    Scenario: bare Rome costs $13 when its owner holds only Rome
      Given Bob owns Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $13
      And Ann has $1,487

  @ON-RENT-07
  Rule: Without Double rent, a bare city of a whole country charges its plain rent

    @default-double_rent
    Scenario: Bob holds all of Italy and bare Rome still costs $13
      Given Bob owns Venice, Milan and Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $13
      And Ann has $1,487
      And Bob has $1,513

  @ON-RENT-07 @house-rule-double-rent
  Rule: With Double rent, a bare city costs double when its owner holds every city of its country

    Scenario: Bob holds all of Italy and bare Rome costs $26
      Given Bob owns Venice, Milan and Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $26
      And Ann has $1,474
      And Bob has $1,526

    Scenario: Bob holds two of Italy's three cities and bare Rome costs $13
      Given Bob owns Milan and Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $13
      And Ann has $1,487

    Scenario: Rome with a house is not doubled
      Given Bob owns Venice, Milan and Rome
      And Venice has 1 house
      And Milan has 1 house
      And Rome has 1 house
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $55
      And Ann has $1,445

  @ON-RENT-09 @ON-JAIL-14
  Rule: Without No rent in Jail, a player in Jail still collects rent

    @default-no_rent_in_jail
    Scenario: Bob, in Jail, collects $6 for Tel Aviv
      Given Bob owns Tel Aviv
      And Bob is in jail
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Ann to Bob is $6
      And Ann has $1,494
      And Bob has $1,506

  @ON-RENT-09 @house-rule-no-rent-in-jail
  Rule: With No rent in Jail, a player in Jail collects no rent

    Scenario: Bob, in Jail, collects nothing for Tel Aviv
      Given Bob owns Tel Aviv
      And Bob is in jail
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500
      And the bank's cash is unchanged

    Scenario: Bob, in Jail, collects nothing for his airports either
      Given Bob owns TLV Airport and MUC Airport
      And Bob is in jail
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500

    Scenario: Bob, only visiting the Jail tile, still collects $6
      Given Bob owns Tel Aviv
      And Bob is on Jail
      When Ann rolls 2 and 4
      Then Bob is just visiting (see ON-JAIL-03)
      And the rent due from Ann to Bob is $6
      And Ann has $1,494
      And Bob has $1,506

  @ON-PORT-01
  Rule: An airport's rent is $25, $50, $100 or $200 as its owner holds one, two, three or four airports

    Scenario Outline: Bob holds <count> and TLV Airport costs <rent>
      Given Bob owns <airports>
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>
      And Ann has <ann>
      And Bob has <bob>

      Examples:
        | count       | airports                                              | rent | ann    | bob    |
        | one airport | TLV Airport                                           | $25  | $1,475 | $1,525 |
        | two         | TLV Airport and MUC Airport                           | $50  | $1,450 | $1,550 |
        | three       | TLV Airport, MUC Airport and CDG Airport              | $100 | $1,400 | $1,600 |
        | all four    | TLV Airport, MUC Airport, CDG Airport and JFK Airport | $200 | $1,300 | $1,700 |

    Scenario: every airport of an owner of two costs $50, whichever two they are
      Given Bob owns CDG Airport and JFK Airport
      And Ann is on Shenzhen
      When Ann rolls 1 and 3
      Then Ann landed on CDG Airport (see ON-TURN-01)
      And the rent due from Ann to Bob is $50
      And Ann has $1,450

    Scenario: airports held by another player do not raise Bob's rent
      Given Bob owns TLV Airport
      And Cid owns MUC Airport, CDG Airport and JFK Airport
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And the rent due from Ann to Bob is $25
      And Ann has $1,475
      And Cid has $1,500

  @ON-UTIL-01
  Rule: A utility of an owner of one utility costs four times the lander's dice total

    Scenario Outline: <d1> and <d2> onto <utility> cost <rent>
      Given Bob owns <utility>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <utility> (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>
      And Ann has <ann>
      And Bob has <bob>

      Examples:
        | utility          | start    | d1 | d2 | rent | ann    | bob    |
        | Electric Company | Rio      | 4  | 5  | $36  | $1,464 | $1,536 |
        | Electric Company | Start    | 6  | 6  | $48  | $1,452 | $1,548 |
        | Electric Company | space 10 | 1  | 1  | $8   | $1,492 | $1,508 |
        | Water Company    | Beijing  | 1  | 3  | $16  | $1,484 | $1,516 |

  @ON-UTIL-02
  Rule: A utility of an owner of both utilities costs ten times the lander's dice total

    Scenario Outline: <d1> and <d2> onto <utility> cost <rent>
      Given Bob owns Electric Company and Water Company
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <utility> (see ON-TURN-01)
      And the rent due from Ann to Bob is <rent>
      And Ann has <ann>
      And Bob has <bob>

      Examples:
        | utility          | start    | d1 | d2 | rent | ann    | bob    |
        | Electric Company | Rio      | 4  | 5  | $90  | $1,410 | $1,590 |
        | Electric Company | Start    | 6  | 6  | $120 | $1,380 | $1,620 |
        | Electric Company | space 10 | 1  | 1  | $20  | $1,480 | $1,520 |
        | Water Company    | Beijing  | 1  | 3  | $40  | $1,460 | $1,540 |

    Scenario: a utility of another player does not raise Bob's rent
      Given Bob owns Electric Company
      And Cid owns Water Company
      And Ann is on Rio
      When Ann rolls 4 and 5
      Then Ann landed on Electric Company (see ON-TURN-01)
      And the rent due from Ann to Bob is $36
      And Ann has $1,464
      And Cid has $1,500

  @ON-UTIL-05 @ruling
  Rule: A card that moves a player onto a utility charges the total of their last roll

    Scenario: 5 and 2 onto Chance, sent on to Bob's Water Company, cost 7 times 4
      Given Bob owns Water Company
      And the Chance deck has "advance-to-next-utility" on top
      And Ann is on MUC Airport
      When Ann rolls 5 and 2
      Then Ann landed on space 22 (see ON-TURN-01)
      And Ann drew "advance-to-next-utility" (see ON-CARD-01)
      And Ann is on Water Company (see ON-CARD-05)
      And the rent due from Ann to Bob is $28
      And Ann has $1,472
      And Bob has $1,528

    Scenario: with both utilities the same card costs 7 times 10
      Given Bob owns Electric Company and Water Company
      And the Chance deck has "advance-to-next-utility" on top
      And Ann is on MUC Airport
      When Ann rolls 5 and 2
      Then Ann drew "advance-to-next-utility" (see ON-CARD-01)
      And Ann is on Water Company (see ON-CARD-05)
      And the rent due from Ann to Bob is $70
      And Ann has $1,430

    Scenario: after doubles the rent uses the doubles, and the re-roll only moves Ann on
      Given Bob owns Water Company
      And the Chance deck has "advance-to-next-utility" on top
      And Ann is on Vacation
      When Ann rolls 1 and 1
      Then Ann landed on space 22 (see ON-TURN-01)
      And Ann drew "advance-to-next-utility" (see ON-CARD-01)
      And the rent due from Ann to Bob is $8
      And Ann has $1,492
      When Ann rolls 2 and 3
      Then Ann is on Manchester (see ON-DBL-01)
      And Ann has $1,492
      And Bob has $1,508

  @ON-RENT-04 @house-rule-mortgages
  Rule: A mortgaged property charges no rent

    Scenario: Bob's mortgaged Tel Aviv costs Ann nothing
      Given Bob owns Tel Aviv
      And Tel Aviv is mortgaged
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500
      And the bank's cash is unchanged

    Scenario: Bob's mortgaged Electric Company costs Ann nothing
      Given Bob owns Electric Company and Water Company
      And Electric Company is mortgaged
      And Ann is on Rio
      When Ann rolls 4 and 5
      Then Ann landed on Electric Company (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500

    Scenario: the same Tel Aviv, not mortgaged, costs $6
      Given Bob owns Tel Aviv
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Ann to Bob is $6 (see ON-RENT-05)
      And Ann has $1,494

  @ON-PORT-02 @ruling @house-rule-mortgages
  Rule: A mortgaged airport or utility still counts towards its owner's rent tier

    Scenario: Bob holds two airports, one mortgaged, and the other costs $50
      Given Bob owns TLV Airport and MUC Airport
      And MUC Airport is mortgaged
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And the rent due from Ann to Bob is $50
      And Ann has $1,450
      And Bob has $1,550

    Scenario: Bob holds four airports, three mortgaged, and the fourth costs $200
      Given Bob owns TLV Airport, MUC Airport, CDG Airport and JFK Airport
      And MUC Airport is mortgaged
      And CDG Airport is mortgaged
      And JFK Airport is mortgaged
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And the rent due from Ann to Bob is $200
      And Ann has $1,300

    Scenario: Bob holds both utilities, Water Company mortgaged, and Electric Company costs ten times the dice
      Given Bob owns Electric Company and Water Company
      And Water Company is mortgaged
      And Ann is on Rio
      When Ann rolls 4 and 5
      Then Ann landed on Electric Company (see ON-TURN-01)
      And the rent due from Ann to Bob is $90
      And Ann has $1,410

    Scenario: the mortgaged airport itself costs nothing
      Given Bob owns TLV Airport and MUC Airport
      And TLV Airport is mortgaged
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And no rent is due from Ann to Bob (see ON-RENT-04)
      And Ann has $1,500 (see ON-RENT-04)

  @ON-AUC-01 @house-rule-auctions
  Rule: With Auctions, a property the lander does not buy goes to auction

    Scenario: Ann turns Tel Aviv down and its auction opens at once
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And Ann must decide whether to buy Tel Aviv for $100 (see ON-BUY-02)
      When Ann declines to buy it
      Then an auction of Tel Aviv is open
      And nobody owns Tel Aviv
      And no purchase decision is pending
      And the last action's events include, in order:
        | event           |
        | auction_started |

    Scenario: a property Ann buys is not auctioned
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann buys it (see ON-BUY-02)
      Then no auction is open
      And Ann owns Tel Aviv (see ON-BUY-02)
      And the last action's events include no "auction_started"

  @ON-AUC-02 @ruling @house-rule-auctions
  Rule: Airports and utilities are auctioned like cities

    Scenario Outline: Ann turns <property> down and it is auctioned
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <property> (see ON-TURN-01)
      When Ann declines to buy it
      Then an auction of <property> is open
      And nobody owns <property>

      Examples:
        | start   | d1 | d2 | property         |
        | Start   | 2  | 3  | TLV Airport      |
        | Rio     | 4  | 5  | Electric Company |
        | Beijing | 1  | 3  | Water Company    |

    Scenario: Bob wins the auctioned TLV Airport for $120
      When Ann rolls 2 and 3
      Then Ann landed on TLV Airport (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $120 (see ON-AUC-03)
      And 10 seconds pass on the game's clock
      Then Bob owns TLV Airport
      And Bob has $1,380 (see ON-AUC-06)
      And the bank has gained $120 (see ON-AUC-06)

  @ON-AUC-03 @house-rule-auctions
  Rule: Every player may bid, the player who turned the property down included

    Scenario: Ann bids on the Tel Aviv she turned down and wins it
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Ann bids $50
      Then the highest bid is $50 by Ann
      When 10 seconds pass on the game's clock
      Then Ann owns Tel Aviv (see ON-AUC-06)
      And Ann has $1,450 (see ON-AUC-06)

    Scenario: Ann, Bob and Cid all bid, whoever's turn it is
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Cid bids $10
      And Ann bids $20
      And Bob bids $30
      Then the highest bid is $30 by Bob

  @ON-AUC-04 @house-rule-auctions
  Rule: Each bid must be higher than the standing bid

    Scenario Outline: after Bob's $60, a bid of <bid> is <answer>
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And Cid tries to bid <bid>
      Then it is <answer>
      And the highest bid is <highest>

      Examples:
        | bid | answer                       | highest    |
        | $59 | rejected with "bid_too_low"  | $60 by Bob |
        | $60 | rejected with "bid_too_low"  | $60 by Bob |
        | $61 | accepted                     | $61 by Cid |

    @ruling
    Scenario: Bob may raise his own standing bid
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And Bob tries to bid $70
      Then it is accepted
      And the highest bid is $70 by Bob

    Scenario: a refused bid leaves the standing bid to win
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And Cid tries to bid $60
      Then it is rejected with "bid_too_low"
      When 10 seconds pass on the game's clock
      Then Bob owns Tel Aviv (see ON-AUC-06)
      And Bob has $1,440 (see ON-AUC-06)
      And Cid has $1,500

  @ON-AUC-05 @house-rule-auctions
  Rule: Nobody may bid more than their cash

    Scenario Outline: Bob, with $80, bids <bid>: <answer>
      Given Bob has $80
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob tries to bid <bid>
      Then it is <answer>

      Examples:
        | bid | answer                             |
        | $79 | accepted                           |
        | $80 | accepted                           |
        | $81 | rejected with "insufficient_cash"  |

    Scenario: Bob wins with a bid of all his cash, and has $0
      Given Bob has $80
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $80
      And 10 seconds pass on the game's clock
      Then Bob owns Tel Aviv (see ON-AUC-06)
      And Bob has $0

    @ruling
    Scenario: Bob, with $0, cannot bid at all
      Given Bob has $0
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob tries to bid $1
      Then it is rejected with "insufficient_cash"
      And Bob has $0

  @ON-AUC-06 @house-rule-auctions
  Rule: Ten seconds without a new bid close the auction, and the highest bidder buys the property

    Scenario: Bob's $60 stands for 10 seconds and Bob buys Tel Aviv for $60
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And 9 seconds and 999 milliseconds pass on the game's clock
      Then an auction of Tel Aviv is open
      And nobody owns Tel Aviv
      And Bob has $1,500
      When 1 millisecond passes on the game's clock
      Then no auction is open
      And Bob owns Tel Aviv
      And Bob has $1,440
      And the bank has gained $60

    @ruling
    Scenario: a bid at 9.999 seconds moves the close to 19.999 seconds
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And 9 seconds and 999 milliseconds pass on the game's clock
      And Cid bids $70
      And 9 seconds and 999 milliseconds pass on the game's clock
      Then an auction of Tel Aviv is open
      And the highest bid is $70 by Cid
      When 1 millisecond passes on the game's clock
      Then no auction is open
      And Cid owns Tel Aviv
      And Cid has $1,430
      And Bob has $1,500
      And the bank has gained $70

    Scenario: only the winner pays
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $60
      And Cid bids $75
      And 10 seconds pass on the game's clock
      Then Cid owns Tel Aviv
      And Cid has $1,425
      And Bob has $1,500
      And Ann has $1,500
      And the bank has gained $75

    @ruling
    Scenario: nobody passes: the clock alone closes the auction
      Bob and Cid try to pass on Ann's $60; passing is no move of this auction, so it stays open.

      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Ann bids $60 (see ON-AUC-03)
      And Bob tries to pass
      Then it is rejected with "not_allowed_in_variant"
      When Cid tries to pass
      Then it is rejected with "not_allowed_in_variant"
      And an auction of Tel Aviv is open
      And nobody owns Tel Aviv
      When 10 seconds pass on the game's clock
      Then Ann owns Tel Aviv

  @ON-AUC-07 @house-rule-auctions
  Rule: If nobody bids, the property stays with the bank

    Scenario: 10 seconds with no bid close the auction and Tel Aviv stays with the bank
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And 9 seconds and 999 milliseconds pass on the game's clock
      Then an auction of Tel Aviv is open (see ON-AUC-06)
      When 1 millisecond passes on the game's clock
      Then no auction is open
      And nobody owns Tel Aviv
      And every player has $1,500
      And the bank's cash is unchanged

    Scenario: the next player to stop there can buy it
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And 10 seconds pass on the game's clock
      Then nobody owns Tel Aviv
      When Ann ends her turn (see ON-TURN-03)
      And Bob rolls 2 and 4
      Then Bob must decide whether to buy Tel Aviv for $100 (see ON-BUY-05)

  @ON-AUC-08 @house-rule-auctions
  Rule: With Auctions, the lander must buy or open the auction before rolling again or ending the turn

    Scenario: Ann cannot end her turn with Tel Aviv undecided
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann tries to end her turn
      Then it is rejected with "decision_pending"
      And Ann must decide whether to buy Tel Aviv
      And nobody owns Tel Aviv
      And no auction is open

    Scenario: after doubles, Ann cannot roll again with Tel Aviv undecided
      When Ann rolls 3 and 3
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann tries to roll 1 and 2
      Then it is rejected with "decision_pending"
      And Ann is on Tel Aviv
      And Ann must decide whether to buy Tel Aviv

    Scenario: once the auction is over, Ann ends her turn
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Ann tries to end her turn
      Then it is rejected with "auction_open"
      When 10 seconds pass on the game's clock (see ON-AUC-07)
      And Ann tries to end her turn
      Then it is accepted
      And Bob is next to roll (see ON-TURN-03)

    Scenario: after doubles and a purchase, Ann rolls again
      When Ann rolls 3 and 3
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann buys it
      And Ann tries to roll 1 and 2
      Then it is accepted
      And Ann is on Jerusalem (see ON-DBL-01)

  @ON-AUC-09 @ruling @house-rule-auctions
  Rule: The opening bid is at least $1, and any higher whole-dollar bid follows

    Scenario Outline: an opening bid of <bid> is <answer>
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob tries to bid <bid>
      Then it is <answer>

      Examples:
        | bid | answer                      |
        | $0  | rejected with "bid_too_low" |
        | $1  | accepted                    |

    Scenario: $1 then $2 is a valid run of bids, and $2 takes Tel Aviv
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      When Ann declines to buy it
      And Bob bids $1
      And Cid bids $2
      Then the highest bid is $2 by Cid
      When 10 seconds pass on the game's clock
      Then Cid owns Tel Aviv (see ON-AUC-06)
      And Cid has $1,498 (see ON-AUC-06)

  @ON-AUC-10 @ruling @house-rule-auctions
  Rule: A property reached by leaving Jail with doubles is neither sold nor auctioned

    Scenario: Ann leaves Jail with 2 and 2 onto Rome: no purchase, no auction
      Given Ann is in jail
      When Ann rolls 2 and 2
      Then Ann is on Rome (see ON-JAIL-09)
      And no purchase decision is pending
      And no auction is open
      And nobody owns Rome
      When Ann tries to buy Rome
      Then it is rejected with "wrong_phase"
      And nobody owns Rome
      And Ann has $1,500
      And the bank's cash is unchanged
