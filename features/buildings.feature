Feature: Houses and hotels
  Whoever holds every street of a colour set may build on it, once the space landed on has been
  dealt with and before the next throw, on anybody's turn. Houses go up evenly: no street gets
  another while a street of its set has fewer. When every street of the set carries four
  houses, a hotel may replace them, and the four houses go back to the bank; a street with a
  hotel takes nothing more. Nothing is built while a street of the set is mortgaged, and
  nothing on ports or utilities. Each house or hotel costs the price on the deed ($50, $100,
  $150 or $200 by set; a hotel costs the same as a house), paid to the bank.

  Buildings never pass from one player to another: they go back to the bank, which pays half
  what they cost, and they come down evenly too, from the street with the most first.

  The classic games build the same way, on colour groups instead of sets, and a house may be
  bought on anybody's turn. A group's hotels may be sold back all together or one step at a
  time, and a hotel counts as one more step after its row of houses. In the short classic game
  the row is three houses: a hotel needs three on every street of the group, the three go back
  to the bank, and a hotel sold back leaves three.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-BLD-01 @CL-BLD-01 @classic @classic-short @classic-timed
  Rule: Only the holder of the whole colour set may build on it

    Scenario: a street whose set-mate belongs to someone else takes no house
      Given Ann owns Boardwalk
      And Bob owns Park Place
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "incomplete_set"
      And Boardwalk has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: a street whose set-mate is still with the bank takes no house either
      Given Ann owns Oriental Avenue and Vermont Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Vermont Avenue
      Then it is rejected with "incomplete_set"
      And Vermont Avenue has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: with the whole set, the house goes up
      Given Ann owns Park Place and Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Boardwalk
      Then Boardwalk has 1 house
      And Ann has $1,300 (see VP-BLD-05, CL-BLD-05)

    Scenario: nobody builds on a street they do not own
      Given Ann owns Park Place and Boardwalk
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob tries to build a house on Boardwalk
      Then it is rejected with "not_owner"
      And Boardwalk has no buildings
      And Bob has $1,500
      And the bank's cash is unchanged

    @VP-PORT-03
    Scenario Outline: holding <what> allows no <building> on <space>
      Given Ann owns <what>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a <building> on <space>
      Then it is rejected with "not_buildable"
      And <space> has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged

      Examples:
        | what                                                                | building | space            |
        | Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port | house    | B. & O. Port     |
        | Electric Company and Water Works                                    | house    | Electric Company |
        | Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port | hotel    | B. & O. Port     |
        | Electric Company and Water Works                                    | hotel    | Electric Company |

  @CL-BLD-02 @classic @classic-short @classic-timed
  Rule: The first house of a colour group may go on any one of its properties
    Whoever holds the whole group chooses where the first house stands.

    Scenario Outline: Ann's first light-blue house goes on <street>
      Given Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann builds a house on <street>
      Then <street> has 1 house
      And Ann has $1,450 (see CL-BLD-05)

      Examples:
        | street             |
        | Oriental Avenue    |
        | Vermont Avenue     |
        | Connecticut Avenue |

  @veropoly @VP-BLD-02 @classic @classic-short @classic-timed
  Rule: Houses go up evenly across the set

    @CL-BLD-03
    Scenario: a second house waits until every street of the set has one
      The light blues stand at 1-0-0: Oriental Avenue may not go to two, Vermont Avenue may go to one.

      Given Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Oriental Avenue
      Then it is rejected with "uneven_building"
      And Oriental Avenue has 1 house
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann builds a house on Vermont Avenue
      Then Vermont Avenue has 1 house
      And Ann has $1,450 (see VP-BLD-05, CL-BLD-05)

    @CL-BLD-04
    Scenario: once the set is level, the next round of houses may start anywhere, but only once
      Given Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Connecticut Avenue
      Then Connecticut Avenue has 2 houses
      And Ann has $1,450 (see VP-BLD-05, CL-BLD-05)
      When Ann tries to build a house on Connecticut Avenue
      Then it is rejected with "uneven_building"
      And Connecticut Avenue has 2 houses
      And Ann has $1,450

  Rule: A hotel needs a full row of houses on every street of the set: four, or three in the short classic game
    In veropoly and the long classic game a hotel waits until every street of the set has four
    houses; in the short classic game three on each street are enough.

    Scenario Outline: at <row>, <row> and <less> houses no hotel yet; after the last house of the row, yes
      Given Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has <row> houses
      And Vermont Avenue has <row> houses
      And Connecticut Avenue has <less> houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a hotel on Oriental Avenue
      Then it is rejected with "uneven_building"
      And Oriental Avenue has <row> houses
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann builds a house on Connecticut Avenue (see VP-BLD-02, CL-BLD-03)
      And Ann builds a hotel on Oriental Avenue
      Then Oriental Avenue has a hotel

      @veropoly @VP-BLD-03
      Examples:
        | row | less |
        | 4   | 3    |

      @classic @classic-timed @CL-BLD-08
      Examples:
        | row | less |
        | 4   | 3    |

      @classic-short @CS-BLD-01
      Examples:
        | row | less |
        | 3   | 2    |

    Scenario Outline: a street with <less> houses is not ready for a hotel
      Given Ann owns Park Place and Boardwalk
      And Park Place has <less> houses
      And Boardwalk has <less> houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a hotel on Boardwalk
      Then it is rejected with "uneven_building"
      And Boardwalk has <less> houses
      And Ann has $1,500
      And the bank's cash is unchanged

      @veropoly @VP-BLD-03
      Examples:
        | less |
        | 3    |

      @classic @classic-timed @CL-BLD-08
      Examples:
        | less |
        | 3    |

      @classic-short @CS-BLD-01
      Examples:
        | less |
        | 2    |

    Scenario Outline: after <row> houses comes the hotel, never another house
      Given Ann owns Park Place and Boardwalk
      And Park Place has <row> houses
      And Boardwalk has <row> houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "hotel_limit"
      And Boardwalk has <row> houses
      And Ann has $1,500
      And the bank's cash is unchanged

      @veropoly @VP-BLD-03
      Examples:
        | row |
        | 4   |

      @classic @classic-timed @CL-BLD-08
      Examples:
        | row |
        | 4   |

      @classic-short @CS-BLD-01
      Examples:
        | row |
        | 3   |

  @VP-BLD-04 @CL-BLD-10
  Rule: A hotel is the last building a street can take

    @veropoly @classic @classic-short @classic-timed
    Scenario: neither a house nor a second hotel goes on a street with a hotel
      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "hotel_limit"
      When Ann tries to build a hotel on Boardwalk
      Then it is rejected with "hotel_limit"
      And Boardwalk has a hotel
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario Outline: the street with the hotel waits while its set-mate catches up
      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has <row> houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a hotel on Park Place
      Then it is rejected with "hotel_limit"
      And Park Place has a hotel
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann builds a hotel on Boardwalk (see VP-BLD-03, CL-BLD-08, CS-BLD-01)
      Then Boardwalk has a hotel (see VP-BLD-03, CL-BLD-08, CS-BLD-01)

      @veropoly @classic @classic-timed
      Examples:
        | row |
        | 4   |

      @classic-short
      Examples:
        | row |
        | 3   |

  @VP-BLD-05 @CL-BLD-05
  Rule: Each building costs the price on its deed, paid to the bank

    @VP-SETUP-10 @ruling @veropoly @classic @classic-short @classic-timed
    Scenario Outline: a house on <street> costs <cost>
      Given Ann owns <set>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on <street> (see VP-BLD-01, CL-BLD-01)
      Then Ann has <cash>
      And the bank has gained <cost>

      Examples:
        | set                                                           | street                | cost | cash   |
        | Mediterranean Avenue and Baltic Avenue                        | Mediterranean Avenue  | $50  | $1,450 |
        | Oriental Avenue, Vermont Avenue and Connecticut Avenue        | Connecticut Avenue    | $50  | $1,450 |
        | St. Charles Place, States Avenue and Virginia Avenue          | Virginia Avenue       | $100 | $1,400 |
        | St. James Place, Tennessee Avenue and New York Avenue         | St. James Place       | $100 | $1,400 |
        | Kentucky Avenue, Indiana Avenue and Illinois Avenue           | Illinois Avenue       | $150 | $1,350 |
        | Atlantic Avenue, Ventnor Avenue and Marvin Gardens            | Atlantic Avenue       | $150 | $1,350 |
        | Pacific Avenue, North Carolina Avenue and Pennsylvania Avenue | North Carolina Avenue | $200 | $1,300 |
        | Park Place and Boardwalk                                      | Boardwalk             | $200 | $1,300 |

    @VP-SETUP-10 @ruling
    Scenario Outline: a hotel on <street> costs the same as a house there, <cost>
      Given Ann owns <set>
      And <other> has <row> houses
      And <street> has <row> houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a hotel on <street> (see VP-BLD-03, CL-BLD-08, CS-BLD-01)
      Then <street> has a hotel (see VP-BLD-03, CL-BLD-08, CS-BLD-01)
      And Ann has <cash>
      And the bank has gained <cost>

      @veropoly @classic @classic-timed
      Examples:
        | set                                    | other                | street        | row | cost | cash   |
        | Mediterranean Avenue and Baltic Avenue | Mediterranean Avenue | Baltic Avenue | 4   | $50  | $1,450 |
        | Park Place and Boardwalk               | Boardwalk            | Park Place    | 4   | $200 | $1,300 |

      @classic-short
      Examples:
        | set                                    | other                | street        | row | cost | cash   |
        | Mediterranean Avenue and Baltic Avenue | Mediterranean Avenue | Baltic Avenue | 3   | $50  | $1,450 |
        | Park Place and Boardwalk               | Boardwalk            | Park Place    | 3   | $200 | $1,300 |

    @veropoly @classic @classic-short @classic-timed
    Scenario: a dollar short of the cost, no house
      Given Ann owns Park Place and Boardwalk
      And Ann has $199
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "insufficient_cash"
      And Boardwalk has no buildings
      And Ann has $199
      And the bank's cash is unchanged

    @veropoly @classic @classic-short @classic-timed
    Scenario Outline: with <cash>, the cost or a dollar more, the house goes up
      Given Ann owns Park Place and Boardwalk
      And Ann has <cash>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Boardwalk
      Then Boardwalk has 1 house
      And Ann has <left>
      And the bank has gained $200

      Examples:
        | cash | left |
        | $200 | $0   |
        | $201 | $1   |

  Rule: Anyone may build while the table is open, on anybody's turn
    Building from the Break Room is shown on the builder's own turn (break-room.feature); here the
    builders are free, and it is someone else's turn.

    @VP-TURN-02 @CL-BLD-06 @veropoly @classic @classic-short @classic-timed
    Scenario: Bob builds a house during Ann's turn
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Bob has $1,450 (see VP-BLD-05, CL-BLD-05)
      And the bank has gained $50 (see VP-BLD-05, CL-BLD-05)

    @CL-BLD-06 @ruling @classic @classic-short @classic-timed
    Scenario: before anyone has thrown, Ann builds a house
      Houses may be bought "at any time": before the game's first throw as well, when nothing is
      being settled yet.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Ann has $1,450 (see CL-BLD-05)
      And the bank has gained $50 (see CL-BLD-05)
      And Ann is next to roll

    @VP-TURN-02 @veropoly
    Scenario: Cid puts up a hotel during Ann's turn
      Given Cid owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has 4 houses
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid builds a hotel on Baltic Avenue
      Then Baltic Avenue has a hotel
      And Cid has $1,450 (see VP-BLD-05)
      And the bank has gained $50 (see VP-BLD-05)

  @ruling
  Rule: The houses a hotel replaces go back to the bank: four, or three in the short classic game

    Scenario Outline: building a hotel returns <row> houses and takes one hotel
      Both dark blues carry a full row of houses, taken from the bank's 32. The hotel on Boardwalk
      gives back that street's houses.

      Given Ann owns Park Place and Boardwalk
      And Park Place has <row> houses
      And Boardwalk has <row> houses
      Then the bank has <before> houses and 12 hotels left (see VP-SHORT-03, CL-SETUP-02)
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a hotel on Boardwalk (see VP-BLD-03, CL-BLD-08, CS-BLD-01)
      Then Boardwalk has a hotel (see VP-BLD-03, CL-BLD-08, CS-BLD-01)
      And the bank has <after> houses and 11 hotels left

      @veropoly @VP-BLD-07
      Examples:
        | row | before | after |
        | 4   | 24     | 28    |

      @classic @classic-timed @CL-BLD-09
      Examples:
        | row | before | after |
        | 4   | 24     | 28    |

      @classic-short @CS-BLD-02
      Examples:
        | row | before | after |
        | 3   | 26     | 29    |

  @VP-BLD-08 @ruling @CL-BLD-11 @veropoly @classic @classic-short @classic-timed
  Rule: Nothing is built on a set while one of its streets is mortgaged

    Scenario: a mortgaged Mediterranean Avenue stops a house on Baltic Avenue until the mortgage is lifted
      Lifting Mediterranean Avenue's $30 mortgage costs $33; the house then costs its full $50.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Baltic Avenue
      Then it is rejected with "mortgaged"
      And Baltic Avenue has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann unmortgages Mediterranean Avenue (see VP-MORT-04, CL-MORT-04)
      Then Ann has $1,467 (see VP-MORT-04, CL-MORT-04)
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
      And Ann has $1,417 (see VP-BLD-05, CL-BLD-05)

    Scenario: nor on the mortgaged street itself
      Given Ann owns Park Place and Boardwalk
      And Park Place is mortgaged
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Park Place
      Then it is rejected with "mortgaged"
      And Park Place has no buildings
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-BLD-06
  Rule: Buildings leave a player only by going back to the bank
    A house is never handed to another player; the only way to be rid of one is to sell it
    back to the bank.

    Scenario: a house cannot be offered to another player, but it can be sold back
      Given Ann owns Park Place and Boardwalk
      And Park Place has 1 house
      And Boardwalk has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to offer Bob a house on Boardwalk for $100
      Then it is rejected with "not_tradeable"
      And no offer is open
      And the bank has 30 houses and 12 hotels left (see VP-SHORT-03)
      When Ann sells a house on Boardwalk
      Then Boardwalk has no buildings
      And the bank has 31 houses and 12 hotels left
      And Ann has $1,600 (see VP-SELL-01)

    Scenario: a house built after the street was offered keeps the deal closed until it is sold back
      Ann offers Boardwalk to Bob for $300 while the set is bare, then builds a house on each
      street ($400). Bob cannot take Boardwalk with its house. Once both houses are sold back
      (the bank pays $200), the same offer goes through and Boardwalk reaches Bob bare:
      $1,500 - $400 + $200 + $300 = $1,600 for Ann.

      Given Ann owns Park Place and Boardwalk
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann offers Bob Boardwalk for $300 (see VP-TRADE-03)
      And Ann builds a house on Park Place (see VP-BLD-01)
      And Ann builds a house on Boardwalk (see VP-BLD-01)
      Then Boardwalk has 1 house (see VP-BLD-01)
      And Ann has $1,100 (see VP-BLD-05)
      When Bob tries to accept the offer
      Then it is rejected with "buildings_on_set"
      And Ann owns Boardwalk
      And Boardwalk has 1 house
      And Bob has $1,500
      And Ann has $1,100
      When Ann sells a house on Boardwalk
      And Ann sells a house on Park Place
      Then Boardwalk has no buildings
      And Park Place has no buildings
      And Ann has $1,300 (see VP-SELL-01)
      When Bob accepts the offer (see VP-TRADE-04)
      Then Bob owns Boardwalk (see VP-TRADE-04)
      And Boardwalk has no buildings
      And Bob has $1,200 (see VP-TRADE-04)
      And Ann has $1,600 (see VP-TRADE-04)
      And the bank has 32 houses and 12 hotels left (see VP-SHORT-03)

  @VP-SELL-01 @ruling
  Rule: The bank buys buildings back at half what they cost

    @CL-SELL-03
    Scenario Outline: a <cost> house on <street> sells back for <refund>
      Given Ann owns <set>
      And <street> has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann sells a house on <street>
      Then <street> has no buildings
      And Ann has <cash>
      And the bank has paid out <refund>

      @veropoly @classic @classic-timed
      Examples:
        | set                                                  | street         | cost | refund | cash   |
        | Mediterranean Avenue and Baltic Avenue               | Baltic Avenue  | $50  | $25    | $1,525 |
        | St. Charles Place, States Avenue and Virginia Avenue | States Avenue  | $100 | $50    | $1,550 |
        | Kentucky Avenue, Indiana Avenue and Illinois Avenue  | Indiana Avenue | $150 | $75    | $1,575 |
        | Park Place and Boardwalk                             | Boardwalk      | $200 | $100   | $1,600 |

      @classic-short @CS-BLD-03
      Examples:
        | set                                                  | street         | cost | refund | cash   |
        | Mediterranean Avenue and Baltic Avenue               | Baltic Avenue  | $50  | $25    | $1,525 |
        | St. Charles Place, States Avenue and Virginia Avenue | States Avenue  | $100 | $50    | $1,550 |
        | Kentucky Avenue, Indiana Avenue and Illinois Avenue  | Indiana Avenue | $150 | $75    | $1,575 |
        | Park Place and Boardwalk                             | Boardwalk      | $200 | $100   | $1,600 |

    Scenario Outline: a hotel sells back for half its cost and leaves <row> houses in its place
      The two hotels came from the stock (10 left, 32 houses). Selling Boardwalk's $200 hotel pays
      $100 and takes a full row of houses from the bank for the street.

      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And the bank has 32 houses and 10 hotels left (see VP-SHORT-03, CL-SETUP-02)
      When Ann sells a hotel on Boardwalk
      Then Boardwalk has <row> houses
      And Ann has $1,600
      And the bank has <after> houses and 11 hotels left

      @veropoly
      Examples:
        | row | after |
        | 4   | 28    |

      @classic @classic-timed @CL-SELL-06
      Examples:
        | row | after |
        | 4   | 28    |

      @classic-short @CS-BLD-04
      Examples:
        | row | after |
        | 3   | 29    |

    Scenario Outline: with exactly <row> houses in the bank, the hotel comes down and takes all of them
      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      And the bank has <row> houses and 10 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann sells a hotel on Boardwalk
      Then Boardwalk has <row> houses
      And Ann has $1,600
      And the bank has paid out $100
      And the bank has 0 houses and 11 hotels left

      @veropoly
      Examples:
        | row |
        | 4   |

      @classic @classic-timed @CL-SHORT-03 @CL-SELL-06
      Examples:
        | row |
        | 4   |

      @classic-short @CL-SHORT-03 @CS-BLD-04
      Examples:
        | row |
        | 3   |

    Scenario Outline: with <fewer> houses in the bank, the hotel cannot come down, and nothing moves
      The hotel would leave a full row of houses on the street, and the bank has too few to put there.

      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      And the bank has <fewer> houses and 10 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to sell a hotel on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Boardwalk has a hotel
      And Ann has $1,500
      And the bank's cash is unchanged
      And the bank has <fewer> houses and 10 hotels left

      @veropoly
      Examples:
        | fewer |
        | 3     |

      @classic @classic-timed @CL-SHORT-03
      Examples:
        | fewer |
        | 3     |

      @classic-short @CL-SHORT-03
      Examples:
        | fewer |
        | 2     |

    @CL-SHORT-03 @veropoly @classic @classic-short @classic-timed
    Scenario: with all but two houses on Bob's streets, the hotel cannot come down, and nothing moves
      Bob's twelve streets carry 9 + 9 + 9 + 3 = 30 houses: three on each red, yellow and green
      street, and one on each orange. Ann's two hotels leave the bank 10 hotels and its last 2
      houses, too few for the row of houses the hotel would leave behind, four or three.

      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      And Bob owns Kentucky Avenue, Indiana Avenue and Illinois Avenue
      And Kentucky Avenue has 3 houses
      And Indiana Avenue has 3 houses
      And Illinois Avenue has 3 houses
      And Bob owns Atlantic Avenue, Ventnor Avenue and Marvin Gardens
      And Atlantic Avenue has 3 houses
      And Ventnor Avenue has 3 houses
      And Marvin Gardens has 3 houses
      And Bob owns Pacific Avenue, North Carolina Avenue and Pennsylvania Avenue
      And Pacific Avenue has 3 houses
      And North Carolina Avenue has 3 houses
      And Pennsylvania Avenue has 3 houses
      And Bob owns St. James Place, Tennessee Avenue and New York Avenue
      And St. James Place has 1 house
      And Tennessee Avenue has 1 house
      And New York Avenue has 1 house
      Then the bank has 2 houses and 10 hotels left (see VP-SHORT-03, CL-SETUP-02)
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to sell a hotel on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Boardwalk has a hotel
      And Ann has $1,500
      And the bank's cash is unchanged
      And the bank has 2 houses and 10 hotels left

  @VP-SELL-02 @ruling
  Rule: Buildings come down evenly, from the street with the most first

    @CL-BLD-07 @veropoly @classic @classic-short @classic-timed
    Scenario: at two, two and one houses, the single house must wait
      Given Ann owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 2 houses
      And Vermont Avenue has 2 houses
      And Connecticut Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to sell a house on Connecticut Avenue
      Then it is rejected with "uneven_building"
      And Connecticut Avenue has 1 house
      And Ann has $1,500
      And the bank's cash is unchanged
      When Ann sells a house on Oriental Avenue
      Then Oriental Avenue has 1 house
      And Ann has $1,525 (see VP-SELL-01, CL-SELL-03)

    @CL-SELL-04
    Scenario Outline: every hotel of the set comes down before any house
      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann sells a hotel on Park Place
      Then Park Place has <row> houses (see VP-SELL-01, CL-SELL-06, CS-BLD-04)
      And Ann has $1,600 (see VP-SELL-01, CL-SELL-06, CS-BLD-04)
      When Ann tries to sell a house on Park Place
      Then it is rejected with "uneven_building"
      And Park Place has <row> houses
      And Ann has $1,600
      When Ann sells a hotel on Boardwalk
      And Ann sells a house on Park Place
      Then Park Place has <less> houses

      @veropoly @classic @classic-timed
      Examples:
        | row | less |
        | 4   | 3    |

      @classic-short
      Examples:
        | row | less |
        | 3   | 2    |

    @CL-SELL-05
    Scenario Outline: a group's hotels may all go back together, and then its houses one step at a time
      Ann sells both dark-blue hotels one after the other, at $100 each; then a house from each
      street, at $100 each.

      Given Ann owns Park Place and Boardwalk
      And Park Place has a hotel
      And Boardwalk has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann sells a hotel on Park Place
      And Ann sells a hotel on Boardwalk
      Then Park Place has <row> houses (see CL-SELL-06, CS-BLD-04)
      And Boardwalk has <row> houses (see CL-SELL-06, CS-BLD-04)
      And Ann has $1,700 (see CL-SELL-06, CS-BLD-04)
      When Ann sells a house on Boardwalk
      And Ann sells a house on Park Place
      Then Park Place has <less> houses
      And Boardwalk has <less> houses
      And Ann has $1,900 (see CL-SELL-03)

      @classic @classic-timed
      Examples:
        | row | less |
        | 4   | 3    |

      @classic-short
      Examples:
        | row | less |
        | 3   | 2    |

    @veropoly
    Scenario: there is nothing to sell on a street without buildings
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to sell a house on Baltic Avenue
      Then it is rejected with "no_buildings"
      And Ann has $1,500
      And the bank's cash is unchanged

  @ruling
  Rule: For selling, a hotel counts as one more step after the last house
    A hotel sold back on its own pays half its price and leaves its row of houses behind; taken
    all the way down to bare streets, a hotel pays back half the price of itself and the houses it
    replaced: five steps in the long game, four in the short game.

    @classic @classic-timed @CL-SELL-06
    Scenario: two brown hotels sold down to bare streets pay back half of five steps each
      Each step on the browns cost $50 and sells back for $25: two hotels and eight houses bring
      $250.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      And the bank has 32 houses and 10 hotels left (see CL-SETUP-02)
      When Ann sells a hotel on Mediterranean Avenue
      And Ann sells a hotel on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      Then Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And Ann has $1,750
      And the bank has paid out $250
      And the bank has 32 houses and 12 hotels left

    @classic-short @CS-BLD-04
    Scenario: in the short game, two brown hotels sold down to bare streets pay back half of four steps each
      Each step on the browns cost $50 and sells back for $25: two hotels and six houses bring
      $200.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      And the bank has 32 houses and 10 hotels left (see CL-SETUP-02)
      When Ann sells a hotel on Mediterranean Avenue
      And Ann sells a hotel on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      And Ann sells a house on Mediterranean Avenue
      And Ann sells a house on Baltic Avenue
      Then Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And Ann has $1,700
      And the bank has paid out $200
      And the bank has 32 houses and 12 hotels left
