@online
Feature: Online edition: trades
  In the online edition any player may trade with any other player at any time, on their own turn or on someone
  else's. A trade may hold cash, properties (cities, airports and utilities) and Get out of Jail cards, on both
  sides. The player offered accepts it, declines it or answers with a counter-offer. A city cannot change hands
  while its country has buildings, and nobody accepts a trade while an auction runs. A player has at most 5 open
  offers to one player and 10 in all. A public room refuses a trade that gives away almost everything a player has
  for almost nothing, and a player in debt may not make a trade that lowers what they can pay back, except with a
  player they owe.

  The board is World. From Start, 4 and 6 reach Jail, where a player is only visiting and the turn waits for its
  end; 2 and 4 reach Tel Aviv ($100), which nobody owns. Prices used below: Rome $160, Milan $140, Venice $130,
  Berlin $200, London $320, New York $400, Electric Company $150, TLV Airport $200; houses in Italy cost $100.

  # ------------------------------------------------------------------ who trades, and when

  @ON-TRADE-01
  Rule: Any player may trade with any other player at any time, also on another player's turn

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: on Ann's turn, Bob buys Cid's Rome for $200
      Given Cid owns Rome
      When Ann rolls 4 and 6
      Then Ann is on Jail (see ON-TURN-01)
      When Bob offers Cid $200 for Rome
      And Cid accepts the offer
      Then Bob owns Rome
      And Bob has $1,300
      And Cid has $1,700

    @ruling
    Scenario: while Ann decides whether to buy Tel Aviv, Bob buys Cid's Rome
      Given Cid owns Rome
      When Ann rolls 2 and 4
      Then Ann must decide whether to buy Tel Aviv (see ON-BUY-01)
      When Bob offers Cid $200 for Rome
      And Cid accepts the offer
      Then Bob owns Rome
      And Bob has $1,300
      And Cid has $1,700

    @ruling
    Scenario: before anyone has rolled, Bob buys Cid's Rome
      Given Cid owns Rome
      When Bob offers Cid $200 for Rome
      And Cid accepts the offer
      Then Bob owns Rome
      And Bob has $1,300

    Scenario: on Bob's turn, Ann offers and Bob, whose turn it is, accepts
      Given Bob owns Rome
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Ann offers Bob $200 for Rome
      And Bob accepts the offer
      Then Ann owns Rome
      And Ann has $1,300
      And Bob has $1,700

    @ruling
    Scenario: before anyone has rolled, Bob and Cid trade
      Given Cid owns Rome
      When Bob tries to offer Cid $200 for Rome
      Then it is accepted
      When Cid tries to accept the offer
      Then it is accepted
      And Bob owns Rome

    Scenario: between the rolls of Ann's doubles, Cid buys her Rome
      Given Ann owns Rome
      When Ann rolls 5 and 5
      Then Ann is on Jail (see ON-TURN-01)
      When Cid offers Ann $200 for Rome
      And Ann accepts the offer
      Then Cid owns Rome
      And Ann has $1,700
      And Ann is next to roll (see ON-DBL-01)

    Scenario: Ann, in Jail, sells Rome to Cid on Bob's turn
      Given Ann owns Rome
      And Ann is in jail
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Ann offers Cid Rome for $200
      And Cid accepts the offer
      Then Cid owns Rome
      And Ann has $1,700
      And Cid has $1,300

  # ------------------------------------------------------------------ what a trade holds

  @ON-TRADE-02
  Rule: A trade may hold cash, properties and Get out of Jail cards, on both sides

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Ann gives Rome, her Chance card and $50 for TLV Airport, Bob's Treasure card and $20
      Given Ann owns Rome
      And Ann holds a jail card from the Chance deck
      And Bob owns TLV Airport
      And Bob holds a jail card from the Treasure deck
      When Ann rolls 4 and 6
      And Ann offers Bob Rome, her jail card and $50 for TLV Airport, his jail card and $20
      And Bob accepts the offer
      Then Bob owns Rome
      And Ann owns TLV Airport
      And Ann holds 1 jail card
      And Bob holds 1 jail card
      And Ann has $1,470
      And Bob has $1,530

    Scenario: a utility is sold for cash
      Given Ann owns Electric Company
      When Ann rolls 4 and 6
      And Ann offers Bob Electric Company for $150
      And Bob accepts the offer
      Then Bob owns Electric Company
      And Ann has $1,650
      And Bob has $1,350

    Scenario: a house is no item of a trade
      Given Ann owns Salvador and Rio
      And Salvador has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob a house on Salvador for $25
      Then it is rejected with "not_tradeable"
      And Bob has no offer from Ann
      And Salvador has 1 house

    Scenario: a promise of free rent is no item of a trade
      Given Bob owns Rome
      When Ann rolls 4 and 6
      And Ann tries to offer Bob a promise of free rent for Rome
      Then it is rejected with "not_tradeable"
      And Bob has no offer from Ann
      And Bob owns Rome

    Scenario: Ann cannot offer a jail card she does not hold
      When Ann rolls 4 and 6
      And Ann tries to offer Bob her jail card for $50
      Then it is rejected with "no_card"
      And Bob has no offer from Ann

    Scenario: Ann cannot offer a property she does not own
      Given Cid owns Rome
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Rome for $200
      Then it is rejected with "not_owner"
      And Bob has no offer from Ann
      And Cid owns Rome

  # ------------------------------------------------------------------ answering an offer

  @ON-TRADE-03
  Rule: The player offered accepts, declines or sends a counter-offer

    Background:
      Given a game with Ann, Bob and Cid
      And Bob owns Rome
      When Ann rolls 4 and 6
      And Ann offers Bob $200 for Rome

    Scenario: Bob accepts, and Rome and the $200 change hands
      When Bob accepts the offer
      Then Ann owns Rome
      And Ann has $1,300
      And Bob has $1,700
      And no offer is open

    Scenario: Bob declines, the offer closes and nothing moves
      When Bob declines the offer
      Then no offer is open
      And Bob owns Rome
      And Ann has $1,500
      And Bob has $1,500
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob owns Rome

    Scenario: Bob counters with Rome for $250, which closes Ann's offer, and Ann accepts the counter
      When Bob counters with Rome for $250
      Then Ann has an offer from Bob
      And Bob has no offer from Ann
      When Ann accepts the offer
      Then Ann owns Rome
      And Ann has $1,250
      And Bob has $1,750

    Scenario: Cid, who was offered nothing, cannot accept Ann's offer to Bob
      When Cid tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob owns Rome
      And Bob has an offer from Ann
      And Ann has $1,500

  # ------------------------------------------------------------------ cities of a built country

  @ON-TRADE-04
  Rule: A city of a country with buildings cannot be traded until the buildings are removed

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: with a house on Venice, Ann cannot trade her bare Milan
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Milan for $140
      Then it is rejected with "buildings_on_set"
      And Bob has no offer from Ann
      And Ann owns Milan
      And Bob has $1,500

    Scenario: Ann cannot trade Venice, which carries the house
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob Venice for $230
      Then it is rejected with "buildings_on_set"
      And Ann owns Venice

    Scenario: Ann cannot ask Bob for Milan while his Rome has a house
      Given Bob owns Venice, Milan and Rome
      And Rome has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $500 for Milan
      Then it is rejected with "buildings_on_set"
      And Bob has no offer from Ann
      And Bob owns Milan

    Scenario: a house in Italy does not stop Ann trading Berlin
      Given Ann owns Venice, Milan, Rome and Berlin
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann offers Bob Berlin for $200
      And Bob accepts the offer
      Then Bob owns Berlin
      And Ann has $1,700

    Scenario: once Ann has removed the house, Milan can be traded
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann sells a house on Venice
      Then Venice has no buildings (see ON-BLD-10)
      When Ann offers Bob Milan for $140
      And Bob accepts the offer
      Then Bob owns Milan
      And Ann has $1,690 (see ON-BLD-10)

    Scenario: a house built after the offer stops its acceptance
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann offers Bob Milan for $140
      And Ann builds a house on Venice
      Then Venice has 1 house (see ON-BLD-01)
      When Bob tries to accept the offer
      Then it is rejected with "buildings_on_set"
      And Ann owns Milan
      And Bob has $1,500

  # ------------------------------------------------------------------ auctions

  @ON-TRADE-05 @house-rule-auctions
  Rule: With Auctions, nobody can accept a trade while an auction runs
    Bob's offer for Cid's Rome is made before Ann rolls. Ann then stops on Tel Aviv, declines it, and the auction
    opens; it closes once 10 seconds pass with no bid.

    Background:
      Given a game with Ann, Bob and Cid
      And Cid owns Rome
      When Bob offers Cid $200 for Rome
      And Ann rolls 2 and 4
      And Ann declines to buy it
      Then an auction of Tel Aviv is open (see ON-AUC-01)

    Scenario: Cid cannot accept Bob's offer while Tel Aviv is auctioned
      When Cid tries to accept the offer
      Then it is rejected with "auction_open"
      And Cid owns Rome
      And Bob has $1,500
      And Cid has $1,500
      And Cid has an offer from Bob

    Scenario: once the auction has closed, Cid accepts
      When 10 seconds pass on the game's clock
      Then no auction is open (see ON-AUC-06)
      When Cid accepts the offer
      Then Bob owns Rome
      And Bob has $1,300
      And Cid has $1,700

    @ruling
    Scenario: during the auction Cid may still decline the offer
      When Cid tries to decline the offer
      Then it is accepted
      And no offer is open
      And Cid owns Rome

    @ruling
    Scenario: during the auction Bob may still withdraw the offer
      When Bob tries to withdraw the offer
      Then it is accepted
      And no offer is open
      And Cid owns Rome

    @ruling
    Scenario: during the auction a new offer may still be made, and waits for the auction to close
      When Ann tries to offer Cid $250 for Rome
      Then it is accepted
      And Cid has an offer from Ann
      When Cid tries to accept the offer
      Then it is rejected with "auction_open"
      And Cid owns Rome

  # ------------------------------------------------------------------ how many offers

  @ON-TRADE-06
  Rule: A player has at most 5 open offers to any one player

    Background:
      Given a game with Ann, Bob and Cid
      And Bob owns Rome
      And Cid owns Milan
      When Ann rolls 4 and 6
      And Ann offers Bob $100 for Rome
      And Ann offers Bob $110 for Rome
      And Ann offers Bob $120 for Rome
      And Ann offers Bob $130 for Rome

    Scenario: Ann's fifth open offer to Bob is accepted
      When Ann tries to offer Bob $140 for Rome
      Then it is accepted
      And Bob has an offer from Ann

    Scenario: Ann's sixth open offer to Bob is refused
      When Ann offers Bob $140 for Rome
      And Ann tries to offer Bob $150 for Rome
      Then it is rejected with "too_many_offers"
      When Bob accepts the offer
      Then Ann has $1,360
      And Bob has $1,640

    Scenario: with five offers open to Bob, Ann may still make one to Cid
      When Ann offers Bob $140 for Rome
      And Ann tries to offer Cid $150 for Milan
      Then it is accepted
      And Cid has an offer from Ann

  @ON-TRADE-07
  Rule: A player has at most 10 open offers in all
    Ann spreads her offers over Bob, Cid and Dee, never more than 4 to one of them.

    Background:
      Given a game with Ann, Bob, Cid and Dee
      And Bob owns Rome
      And Cid owns Milan
      And Dee owns Venice
      When Ann rolls 4 and 6
      And Ann offers Bob $100 for Rome
      And Ann offers Bob $110 for Rome
      And Ann offers Bob $120 for Rome
      And Ann offers Bob $130 for Rome
      And Ann offers Cid $100 for Milan
      And Ann offers Cid $110 for Milan
      And Ann offers Cid $120 for Milan
      And Ann offers Dee $100 for Venice
      And Ann offers Dee $110 for Venice

    Scenario: Ann's tenth open offer is accepted
      When Ann tries to offer Dee $120 for Venice
      Then it is accepted

    Scenario: Ann's eleventh open offer is refused, though it is only her fourth to Dee
      When Ann offers Dee $120 for Venice
      And Ann tries to offer Dee $130 for Venice
      Then it is rejected with "too_many_offers"
      When Dee accepts the offer
      Then Ann owns Venice
      And Ann has $1,380
      And Dee has $1,620

    Scenario: Bob, with no offer of his own open, may still offer Dee
      When Ann offers Dee $120 for Venice
      And Bob tries to offer Dee $130 for Venice
      Then it is accepted

  @ON-TRADE-08 @ruling
  Rule: An offer counts against its sender until it is answered, withdrawn or void; a counter-offer is an offer of the player who counters
    Ann has five open offers to Bob at the start of each scenario.

    Background:
      Given a game with Ann, Bob and Cid
      And Bob owns Rome
      And Ann owns Milan
      When Ann rolls 4 and 6
      And Ann offers Bob $100 for Rome
      And Ann offers Bob $110 for Rome
      And Ann offers Bob $120 for Rome
      And Ann offers Bob $130 for Rome
      And Ann offers Bob $140 for Rome

    Scenario: an offer Bob declines frees a place for a new one
      When Bob declines the offer
      And Ann tries to offer Bob $150 for Rome
      Then it is accepted

    Scenario: an offer Ann withdraws frees a place for a new one
      When Ann withdraws the offer
      And Ann tries to offer Bob $150 for Rome
      Then it is accepted

    Scenario: Bob's counter-offer closes Ann's offer, which frees her a place
      When Bob counters with Rome for $200
      Then Ann has an offer from Bob
      When Ann tries to offer Bob $150 for Rome
      Then it is accepted

    Scenario: offers count against the sender, so Bob, offered five, may make five of his own to Ann
      When Bob offers Ann $100 for Milan
      And Bob offers Ann $110 for Milan
      And Bob offers Ann $120 for Milan
      And Bob offers Ann $130 for Milan
      And Bob tries to offer Ann $140 for Milan
      Then it is accepted
      When Bob tries to offer Ann $150 for Milan
      Then it is rejected with "too_many_offers" (see ON-TRADE-06)

    Scenario: Bob, with five offers of his own open to Ann, cannot counter, and Ann's offer stays open
      When Bob offers Ann $100 for Milan
      And Bob offers Ann $110 for Milan
      And Bob offers Ann $120 for Milan
      And Bob offers Ann $130 for Milan
      And Bob offers Ann $140 for Milan
      And Bob tries to counter with Rome for $200
      Then it is rejected with "too_many_offers"
      And Bob has an offer from Ann
      And Ann has $1,500

    Scenario: when Bob goes bankrupt, Ann's five offers to him become void
      Given Bob has $0
      And Bob owes the bank $50
      When Bob declares bankruptcy
      Then Bob is bankrupt (see ON-BKR-02)
      And no offer is open

    Scenario: once Bob has traded Rome away, Ann's five offers for it are void, and she may make another
      When Bob offers Cid Rome for $200
      And Cid accepts the offer
      Then Cid owns Rome (see ON-TRADE-01)
      And Bob has no offer from Ann
      When Ann tries to offer Bob Milan for $100
      Then it is accepted

  @ON-TRADE-08 @ruling
  Rule: An offer is void once one side no longer holds a property or jail card it names
    A void offer is no longer open: nobody can accept it, and nothing changes hands.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Milan
      When Ann rolls 4 and 6

    Scenario: Ann offers Bob Milan, then sells Milan to the bank: Bob can no longer accept
      When Ann offers Bob Milan for $100
      And Ann sells Milan to the bank
      Then Bob has no offer from Ann
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"
      And nobody owns Milan
      And Bob has $1,500

    Scenario: Ann offers Bob her jail card, then trades it to Cid: Bob's offer is void
      Given Ann holds a jail card from the Chance deck
      When Ann offers Bob her jail card for $50
      And Ann offers Cid her jail card for $60
      And Cid accepts the offer
      Then Cid holds 1 jail card (see ON-TRADE-02)
      And Bob has no offer from Ann
      When Bob tries to accept the offer
      Then it is rejected with "no_offer"
      And Bob has $1,500
      And Bob holds no jail cards

    Scenario: an offer for Milan stays open while Ann still holds Milan
      When Ann offers Bob Milan for $100
      And Ann offers Cid $10 for $5
      Then Bob has an offer from Ann

  # ------------------------------------------------------------------ one-sided trades

  @ON-TRADE-10
  Rule: A private room lets such a trade go through

    Scenario: in a private room Ann gives Bob New York and all her $100 for $1
      Given a game with Ann, Bob and Cid, in a private room
      And Ann has $100
      And Ann owns New York
      When Ann rolls 4 and 6
      And Ann offers Bob New York and $100 for $1
      And Bob accepts the offer
      Then Bob owns New York
      And Ann has $1
      And Bob has $1,599

  @ON-TRADE-09
  Rule: A public room refuses a trade that gives away almost everything a player has for almost nothing
    The preset's room is public.

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Ann cannot give Bob New York and all her $100 for $1
      Given Ann has $100
      And Ann owns New York
      When Ann rolls 4 and 6
      And Ann tries to offer Bob New York and $100 for $1
      Then it is rejected with "one_sided_trade"
      And Bob has no offer from Ann
      And Ann owns New York
      And Ann has $100

    Scenario: Ann cannot ask Bob, who holds only Rome, for Rome at $1
      Given Bob has $0
      And Bob owns Rome
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $1 for Rome
      Then it is rejected with "one_sided_trade"
      And Bob owns Rome

    Scenario: Bob, who holds only Rome, cannot counter Ann's fair offer with Rome for $1
      Given Bob has $0
      And Bob owns Rome
      When Ann rolls 4 and 6
      And Ann offers Bob $160 for Rome
      And Bob tries to counter with Rome for $1
      Then it is rejected with "one_sided_trade"
      And Bob has an offer from Ann (see ON-TRADE-08)
      And Bob owns Rome

    @ruling
    Scenario: an offer that was fair when made is refused at acceptance once it has become one-sided
      Ann offers $900 of her $1,500 for $50; by the time Bob accepts, she has only $1,000.

      When Ann rolls 4 and 6
      And Ann offers Bob $900 for $50
      Given Ann has $1,000
      When Bob tries to accept the offer
      Then it is rejected with "one_sided_trade"
      And Ann has $1,000
      And Bob has $1,500

    Scenario: a fair sale goes through
      Given Ann owns Rome
      When Ann rolls 4 and 6
      And Ann offers Bob Rome for $160
      And Bob accepts the offer
      Then Bob owns Rome
      And Ann has $1,660

  @ON-TRADE-11 @ruling
  Rule: A side worth more than $0 that gives at least 90% of its net worth and receives less than 10% of what it gives is refused

    Scenario Outline: with $1,000 and nothing else, Ann offers Bob $<give> for <take>
      Given a game with Ann, Bob and Cid
      And Ann has $1,000
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $<give> for <take>
      Then it is <answer>

      Examples:
        | give | take    | answer                           |
        | 950  | $95     | accepted                         |
        | 950  | $94     | rejected with "one_sided_trade"  |
        | 900  | $90     | accepted                         |
        | 900  | $89     | rejected with "one_sided_trade"  |
        | 899  | nothing | accepted                         |
        | 800  | $400    | accepted                         |

    Scenario Outline: houses count at their price: with $2,000, Brazil ($120) and a house on each city, Ann offers $<give> for <take>
      Her net worth is $2,000 + $120 + $100 = $2,220, and 90% of it is $1,998. (Nobody offers more cash than
      they hold, ON-TRADE-14, so her cash is most of what she has.)

      Given a game with Ann, Bob and Cid
      And Ann has $2,000
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Rio has 1 house
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $<give> for <take>
      Then it is <answer>

      Examples:
        | give  | take    | answer                           |
        | 1,998 | $199    | rejected with "one_sided_trade"  |
        | 1,998 | $200    | accepted                         |
        | 1,997 | nothing | accepted                         |

    Scenario: a jail card counts $0 in the net worth
      With $1,000 and a jail card, Ann's net worth is $1,000, so $900 is 90% of it.

      Given a game with Ann, Bob and Cid
      And Ann has $1,000
      And Ann holds a jail card from the Chance deck
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $900 for $89
      Then it is rejected with "one_sided_trade"

    Scenario Outline: what Ann gives counts New York at its price: with $100 and New York she offers both for $<take>
      Her net worth is $500; she gives all of it, so she must receive at least $50.

      Given a game with Ann, Bob and Cid
      And Ann has $100
      And Ann owns New York
      When Ann rolls 4 and 6
      And Ann tries to offer Bob New York and $100 for $<take>
      Then it is <answer>

      Examples:
        | take | answer                           |
        | 49   | rejected with "one_sided_trade"  |
        | 50   | accepted                         |

    Scenario Outline: a debt counts against the net worth: Ann has $0, owes Bob $<debt> and offers him Berlin ($200) for <take>
      Her net worth is $200 less what she owes. At $150 (owing $50) she gives more than 90% of it, so she must
      receive at least $20. At $0 or below there is nothing to protect, and no check is made. (A player in debt may
      trade with the player they owe, ON-TRADE-13.)

      Given a game with Ann, Bob and Cid
      And Ann owns Berlin
      And Ann has $0
      And Ann owes Bob $<debt>
      When Ann tries to offer Bob Berlin for <take>
      Then it is <answer>

      Examples:
        | debt | take    | answer                           |
        | 50   | $19     | rejected with "one_sided_trade"  |
        | 50   | $20     | accepted                         |
        | 200  | nothing | accepted                         |
        | 250  | nothing | accepted                         |

    Scenario: teammates are checked too
      Given a team game of Ann and Bob against Cid
      When Ann rolls 4 and 6
      And Ann tries to offer Bob $1500 for nothing
      Then it is rejected with "one_sided_trade"
      And Bob has no offer from Ann

  # ------------------------------------------------------------------ trades of a player in debt

  @ON-TRADE-12
  Rule: A player in debt cannot make a trade that lowers what they can pay back
    Ann owns Berlin, London and New York. Unless a scenario says otherwise, she has $0 and owes Bob $50, so her cash
    is -$50.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Berlin, London and New York

    Scenario: Ann cannot sell Berlin to Cid for $10
      Given Ann has $0
      And Ann owes Bob $50
      When Ann tries to offer Cid Berlin for $10
      Then it is rejected with "lowers_repayment"
      And Cid has no offer from Ann
      And Ann owns Berlin
      And Cid has $1,500

    Scenario: Ann cannot accept Cid's offer of $10 for Berlin, made before she fell into debt
      When Cid offers Ann $10 for Berlin
      Given Ann has $0
      And Ann owes Bob $50
      When Ann tries to accept the offer
      Then it is rejected with "lowers_repayment"
      And Ann owns Berlin
      And Cid has $1,500

    Scenario: a debt to the bank counts too
      Given Ann has $0
      And Ann owes the bank $20
      When Ann tries to offer Cid Berlin for $10
      Then it is rejected with "lowers_repayment"
      And Ann owns Berlin

    Scenario: a sale of Berlin to Cid for $150 raises what Ann can pay back, and goes through
      Given Ann has $0
      And Ann owes Bob $50
      When Ann offers Cid Berlin for $150
      And Cid accepts the offer
      Then Cid owns Berlin
      And Ann has $100 (see ON-DEBT-03)
      And Bob has $1,550 (see ON-DEBT-03)
      And Ann owes nothing (see ON-DEBT-03)

    Scenario: at exactly $0, owing nothing, Ann sells Berlin to Cid for $10
      Given Ann has $0
      When Ann offers Cid Berlin for $10
      And Cid accepts the offer
      Then Cid owns Berlin
      And Ann has $10

  @ON-TRADE-13
  Rule: A player in debt may make such a trade with a player they owe
    Ann has $0 and owns Berlin, London and New York. Unless a scenario says otherwise, she owes Bob $50, so her
    cash is -$50.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Berlin, London and New York
      And Ann has $0

    Scenario: Ann sells Berlin for $10 to Bob, whom she owes; the $10 pays back part of her debt
      Given Ann owes Bob $50
      When Ann offers Bob Berlin for $10
      And Bob accepts the offer
      Then Bob owns Berlin
      And Ann owes Bob $40 (see ON-DEBT-03)
      And Bob has $1,500 (see ON-DEBT-03)

    Scenario: Ann accepts Bob's offer of $10 for Berlin
      Given Ann owes Bob $50
      When Bob offers Ann $10 for Berlin
      And Ann accepts the offer
      Then Bob owns Berlin
      And Ann owes Bob $40 (see ON-DEBT-03)

    Scenario: owing Bob and Cid, Ann sells Berlin for $10 to Cid, her second creditor
      Given Ann owes Bob $50
      And Ann owes Cid $20
      When Ann offers Cid Berlin for $10
      And Cid accepts the offer
      Then Cid owns Berlin
      And Ann owes Bob $40 (see ON-DEBT-03)
      And Ann owes Cid $20 (see ON-DEBT-03)

    Scenario: put $13 in debt by Bob's Rome, Ann sells Berlin for $10 to Bob; the $10 pays back most of it
      With $0, Ann stops on Bob's Rome: she owes him all of its $13 rent. She then sells him Berlin for $10, which
      lowers what she can pay back, but Bob is the player she owes.

      Given Bob owns Rome
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then the rent due from Ann to Bob is $13 (see ON-RENT-06)
      And Ann owes Bob $13 (see ON-DEBT-02)
      When Ann offers Bob Berlin for $10
      And Bob accepts the offer
      Then Bob owns Berlin
      And Ann owes Bob $3 (see ON-DEBT-03)
      And Bob has $1,500 (see ON-DEBT-03)

  @ON-TRADE-14 @ruling
  Rule: What a player can pay back is their cash, half the price of each unmortgaged property and $50 per jail card; nobody offers more cash than they hold
    Ann has $0 and owes Bob $50, so her cash is -$50. She owns Rome, Berlin, London and New York, and Cid owes her
    nothing.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Rome, Berlin, London and New York
      And Ann has $0
      And Ann owes Bob $50

    Scenario Outline: Rome counts at half its price: Ann offers Cid Rome for $<price>
      When Ann tries to offer Cid Rome for $<price>
      Then it is <answer>

      Examples:
        | price | answer                            |
        | 79    | rejected with "lowers_repayment"  |
        | 80    | accepted                          |

    Scenario: Ann's $80 from Cid for Rome pays Bob first
      When Ann offers Cid Rome for $80
      And Cid accepts the offer
      Then Cid owns Rome
      And Ann has $30 (see ON-DEBT-03)
      And Bob has $1,550 (see ON-DEBT-03)

    Scenario Outline: a jail card counts $50: Ann offers Cid her card for $<price>
      Given Ann holds a jail card from the Chance deck
      When Ann tries to offer Cid her jail card for $<price>
      Then it is <answer>

      Examples:
        | price | answer                            |
        | 49    | rejected with "lowers_repayment"  |
        | 50    | accepted                          |

    Scenario Outline: a property for a property: Ann offers Cid <give> for <take>
      Given Cid owns Milan and Munich
      When Ann tries to offer Cid <give> for <take>
      Then it is <answer>

      Examples:
        | give   | take   | answer                            |
        | Berlin | Munich | rejected with "lowers_repayment"  |
        | Rome   | Munich | accepted                          |
        | Rome   | Milan  | rejected with "lowers_repayment"  |

    Scenario: a mortgaged Rome counts for nothing: Ann offers it to Cid for $1
      Rome is worth nothing to what Ann can pay back once mortgaged, so $1 for it raises that.

      Given Rome is mortgaged
      When Ann tries to offer Cid Rome for $1
      Then it is accepted
      And Cid has an offer from Ann

    Scenario: below $0 Ann can offer no cash, not even to Bob, whom she owes
      Given Bob owns Milan
      When Ann tries to offer Bob $1 for Milan
      Then it is rejected with "insufficient_cash"
      And Bob has no offer from Ann
      And Bob owns Milan
      And Ann owes Bob $50

  @ON-TRADE-14 @ruling
  Rule: Nobody can pay more cash in a trade than they hold

    Background:
      Given a game with Ann, Bob and Cid
      And Bob owns Rome
      And Ann has $150
      When Ann rolls 4 and 6

    Scenario: Ann, with $150, cannot offer $151 for Rome
      When Ann tries to offer Bob $151 for Rome
      Then it is rejected with "insufficient_cash"
      And Bob has no offer from Ann
      And Bob owns Rome
      And Ann has $150
      And Bob has $1,500

    Scenario: Ann, with $150, offers $150 and then spends $1: Bob can no longer accept
      When Ann offers Bob $150 for Rome
      Given Ann has $149
      When Bob tries to accept the offer
      Then it is rejected with "insufficient_cash"
      And Bob owns Rome
      And Bob has $1,500

    Scenario: Ann cannot ask Bob for more cash than Bob holds
      Given Ann owns Milan
      And Bob has $100
      When Ann tries to offer Bob Milan for $101
      Then it is rejected with "insufficient_cash"
      And Ann has no offer from Bob
      And Bob has no offer from Ann

    Scenario: Ann, with $150, pays exactly $150 for Rome
      When Ann offers Bob $150 for Rome
      And Bob accepts the offer
      Then Ann owns Rome
      And Ann has $0
      And Bob has $1,650
