@online
Feature: Online edition: buildings, selling, mortgages, debt and bankruptcy
  In the online edition the app is the bank. A player who owns every city of a country builds on it during their
  own turn, evenly, up to four houses and then a hotel, at the country's house price; the bank takes back
  buildings and properties for half their price. Rent, taxes and cards may take a player's cash below $0: what
  they had is paid, the rest is owed, and money they receive later pays the oldest debt first. A player who cannot
  get back to $0 goes bankrupt, and the bank pays the players they owe half the value of what they held.
  Mortgages are a house rule, off by default; so is uneven building.

  Background:
    Given a game with Ann, Bob and Cid

  # ------------------------------------------------------------------ buildings

  @ON-BLD-01
  Rule: Only a player who owns every city of a country may build there

    Scenario: with Venice and Milan but not Rome, Ann may not build in Italy
      Given Ann owns Venice and Milan
      When Ann rolls 4 and 6
      And Ann tries to build a house on Venice
      Then it is rejected with "incomplete_set"
      And Venice has no buildings
      And Ann has $1,500

    Scenario: Bob's Rome keeps Ann from building on her Venice and Milan
      Given Ann owns Venice and Milan
      And Bob owns Rome
      When Ann rolls 4 and 6
      And Ann tries to build a house on Milan
      Then it is rejected with "incomplete_set"
      And Milan has no buildings

    Scenario: with the whole of Italy, Ann builds a house on Venice
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann builds a house on Venice
      Then Venice has 1 house

  @ON-BLD-02
  Rule: A player builds only during their own turn

    Scenario: on Bob's turn, Ann may not build on her Italy
      Given Ann owns Venice, Milan and Rome
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is rejected with "not_your_turn"
      And Rome has no buildings
      And Ann has $1,500

    Scenario: after her move, Ann builds
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is accepted
      And Rome has 1 house

    @ruling
    Scenario: on her next turn, before she rolls, Ann builds
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann tries to build a house on Rome
      Then it is accepted
      And Rome has 1 house
      And Ann has $1,400

  @ON-BLD-03
  Rule: A city takes four houses and then one hotel, and nothing more

    Scenario: the fifth building on a city with four houses is a hotel
      Given Ann owns Venice, Milan and Rome
      And Venice has 4 houses
      And Milan has 4 houses
      And Rome has 4 houses
      When Ann rolls 4 and 6
      And Ann builds a hotel on Rome
      Then Rome has a hotel

    Scenario: no fifth house goes on a city with four houses
      Given Ann owns Venice, Milan and Rome
      And Venice has 4 houses
      And Milan has 4 houses
      And Rome has 4 houses
      When Ann rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is rejected with "hotel_limit"
      And Rome has 4 houses
      And Ann has $1,500

    Scenario: a hotel on a city with three houses is refused
      Italy at 3-3-3: a fourth building on Venice would keep the country even, so only the four houses a hotel
      needs on its own city stand in the way.

      Given Ann owns Venice, Milan and Rome
      And Venice has 3 houses
      And Milan has 3 houses
      And Rome has 3 houses
      When Ann rolls 4 and 6
      And Ann tries to build a hotel on Venice
      Then it is rejected with "uneven_building"
      And Venice has 3 houses
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: nothing goes on a hotel
      Given Ann owns Venice, Milan and Rome
      And Venice has a hotel
      And Milan has a hotel
      And Rome has a hotel
      When Ann rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is rejected with "hotel_limit"
      And Rome has a hotel
      And Ann has $1,500

  @ON-BLD-04
  Rule: A house costs the country's house price, from $50 on the cheapest countries to $200 on the dearest

    Scenario Outline: a house on <city> costs <price>
      Given Ann owns <country>
      And Ann has $1,000
      When Ann rolls 4 and 6
      And Ann builds a house on <city>
      Then <city> has 1 house
      And Ann has <left>
      And the bank has gained <price>

      Examples:
        | country                          | city          | price | left |
        | Salvador and Rio                 | Salvador      | $50   | $950 |
        | Tel Aviv, Haifa and Jerusalem    | Jerusalem     | $50   | $950 |
        | Venice, Milan and Rome           | Rome          | $100  | $900 |
        | Frankfurt, Munich and Berlin     | Berlin        | $100  | $900 |
        | Shenzhen, Beijing and Shanghai   | Shenzhen      | $150  | $850 |
        | Lyon, Toulouse and Paris         | Paris         | $150  | $850 |
        | Liverpool, Manchester and London | London        | $200  | $800 |
        | San Francisco and New York       | New York      | $200  | $800 |

  @ON-BLD-05
  Rule: A hotel costs the same as one more house

    Scenario Outline: a hotel on <city> costs <price>, the country's house price
      Given Ann owns <country>
      And <a> has 4 houses
      And <b> has 4 houses
      And <city> has 4 houses
      And Ann has $1,000
      When Ann rolls 4 and 6
      And Ann builds a hotel on <city>
      Then <city> has a hotel
      And Ann has <left>
      And the bank has gained <price>

      Examples:
        | country                          | a         | b          | city     | price | left |
        | Tel Aviv, Haifa and Jerusalem    | Tel Aviv  | Haifa      | Jerusalem | $50  | $950 |
        | Venice, Milan and Rome           | Venice    | Milan      | Rome     | $100  | $900 |
        | Liverpool, Manchester and London | Liverpool | Manchester | London   | $200  | $800 |

  @ON-BLD-06
  Rule: With Even building, a city is never more than one building ahead of another city of its country

    @default-even_building
    Scenario: Italy at 1-0-0: a second house on Venice is refused
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to build a house on Venice
      Then it is rejected with "uneven_building"
      And Venice has 1 house
      And Ann has $1,500

    Scenario: Italy at 1-0-0: a house on Milan is accepted
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann rolls 4 and 6
      And Ann tries to build a house on Milan
      Then it is accepted
      And Milan has 1 house

    @default-even_building
    Scenario: Italy at 4-4-3: a hotel on Venice is refused until Rome has its fourth house
      Given Ann owns Venice, Milan and Rome
      And Venice has 4 houses
      And Milan has 4 houses
      And Rome has 3 houses
      When Ann rolls 4 and 6
      And Ann tries to build a hotel on Venice
      Then it is rejected with "uneven_building"
      And Venice has 4 houses

  @ON-BLD-07
  Rule: With Even building, buildings also come off evenly

    @default-even_building
    Scenario: Italy at 2-1-2: taking the house off Milan is refused
      Given Ann owns Venice, Milan and Rome
      And Venice has 2 houses
      And Milan has 1 house
      And Rome has 2 houses
      When Ann rolls 4 and 6
      And Ann tries to sell a house on Milan
      Then it is rejected with "uneven_building"
      And Milan has 1 house
      And Ann has $1,500

    Scenario: Italy at 2-1-2: a house comes off Venice
      Given Ann owns Venice, Milan and Rome
      And Venice has 2 houses
      And Milan has 1 house
      And Rome has 2 houses
      When Ann rolls 4 and 6
      And Ann tries to sell a house on Venice
      Then it is accepted
      And Venice has 1 house

  @ON-BLD-10
  Rule: The bank pays half a building's price when it is removed

    Scenario Outline: a house taken off <city> pays <half>
      Given Ann owns <country>
      And <city> has 1 house
      When Ann rolls 4 and 6
      And Ann sells a house on <city>
      Then <city> has no buildings
      And Ann has <cash>
      And the bank has paid out <half>

      Examples:
        | country                          | city     | half  | cash   |
        | Salvador and Rio                 | Salvador | $25   | $1,525 |
        | Venice, Milan and Rome           | Rome     | $50   | $1,550 |
        | Shenzhen, Beijing and Shanghai   | Beijing  | $75   | $1,575 |
        | Liverpool, Manchester and London | London   | $100  | $1,600 |

  @ON-BLD-11 @ruling
  Rule: A hotel is the fifth building: taking it off pays half its price and leaves four houses

    Scenario: Ann takes the hotel off Rome and gets $50
      Given Ann owns Venice, Milan and Rome
      And Venice has a hotel
      And Milan has a hotel
      And Rome has a hotel
      When Ann rolls 4 and 6
      And Ann sells a house on Rome
      Then Rome has 4 houses
      And Ann has $1,550
      And the bank has paid out $50

    @default-even_building
    Scenario: with Even building, every hotel of Italy comes off before any house
      Given Ann owns Venice, Milan and Rome
      And Venice has a hotel
      And Milan has 4 houses
      And Rome has a hotel
      When Ann rolls 4 and 6
      And Ann tries to sell a house on Milan
      Then it is rejected with "uneven_building" (see ON-BLD-07)
      And Milan has 4 houses
      And Ann has $1,500

  @ON-SHORT-01 @ruling
  Rule: The bank never runs out of houses or hotels, and there are no shortage auctions

    Scenario: Ann builds a thirteenth house and three hotels without any shortage
      Given Ann owns Venice, Milan and Rome
      And Ann owns Liverpool, Manchester and London
      And Venice has a hotel
      And Milan has a hotel
      And Liverpool has 4 houses
      And Manchester has 4 houses
      And London has 4 houses
      And Rome has 4 houses
      When Ann rolls 4 and 6
      And Ann builds a hotel on Rome
      Then Rome has a hotel
      And Ann has $1,400

    Scenario: nobody can ask for one of the bank's last buildings
      Given Ann owns Venice, Milan and Rome
      When Ann rolls 4 and 6
      And Ann tries to request a house
      Then it is rejected with "not_allowed_in_variant"
      And no auction is open

  # ------------------------------------------------------------------ selling

  @ON-SELL-01
  Rule: On their own turn, a player can sell a property back to the bank for half its price

    Scenario Outline: Ann sells <property> for <half>
      Given Ann owns <property>
      When Ann sells <property> to the bank
      Then nobody owns <property>
      And Ann has <cash>
      And the bank has paid out <half>

      Examples:
        | property      | half  | cash   |
        | Salvador      | $30   | $1,530 |
        | Haifa         | $55   | $1,555 |
        | Rome          | $80   | $1,580 |
        | Toulouse      | $135  | $1,635 |
        | New York      | $200  | $1,700 |
        | TLV Airport   | $100  | $1,600 |
        | Water Company | $75   | $1,575 |

    Scenario: on Bob's turn, Ann may not sell Rome
      Given Ann owns Rome
      And it is Bob's turn to roll
      When Ann tries to sell Rome to the bank
      Then it is rejected with "not_your_turn"
      And Ann owns Rome
      And Ann has $1,500
      And the bank's cash is unchanged

  @ON-SELL-02
  Rule: A city is sold only once every building of its country is gone

    Scenario: a house on Venice keeps Ann from selling the bare Rome
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann tries to sell Rome to the bank
      Then it is rejected with "buildings_on_set"
      And Ann owns Rome
      And Ann has $1,500

    Scenario: once the house is off Venice, Rome sells
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann sells a house on Venice
      And Ann tries to sell Rome to the bank
      Then it is accepted
      And nobody owns Rome
      And Ann has $1,630

  # ------------------------------------------------------------------ debt

  @ON-DEBT-01
  Rule: Rent, taxes and cards can take a player's cash below $0

    Scenario: with $10, Ann stops on Bob's Rome and owes the other $3
      Given Bob owns Rome
      And Ann has $10
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then the rent due from Ann to Bob is $13 (see ON-RENT-06)
      And Ann owes Bob $3
      And Ann is still in the game

    Scenario: with exactly $13, Ann pays Rome's rent in full and owes nothing
      Given Bob owns Rome
      And Ann has $13
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then Ann has $0
      And Ann owes nothing

    @ruling @default-vacation_jackpot
    Scenario: with $30, Ann stops on Luxury Tax and owes the bank $45
      Given Ann has $30
      And Ann is on JFK Airport
      When Ann rolls 1 and 2
      Then Ann owes the bank $45
      And the bank has gained $30
      And Ann is still in the game

    @ruling @default-vacation_jackpot
    Scenario: with $20, Ann draws "Pay $50" and owes the bank $30
      Given Ann has $20
      And Ann is on Income Tax
      And the Chance deck has "pay-50" on top
      When Ann rolls 1 and 2
      Then Ann drew "pay-50" (see ON-CARD-01)
      And Ann owes the bank $30
      And the bank has gained $20

  @ON-DEBT-02
  Rule: A creditor gets what the debtor had, and the debtor owes them the rest

    Scenario: Bob gets Ann's $10 of Rome's $13 rent, and Ann owes him $3
      Given Bob owns Rome
      And Ann has $10
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then Bob has $1,510
      And Ann owes Bob $3
      And the last action's events include, in order:
        | event     |
        | rent_due  |
        | paid      |
        | debt_owed |

    Scenario: with $0, Ann pays Bob nothing now and owes all $13
      Given Bob owns Rome
      And Ann has $0
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then Bob has $1,500
      And Ann owes Bob $13
      And the last action's events include no "paid"

  @ON-DEBT-03
  Rule: Money a debtor receives pays their debts first, the oldest first

    Scenario: the Start money pays Bob's older debt in full and part of Cid's
      Liverpool with a house costs $120 and New York with a house $200. Ann then passes Start and gets $200.

      Given Bob owns Liverpool, Manchester and London
      And Liverpool has 1 house
      And Cid owns San Francisco and New York
      And New York has 1 house
      And Ann has $0
      And Ann is on Paris
      When Ann rolls 1 and 1
      And Ann rolls 4 and 4
      And Ann rolls 1 and 3
      Then Ann received the Go salary (see ON-GO-01)
      And Bob has $1,620
      And Cid has $1,580
      And Ann owes Cid $120

  @ON-DEBT-04 @ruling
  Rule: Every shortfall joins one queue, to a player or to the bank; debts made together follow the turn order after the drawer

    Scenario: Ann, with $70, draws "Pay each player $50": Bob gets $50, Cid $20, and Ann owes Cid $30
      Given Ann has $70
      And Ann is on Income Tax
      And the Chance deck has "pay-each-player-50" on top
      When Ann rolls 1 and 2
      Then Bob has $1,550
      And Cid has $1,520
      And Ann owes Cid $30

    Scenario: a sale pays the debt to Bob, made first by the card, before the debt to Cid
      Given Ann owns Salvador
      And Ann has $0
      And Ann is on Income Tax
      And the Chance deck has "pay-each-player-50" on top
      When Ann rolls 1 and 2
      And Ann sells Salvador to the bank (see ON-SELL-01)
      Then Bob has $1,530
      And Cid has $1,500
      And Ann owes Bob $20
      And Ann owes Cid $50

    @default-vacation_jackpot
    Scenario: the Start money pays the older debt to the bank before the later rent to Bob
      Ann draws "Your insurance is due. Pay $60." with $0, then stops on JFK Airport: Bob holds all four
      airports, so the rent is $200. She then passes Start and gets $200.

      Given Bob owns TLV Airport, MUC Airport, CDG Airport and JFK Airport
      And Ann has $0
      And Ann is on Liverpool
      And the Treasure deck has "insurance" on top
      When Ann rolls 1 and 1
      And Ann rolls 1 and 1
      And Ann rolls 2 and 4
      Then Ann received the Go salary (see ON-GO-01)
      And Bob has $1,640
      And Ann owes Bob $60
      And the bank has paid out $140

  @ON-DEBT-05
  Rule: Cards drawn on other players' turns can put a player in debt too

    Scenario: on Bob's turn, Bob draws "Collect $50 from every player" and Ann, with $20, owes him $30
      Given Ann has $20
      And it is Bob's turn to roll
      And Bob is on Rome
      And the Treasure deck has "collect-50-from-every-player" on top
      When Bob rolls 1 and 2
      Then Bob drew "collect-50-from-every-player" (see ON-CARD-01)
      And Bob has $1,570
      And Cid has $1,450
      And Ann owes Bob $30

  @ON-DEBT-06
  Rule: A player below $0 may not roll

    Scenario: $3 short after Rome's rent, Ann may not take her doubles roll
      Given Bob owns Rome
      And Ann owns Salvador
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann tries to roll 2 and 3
      Then it is rejected with "debt_pending"
      And Ann is on Rome
      And Ann owes Bob $3

    Scenario: at exactly $0 after Rome's rent, Ann takes her doubles roll
      Given Bob owns Rome
      And Ann owns Salvador
      And Ann has $13
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann tries to roll 2 and 3
      Then it is accepted
      And Ann is on Berlin

  @ON-DEBT-07
  Rule: A debtor gets back to $0 by removing buildings, selling properties, mortgaging them or trading

    Scenario: Ann takes the house off Salvador, pays Bob the $3 and rolls again
      Given Bob owns Rome
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann sells a house on Salvador
      Then Ann owes nothing
      And Ann has $22
      And Bob has $1,513
      And Ann is next to roll

    Scenario: Ann sells Salvador, pays Bob the $3 and rolls again
      Given Bob owns Rome
      And Ann owns Salvador
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann sells Salvador to the bank
      Then Ann owes nothing
      And Ann has $27
      And Bob has $1,513
      And Ann is next to roll

    Scenario: Ann mortgages Salvador, pays Bob the $3 and rolls again
      With the Mortgages rule, the bank pays half of Salvador's $60 price for the mortgage: $30, of which $3 goes
      to Bob.

      Given a game with Ann, Bob and Cid, with the house rule mortgages on
      And Bob owns Rome
      And Ann owns Salvador
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann mortgages Salvador
      Then Ann owes nothing
      And Ann has $27
      And Bob has $1,513
      And Ann is next to roll

  @ON-DEBT-08
  Rule: A debtor with nothing left to sell may still roll, and the Start money can save them

    Scenario: Ann owes Bob $25 with nothing to sell, rolls on, and the Start money clears it
      Given Bob owns San Francisco
      And Ann has $10
      And Ann is on JFK Airport
      When Ann rolls 1 and 1
      And Ann rolls 2 and 4
      Then Ann received the Go salary (see ON-GO-01)
      And Ann owes nothing
      And Ann has $175
      And Bob has $1,535

    Scenario: with Salvador still to sell, Ann may not roll on
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Ann has $10
      And Ann is on JFK Airport
      When Ann rolls 1 and 1
      And Ann tries to roll 2 and 4
      Then it is rejected with "debt_pending" (see ON-DEBT-06)
      And Ann owes Bob $25

  @ON-DEBT-09 @ruling
  Rule: Nothing left to sell means no buildings and no unmortgaged property

    Scenario: a jail card is not something to sell: Ann rolls on
      Given Bob owns San Francisco
      And Ann holds a jail card from the Chance deck
      And Ann has $10
      And Ann is on JFK Airport
      When Ann rolls 1 and 1
      And Ann tries to roll 2 and 4
      Then it is accepted
      And Ann owes nothing

    Scenario: a mortgaged Salvador is not something to sell: Ann rolls on
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Salvador is mortgaged
      And Ann has $10
      And Ann is on JFK Airport
      When Ann rolls 1 and 1
      And Ann tries to roll 2 and 4
      Then it is accepted
      And Ann owes nothing

  @ON-DEBT-10 @ruling
  Rule: A player put in debt on another's turn repairs it on their own turn, before they roll

    Scenario: Ann may not sell Salvador on Bob's turn, must sell it before she rolls on her own, and then rolls
      Given a game with Ann and Bob
      And Ann owns Salvador
      And Ann has $20
      And it is Bob's turn to roll
      And Bob is on Rome
      And the Treasure deck has "collect-50-from-every-player" on top
      When Bob rolls 1 and 2
      And Ann tries to sell Salvador to the bank
      Then it is rejected with "not_your_turn"
      And Ann owns Salvador
      When Bob ends his turn
      And Ann tries to roll 4 and 6
      Then it is rejected with "debt_pending"
      When Ann sells Salvador to the bank
      And Ann tries to roll 4 and 6
      Then it is accepted
      And Ann owes nothing
      And Bob has $1,550

    Scenario: while Ann is below $0, the next player's throw is his own: Cid rolls
      Only the debtor's own roll waits for her debt.

      Given Ann owns Salvador
      And Ann has $20
      And it is Bob's turn to roll
      And Bob is on Rome
      And the Treasure deck has "collect-50-from-every-player" on top
      When Bob rolls 1 and 2
      And Bob ends his turn
      Then Ann owes Bob $30 (see ON-DEBT-05)
      And Cid is next to roll
      When Cid rolls 4 and 6
      Then Cid is on Jail (see ON-TURN-01)
      And Ann owes Bob $30

  # ------------------------------------------------------------------ bankruptcy

  @ON-BKR-01
  Rule: A player who cannot get back to $0 goes bankrupt and leaves the game

    @ruling
    Scenario: Ann, $25 short with nothing to sell, ends her turn bankrupt and is passed over from then on
      Given Bob owns San Francisco
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 2
      And Ann ends her turn
      Then Ann is bankrupt
      And Bob is next to roll
      When Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      Then Bob is next to roll

  @ON-BKR-02 @ruling
  Rule: A debtor with something left to sell cannot end the turn, but may declare bankruptcy, and the clock ends them

    Scenario: with Salvador left to sell, Ann may not end her turn below $0
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 2
      And Ann tries to end her turn
      Then it is rejected with "debt_pending"
      And Ann is still in the game

    Scenario: with Salvador left to sell, Ann declares bankruptcy
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Ann is bankrupt
      And Bob is next to roll

    Scenario: at $0, Ann may not declare bankruptcy
      Given Bob owns San Francisco
      And Ann has $35
      And Ann is on London
      When Ann rolls 1 and 2
      And Ann tries to declare bankruptcy
      Then it is rejected with "no_debt"
      And Ann is still in the game

    Scenario: below $0 with Salvador left to sell, Ann is still in the game after 59 seconds
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 2
      And 59 seconds pass on the game's clock
      Then Ann is still in the game

    @default-turn_clock
    Scenario: below $0 with Salvador left to sell, Ann goes bankrupt when her 60 seconds run out
      Given Bob owns San Francisco
      And Ann owns Salvador
      And Ann has $10
      And Ann is on London
      When Ann rolls 1 and 2
      And 60 seconds pass on the game's clock
      Then Ann is bankrupt

  @ON-BKR-03
  Rule: A bankrupt player's properties go back to the bank with no buildings

    Scenario: Ann's Brazil, with a house on each city, goes back to the bank bare
      Given Bob owns Liverpool, Manchester and London
      And London has 1 house
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Rio has 1 house
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then nobody owns Salvador and Rio
      And Salvador has no buildings
      And Rio has no buildings

  @ON-BKR-04
  Rule: The bank pays the players owed half the value of the bankrupt's properties and buildings

    Scenario: Ann's Brazil with a house on each city pays Bob $110
      London with a house costs $140. Half of Salvador, Rio and their two $50 houses is $110.

      Given Bob owns Liverpool, Manchester and London
      And London has 1 house
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Rio has 1 house
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Bob has $1,610
      And the bank has paid out $110

  @ON-BKR-05
  Rule: The bank also pays $50 for each Get out of Jail card the bankrupt held

    Scenario: with a jail card as well, Bob gets $160
      Given Bob owns Liverpool, Manchester and London
      And London has 2 houses
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Rio has 1 house
      And Ann holds a jail card from the Chance deck
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Bob has $1,660
      And the bank has paid out $160

  @ON-BKR-06
  Rule: The payout goes to the oldest debt first

    @ruling
    Scenario: Ann's jail card pays $50: Bob's older $25 in full, then $25 of Cid's $50
      A jail card is not something to sell, so Ann rolls on after the first rent (see ON-DEBT-09).

      Given Bob owns Liverpool
      And Cid owns New York
      And Ann holds a jail card from the Chance deck
      And Ann has $0
      And Ann is on Paris
      When Ann rolls 1 and 1
      And Ann rolls 4 and 4
      And Ann declares bankruptcy
      Then Bob has $1,525
      And Cid has $1,525

  @ON-BKR-07 @ruling
  Rule: The payout counts a mortgaged property as $0 and a hotel with its houses, stops at the debts to players, writes off debts to the bank, and returns jail cards to their decks

    Scenario: the payout stops at the $30 Ann owes Bob, and the rest stays with the bank
      Given Bob owns London
      And Ann owns Rome
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Bob has $1,530
      And the bank has paid out $30
      And nobody owns Rome

    Scenario: what Cid owed the bankrupt Ann he now owes the bank, and his debt to Bob stays Bob's
      Given Ann has $0
      And Ann owes Bob $50
      And Cid has $0
      And Cid owes Ann $30
      And Cid owes Bob $20
      When Ann declares bankruptcy
      Then Cid owes the bank $30
      And Cid owes Bob $20

    @default-vacation_jackpot
    Scenario: a debt to the bank is written off: the bank pays nothing out
      Given Ann owns Rome
      And Ann has $10
      And Ann is on JFK Airport
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then the bank has gained $10
      And nobody owns Rome

    Scenario: a mortgaged Rome adds nothing to the payout
      Given Bob owns London
      And Ann owns Rome
      And Rome is mortgaged
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Bob has $1,500
      And the bank's cash is unchanged
      And Rome is not mortgaged

    Scenario: a hotel counts with its four houses: Ann's Brazil with two hotels pays Bob $310
      London with two houses costs $440. Half of Salvador and Rio is $60; half of two hotels, each $50 with four
      $50 houses, is $250.

      Given Bob owns Liverpool, Manchester and London
      And London has 2 houses
      And Ann owns Salvador and Rio
      And Salvador has a hotel
      And Rio has a hotel
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Bob has $1,810
      And the bank has paid out $310

    Scenario: Ann's jail card goes back to the Chance deck
      Given Bob owns London
      And Ann holds a jail card from the Chance deck
      And Ann has $0
      And Ann is on Liverpool
      When Ann rolls 1 and 2
      And Ann declares bankruptcy
      Then Ann holds no jail card
      And the Chance deck has 17 cards

  # ------------------------------------------------------------------ mortgages

  @ON-MORT-06 @ruling
  Rule: Without the Mortgages rule, nobody mortgages, not even a player below $0

    @default-mortgages
    Scenario: Ann may not mortgage Rome
      Given Ann owns Rome
      When Ann tries to mortgage Rome
      Then it is rejected with "not_allowed_in_variant"
      And Rome is not mortgaged
      And Ann has $1,500

    @default-mortgages
    Scenario: $3 short after Rome's rent, Ann may still not mortgage Salvador
      Given Bob owns Rome
      And Ann owns Salvador
      And Ann has $10
      And Ann is on Electric Company
      When Ann rolls 1 and 1
      And Ann tries to mortgage Salvador
      Then it is rejected with "not_allowed_in_variant"
      And Salvador is not mortgaged
      And Ann owes Bob $3

  # The rules below hold with a house rule switched on (the switch named in the tag):
  #   @house-rule-mortgages       --house-rule mortgage.enabled=true
  #   @house-rule-double_rent     --house-rule rent.full_set_multiplier=2
  #   @house-rule-even_building   --house-rule buildings.even_building=false --house-rule buildings.even_selling=false

  @ON-MORT-01 @house-rule-mortgages
  Rule: With the Mortgages rule, the bank pays half the price of a mortgaged property at once

    Scenario Outline: Ann mortgages <property> for <half>
      Given Ann owns <property>
      When Ann mortgages <property>
      Then <property> is mortgaged
      And Ann has <cash>
      And the bank has paid out <half>

      Examples:
        | property      | half | cash   |
        | Haifa         | $55  | $1,555 |
        | Rome          | $80  | $1,580 |
        | TLV Airport   | $100 | $1,600 |
        | Water Company | $75  | $1,575 |

  @ON-MORT-02 @house-rule-mortgages
  Rule: A mortgaged property earns no rent until it is bought back

    Scenario: Ann stops on Bob's mortgaged Rome and pays nothing
      Given Bob owns Rome
      And Rome is mortgaged
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500

    Scenario: once Bob buys Rome back, Ann pays its $13
      Given Bob owns Rome
      And Rome is mortgaged
      And Ann is on Venice
      And it is Bob's turn to roll
      When Bob unmortgages Rome (see ON-MORT-03)
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 2
      Then the rent due from Ann to Bob is $13

  @ON-MORT-03 @house-rule-mortgages
  Rule: Buying back costs the mortgage money plus 10%

    Scenario: Ann buys Rome back for $88
      Given Ann owns Rome
      And Rome is mortgaged
      When Ann unmortgages Rome
      Then Rome is not mortgaged
      And Ann has $1,412
      And the bank has gained $88

    Scenario: with $87, Ann cannot buy Rome back
      Given Ann owns Rome
      And Rome is mortgaged
      And Ann has $87
      When Ann tries to unmortgage Rome
      Then it is rejected with "insufficient_cash"
      And Rome is mortgaged
      And Ann has $87

  @ON-SELL-04 @ruling @house-rule-mortgages
  Rule: The bank pays amounts rounded down, and is paid amounts rounded up, to whole dollars

    Scenario Outline: buying back <property>, mortgaged for <mortgage>, costs <cost>
      Given Ann owns <property>
      And <property> is mortgaged
      Then lifting the mortgage on <property> costs <cost>
      When Ann unmortgages <property>
      Then the bank has gained <cost>

      Examples:
        | property | mortgage | cost |
        | Haifa    | $55      | $61  |
        | Venice   | $65      | $72  |
        | Rome     | $80      | $88  |

  @ON-MORT-04 @house-rule-mortgages @house-rule-double_rent
  Rule: A mortgaged city still counts towards a full country

    Scenario: with Venice mortgaged, Bob still holds Italy and Rome costs double
      Given Bob owns Venice, Milan and Rome
      And Venice is mortgaged
      And Ann is on Venice
      When Ann rolls 1 and 2
      Then the rent due from Ann to Bob is $26

  @ON-MORT-05 @ruling @house-rule-mortgages
  Rule: A player mortgages only on their own turn, and only a city whose country has no buildings

    Scenario: a house on Venice keeps Ann from mortgaging Rome
      Given Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann tries to mortgage Rome
      Then it is rejected with "buildings_on_set"
      And Rome is not mortgaged
      And Ann has $1,500

    Scenario: an airport may be mortgaged whatever is built elsewhere
      Given Ann owns Venice, Milan, Rome and TLV Airport
      And Venice has 1 house
      When Ann tries to mortgage TLV Airport
      Then it is accepted
      And TLV Airport is mortgaged

    Scenario: on Bob's turn, Ann may not mortgage Rome
      Given Ann owns Rome
      And it is Bob's turn to roll
      When Ann tries to mortgage Rome
      Then it is rejected with "not_your_turn"
      And Rome is not mortgaged
      And Ann has $1,500

  @ON-MORT-07 @ruling @house-rule-mortgages
  Rule: A mortgaged property changes hands with no fee, stays mortgaged, and the new owner buys it back for the mortgage plus 10%

    Scenario: Bob takes Ann's mortgaged Rome for $50, pays no fee, and would buy it back for $88
      Given Ann owns Rome
      And Rome is mortgaged
      When Ann rolls 4 and 6
      And Ann offers Bob Rome for $50
      And Bob accepts the offer
      Then Bob owns Rome
      And Rome is mortgaged
      And Bob has $1,450
      And the bank's cash is unchanged
      And lifting the mortgage on Rome costs $88

  @ON-SELL-03 @house-rule-mortgages
  Rule: A mortgaged property sells for $0

    Scenario: Ann sells her mortgaged Rome and gets nothing
      Given Ann owns Rome
      And Rome is mortgaged
      When Ann sells Rome to the bank
      Then nobody owns Rome
      And Rome is not mortgaged
      And Ann has $1,500
      And the bank's cash is unchanged

  @ON-BLD-09 @house-rule-mortgages
  Rule: Nobody builds in a country with a mortgaged city until it is bought back

    Scenario: with Venice mortgaged, Ann may not build on Rome
      Given Ann owns Venice, Milan and Rome
      And Venice is mortgaged
      When Ann rolls 4 and 6
      And Ann tries to build a house on Rome
      Then it is rejected with "mortgaged"
      And Rome has no buildings

    Scenario: once Venice is bought back, Ann builds on Rome
      Given Ann owns Venice, Milan and Rome
      And Venice is mortgaged
      When Ann rolls 4 and 6
      And Ann unmortgages Venice (see ON-MORT-03)
      And Ann tries to build a house on Rome
      Then it is accepted
      And Rome has 1 house

  @ON-BLD-08 @ruling @house-rule-even_building
  Rule: Without Even building, houses go up and come off in any order, but a hotel still needs four houses on its city

    Scenario: Italy at 2-0-0: a third house on Venice is accepted
      Given Ann owns Venice, Milan and Rome
      And Venice has 2 houses
      When Ann rolls 4 and 6
      And Ann tries to build a house on Venice
      Then it is accepted
      And Venice has 3 houses

    Scenario: a hotel on Venice beside bare Milan and Rome is accepted
      Given Ann owns Venice, Milan and Rome
      And Venice has 4 houses
      When Ann rolls 4 and 6
      And Ann tries to build a hotel on Venice
      Then it is accepted
      And Venice has a hotel

    Scenario: Italy at 2-1-2: the house comes off Milan
      Given Ann owns Venice, Milan and Rome
      And Venice has 2 houses
      And Milan has 1 house
      And Rome has 2 houses
      When Ann rolls 4 and 6
      And Ann tries to sell a house on Milan
      Then it is accepted
      And Milan has no buildings

    Scenario: a full country is still needed
      Given Ann owns Venice and Milan
      When Ann rolls 4 and 6
      And Ann tries to build a house on Venice
      Then it is rejected with "incomplete_set"
