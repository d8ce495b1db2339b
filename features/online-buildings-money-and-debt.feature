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
