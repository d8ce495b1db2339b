Feature: Rent
  Landing on a street somebody else owns means rent is due, but only if the owner asks for it.
  In veropoly the owner must ask before the dice are thrown again, by anyone, the lander's own
  extra throw after doubles included; after that the rent is lost. In the classic game the rent
  is lost only when the next player throws: the lander's own extra throws after doubles leave
  the claim open. The amount is fixed at the moment of landing. Base rent grows the further the
  street lies from Go, doubles when the owner holds the whole colour set (a mortgaged set-mate
  still counts, but charges nothing itself), and climbs with every house and with a hotel.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-RENT-01 @VP-SETUP-10 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: The further round the board, the higher the base rent

    @ruling
    Scenario Outline: landing on <street> costs <rent> in base rent
      Given Bob owns <street>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <street> (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | street                | start               | d1 | d2 | rent |
        | Mediterranean Avenue  | Park Place          | 1  | 3  | $2   |
        | Baltic Avenue         | Go                  | 1  | 2  | $4   |
        | Connecticut Avenue    | Go                  | 4  | 5  | $8   |
        | Virginia Avenue       | Connecticut Avenue  | 2  | 3  | $12  |
        | New York Avenue       | Virginia Avenue     | 2  | 3  | $16  |
        | Illinois Avenue       | Free Parking        | 1  | 3  | $20  |
        | Marvin Gardens        | Free Parking        | 4  | 5  | $24  |
        | Pennsylvania Avenue   | Water Works         | 2  | 4  | $28  |
        | Vermont Avenue        | Go                  | 2  | 6  | $6   |
        | St. Charles Place     | Vermont Avenue      | 1  | 2  | $10  |
        | St. James Place       | Connecticut Avenue  | 3  | 4  | $14  |
        | Kentucky Avenue       | Tennessee Avenue    | 1  | 2  | $18  |
        | Indiana Avenue        | Free Parking        | 1  | 2  | $18  |
        | Atlantic Avenue       | Free Parking        | 2  | 4  | $22  |
        | Ventnor Avenue        | Free Parking        | 3  | 4  | $22  |
        | Pacific Avenue        | Free Parking        | 5  | 6  | $26  |
        | North Carolina Avenue | Marvin Gardens      | 1  | 2  | $26  |
        | Park Place            | Pennsylvania Avenue | 1  | 2  | $35  |
        | Boardwalk             | Short Line Port     | 1  | 3  | $50  |

  @veropoly @VP-RENT-02 @CL-RENT-03 @classic @classic-short @classic-timed
  Rule: Holding the whole colour set doubles the base rent

    Scenario Outline: holding <owned> makes <street> cost <rent>
      Boardwalk's base rent is $50 and Tennessee Avenue's $14: the whole set doubles them,
      part of a set does not.

      Given Bob owns <owned>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <street> (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | owned                                                 | start              | d1 | d2 | street           | rent |
        | Park Place and Boardwalk                              | Short Line Port    | 1  | 3  | Boardwalk        | $100 |
        | Boardwalk                                             | Short Line Port    | 1  | 3  | Boardwalk        | $50  |
        | St. James Place, Tennessee Avenue and New York Avenue | Connecticut Avenue | 4  | 5  | Tennessee Avenue | $28  |
        | St. James Place and Tennessee Avenue                  | Connecticut Avenue | 4  | 5  | Tennessee Avenue | $14  |

    Scenario: the doubled rent is what changes hands
      Given Bob owns Park Place and Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $100
      When Bob asks Ann for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,400
      And Bob has $1,600

  @veropoly @VP-RENT-03 @CL-RENT-05 @classic @classic-timed
  Rule: Each house, and then a hotel, raises the rent

    Scenario Outline: Boardwalk with <buildings> charges <rent>
      Given Bob owns Park Place and Boardwalk
      And Park Place has <buildings>
      And Boardwalk has <buildings>
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      @veropoly @classic @classic-short @classic-timed
      Examples:
        | buildings | rent   |
        | 1 house   | $200   |
        | 2 houses  | $600   |
        | 3 houses  | $1,400 |
        | a hotel   | $2,000 |

      Examples: four houses (in the short game a hotel follows three houses)
        | buildings | rent   |
        | 4 houses  | $1,700 |

    Scenario Outline: <street>, of a set of three, with <buildings> charges <rent>
      Given Bob owns <street>, <mate> and <other mate>
      And <street> has <buildings>
      And <mate> has <buildings>
      And <other mate> has <buildings>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <street> (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      @veropoly @classic @classic-short @classic-timed
      Examples:
        | street              | mate              | other mate            | start              | d1 | d2 | buildings | rent   |
        | Connecticut Avenue  | Oriental Avenue   | Vermont Avenue        | Go                 | 4  | 5  | 1 house   | $40    |
        | Connecticut Avenue  | Oriental Avenue   | Vermont Avenue        | Go                 | 4  | 5  | 2 houses  | $100   |
        | Connecticut Avenue  | Oriental Avenue   | Vermont Avenue        | Go                 | 4  | 5  | 3 houses  | $300   |
        | Connecticut Avenue  | Oriental Avenue   | Vermont Avenue        | Go                 | 4  | 5  | a hotel   | $600   |
        | Virginia Avenue     | St. Charles Place | States Avenue         | Connecticut Avenue | 2  | 3  | 1 house   | $60    |
        | Virginia Avenue     | St. Charles Place | States Avenue         | Connecticut Avenue | 2  | 3  | 2 houses  | $180   |
        | Virginia Avenue     | St. Charles Place | States Avenue         | Connecticut Avenue | 2  | 3  | 3 houses  | $500   |
        | Virginia Avenue     | St. Charles Place | States Avenue         | Connecticut Avenue | 2  | 3  | a hotel   | $900   |
        | New York Avenue     | St. James Place   | Tennessee Avenue      | Virginia Avenue    | 2  | 3  | 1 house   | $80    |
        | New York Avenue     | St. James Place   | Tennessee Avenue      | Virginia Avenue    | 2  | 3  | 2 houses  | $220   |
        | New York Avenue     | St. James Place   | Tennessee Avenue      | Virginia Avenue    | 2  | 3  | 3 houses  | $600   |
        | New York Avenue     | St. James Place   | Tennessee Avenue      | Virginia Avenue    | 2  | 3  | a hotel   | $1,000 |
        | Illinois Avenue     | Kentucky Avenue   | Indiana Avenue        | Free Parking       | 1  | 3  | 1 house   | $100   |
        | Illinois Avenue     | Kentucky Avenue   | Indiana Avenue        | Free Parking       | 1  | 3  | 2 houses  | $300   |
        | Illinois Avenue     | Kentucky Avenue   | Indiana Avenue        | Free Parking       | 1  | 3  | 3 houses  | $750   |
        | Illinois Avenue     | Kentucky Avenue   | Indiana Avenue        | Free Parking       | 1  | 3  | a hotel   | $1,100 |
        | Marvin Gardens      | Atlantic Avenue   | Ventnor Avenue        | Free Parking       | 4  | 5  | 1 house   | $120   |
        | Marvin Gardens      | Atlantic Avenue   | Ventnor Avenue        | Free Parking       | 4  | 5  | 2 houses  | $360   |
        | Marvin Gardens      | Atlantic Avenue   | Ventnor Avenue        | Free Parking       | 4  | 5  | 3 houses  | $850   |
        | Marvin Gardens      | Atlantic Avenue   | Ventnor Avenue        | Free Parking       | 4  | 5  | a hotel   | $1,200 |
        | Pennsylvania Avenue | Pacific Avenue    | North Carolina Avenue | Water Works        | 2  | 4  | 1 house   | $150   |
        | Pennsylvania Avenue | Pacific Avenue    | North Carolina Avenue | Water Works        | 2  | 4  | 2 houses  | $450   |
        | Pennsylvania Avenue | Pacific Avenue    | North Carolina Avenue | Water Works        | 2  | 4  | 3 houses  | $1,000 |
        | Pennsylvania Avenue | Pacific Avenue    | North Carolina Avenue | Water Works        | 2  | 4  | a hotel   | $1,400 |

      Examples: four houses (in the short game a hotel follows three houses)
        | street              | mate              | other mate            | start              | d1 | d2 | buildings | rent   |
        | Connecticut Avenue  | Oriental Avenue   | Vermont Avenue        | Go                 | 4  | 5  | 4 houses  | $450   |
        | Virginia Avenue     | St. Charles Place | States Avenue         | Connecticut Avenue | 2  | 3  | 4 houses  | $700   |
        | New York Avenue     | St. James Place   | Tennessee Avenue      | Virginia Avenue    | 2  | 3  | 4 houses  | $800   |
        | Illinois Avenue     | Kentucky Avenue   | Indiana Avenue        | Free Parking       | 1  | 3  | 4 houses  | $925   |
        | Marvin Gardens      | Atlantic Avenue   | Ventnor Avenue        | Free Parking       | 4  | 5  | 4 houses  | $1,025 |
        | Pennsylvania Avenue | Pacific Avenue    | North Carolina Avenue | Water Works        | 2  | 4  | 4 houses  | $1,200 |

    Scenario Outline: <street>, of a set of two, with <buildings> charges <rent>
      Given Bob owns <street> and <mate>
      And <street> has <buildings>
      And <mate> has <buildings>
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <street> (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      @veropoly @classic @classic-short @classic-timed
      Examples:
        | street        | mate                 | start               | d1 | d2 | buildings | rent   |
        | Baltic Avenue | Mediterranean Avenue | Go                  | 1  | 2  | 1 house   | $20    |
        | Baltic Avenue | Mediterranean Avenue | Go                  | 1  | 2  | 2 houses  | $60    |
        | Baltic Avenue | Mediterranean Avenue | Go                  | 1  | 2  | 3 houses  | $180   |
        | Baltic Avenue | Mediterranean Avenue | Go                  | 1  | 2  | a hotel   | $450   |
        | Park Place    | Boardwalk            | Pennsylvania Avenue | 1  | 2  | 1 house   | $175   |
        | Park Place    | Boardwalk            | Pennsylvania Avenue | 1  | 2  | 2 houses  | $500   |
        | Park Place    | Boardwalk            | Pennsylvania Avenue | 1  | 2  | 3 houses  | $1,100 |
        | Park Place    | Boardwalk            | Pennsylvania Avenue | 1  | 2  | a hotel   | $1,500 |

      Examples: four houses (in the short game a hotel follows three houses)
        | street        | mate                 | start               | d1 | d2 | buildings | rent   |
        | Baltic Avenue | Mediterranean Avenue | Go                  | 1  | 2  | 4 houses  | $320   |
        | Park Place    | Boardwalk            | Pennsylvania Avenue | 1  | 2  | 4 houses  | $1,300 |

  @veropoly @VP-RENT-04 @ruling
  Rule: A mortgaged street still completes its set, but charges nothing itself; built-on streets are not doubled

    @CL-RENT-08 @classic @classic-short @classic-timed
    Scenario: the set bonus survives a mortgaged set-mate
      Given Bob owns Park Place and Boardwalk
      And Park Place is mortgaged
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $100

    @CL-RENT-02 @classic @classic-short @classic-timed
    Scenario: the mortgaged street itself charges no rent
      Given Bob owns Park Place and Boardwalk
      And Park Place is mortgaged
      And Ann is on Pennsylvania Avenue
      When Ann rolls 1 and 2
      Then Ann is on Park Place (see VP-MOVE-01, CL-MOVE-02)
      And no rent is due from Ann to Bob (see VP-MORT-03, CL-RENT-02)

    @VP-RENT-03 @CL-RENT-04 @classic @classic-short @classic-timed
    Scenario: a street with a house charges its house rent, not double it
      Boardwalk's one-house rent is $200; doubling it to $400 would be wrong.

      Given Bob owns Park Place and Boardwalk
      And Park Place has 1 house
      And Boardwalk has 1 house
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $200

    @CL-RENT-04 @ruling @classic @classic-short @classic-timed
    Scenario: the bare street of a whole set still charges double beside a house
      Park Place has a house and Boardwalk none: Boardwalk charges twice its $50 base rent. Its
      single $50 (the set counted as improved) or the one-house $200 would be wrong.

      Given Bob owns Park Place and Boardwalk
      And Park Place has 1 house
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $100

  @veropoly @VP-RENT-06
  Rule: Rent is paid only when the owner asks for it

    @CL-RENT-07 @ruling @classic @classic-short @classic-timed
    Scenario: landing creates a claim but moves no money
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Bob may ask Ann for $50 rent
      And Ann has $1,500
      And Bob has $1,500

    @CL-RENT-07 @ruling @classic @classic-short @classic-timed
    Scenario: when the owner asks, the lander pays, once
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $50 (see VP-RENT-01, CL-RENT-01)
      When Bob asks Ann for rent
      Then Ann has $1,450
      And Bob has $1,550
      When Bob tries to ask Ann for rent
      Then it is rejected with "no_rent_due"
      And Ann has $1,450

    @ruling
    Scenario: the amount is fixed when the lander lands
      Ann swaps her Park Place for Bob's Reading Port after she has landed on his Boardwalk, which
      completes his set; she still owes the $50 of the moment she landed, not the $100 of a whole set.

      Given Bob owns Boardwalk and Reading Port
      And Ann owns Park Place
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $50 (see VP-RENT-01)
      When Ann offers Bob Park Place for Reading Port (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Bob owns Park Place and Boardwalk (see VP-TRADE-04)
      And Bob may ask Ann for $50 rent
      When Bob asks Ann for rent
      Then Ann has $1,450

  @veropoly @VP-RENT-07
  Rule: Rent not asked for before the next throw is lost

    @CL-RENT-06 @classic @classic-short @classic-timed
    Scenario: the next player's throw wipes out an unclaimed rent
      Given Cid owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Cid may ask Ann for $50 rent (see VP-RENT-06, CL-RENT-07)
      When Bob rolls 4 and 6
      Then the last action's events include, in order:
        | event          |
        | rent_forfeited |
      When Cid tries to ask Ann for rent
      Then it is rejected with "rent_window_closed"
      And Ann has $1,500

    @ruling @CL-RENT-06 @classic @classic-short @classic-timed
    Scenario: the owner's own throw closes the claim too
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Bob may ask Ann for $50 rent (see VP-RENT-06, CL-RENT-07)
      When Bob rolls 4 and 6
      And Bob tries to ask Ann for rent
      Then it is rejected with "rent_window_closed"
      And Ann has $1,500

  @veropoly @VP-RENT-08 @ruling
  Rule: The lander's own extra throw after doubles also closes the claim

    Scenario: an owner who waits past the lander's doubles throw gets nothing
      Boardwalk is reached with 1 and 1; the next throw, 5 and 6, passes Go to the Break Room (visiting).

      Given Cid owns Boardwalk
      And Ann is on Park Place
      When Ann rolls 1 and 1
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Cid may ask Ann for $50 rent (see VP-RENT-06)
      When Ann rolls 5 and 6
      And Cid tries to ask Ann for rent
      Then it is rejected with "rent_window_closed"
      And Ann has $1,700 (see VP-GO-03)

    Scenario: a third doubles that moves nothing still closes the claim
      Tennessee Avenue is reached with 4 and 4 from the Break Room (visiting); the next throw,
      2 and 2, is Ann's third doubles and sends her to the Break Room without moving her on.

      Given Cid owns Tennessee Avenue
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann rolls 4 and 4 (see VP-DBL-01)
      Then Cid may ask Ann for $14 rent (see VP-RENT-06)
      When Ann rolls 2 and 2
      Then Ann is in the Break Room (see VP-DBL-03)
      When Cid tries to ask Ann for rent
      Then it is rejected with "rent_window_closed"
      And Ann has $1,500
      And Cid has $1,500

  @veropoly @VP-MORT-03 @VP-RENT-06 @ruling
  Rule: Only the owner of an unmortgaged property may still ask for a landing's rent
    The amount is fixed when the lander lands, but a property mortgaged since then collects
    nothing, and a property traded away since then is no longer the asker's to charge for.

    Scenario: a property mortgaged after the landing collects no rent
      Given Bob owns Boardwalk
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Bob may ask Ann for $50 rent (see VP-RENT-06)
      When Bob mortgages Boardwalk (see VP-MORT-01)
      And Bob tries to ask Ann for rent
      Then it is rejected with "mortgaged"
      And Ann has $1,500

    Scenario: an owner who trades the property away after the landing cannot ask
      Ann, who landed on Boardwalk, takes it from Bob in exchange for her Reading Port.

      Given Bob owns Boardwalk
      And Ann owns Reading Port
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Bob Reading Port for Boardwalk (see VP-TRADE-03)
      And Bob accepts the offer (see VP-TRADE-04)
      Then Ann owns Boardwalk (see VP-TRADE-04)
      When Bob tries to ask Ann for rent
      Then it is rejected with "not_owner" (see VP-RENT-06)
      And Ann has $1,500

  @CL-RENT-07 @ruling @classic @classic-short @classic-timed
  Rule: In the classic game each landing's rent is a claim of its own
    The lander's extra throws after doubles leave earlier claims open, so one turn can owe rent
    to more than one owner. Each owner asks for their own; paying one claim leaves the others as
    they were.

    Scenario: two landings in one turn are two claims, each asked for by its own owner
      Jail (visiting, 10) to St. James Place (16) is 3 and 3; Ann's extra throw, 2 and 3, takes her
      on to Kentucky Avenue (21). Bob's claim, the older one, is paid first; Cid's is still his.

      Given Bob owns St. James Place
      And Cid owns Kentucky Avenue
      And Ann is on space 10
      When Ann rolls 3 and 3
      Then Ann landed on St. James Place (see CL-MOVE-02)
      And the rent due from Ann to Bob is $14 (see CL-RENT-01)
      And Bob may ask Ann for $14 rent
      When Ann rolls 2 and 3
      Then Ann landed on Kentucky Avenue (see CL-MOVE-02, CL-DBL-01)
      And the rent due from Ann to Cid is $18 (see CL-RENT-01)
      And Bob may ask Ann for $14 rent (see CL-RENT-06)
      When Bob asks Ann for rent
      Then Ann has $1,486
      And Bob has $1,514
      And Cid may ask Ann for $18 rent
      When Cid asks Ann for rent
      Then Ann has $1,468
      And Cid has $1,518

  @CL-RENT-06 @CL-RENT-07 @ruling @classic @classic-short @classic-timed
  Rule: In the classic game an unasked rent lapses when the next player rolls, not before
    The book: "If rent is not collected before the next player rolls the dice, it is too late to
    collect it." The lander's own extra throws after doubles are not the next player's roll, so
    the owner may still ask after them; once the next player has rolled, the rent is lost.

    Scenario: the owner may still ask after the lander's doubles throw
      Jail (visiting, 10) to St. James Place (16) is 3 and 3; Ann's extra throw, 1 and 3, takes
      her on to Free Parking (20). Cid has not asked yet, and the $14 is still his to ask for.

      Given Cid owns St. James Place
      And Ann is on space 10
      When Ann rolls 3 and 3
      Then Ann landed on St. James Place (see CL-MOVE-02)
      And the rent due from Ann to Cid is $14 (see CL-RENT-01)
      And Cid may ask Ann for $14 rent (see CL-RENT-07)
      When Ann rolls 1 and 3
      Then Ann is on Free Parking (see CL-DBL-01)
      And Cid may ask Ann for $14 rent
      When Cid asks Ann for rent
      Then Ann has $1,486
      And Cid has $1,514

    Scenario: the lander's third doubles sends her to Jail but leaves the claim open
      From Go to Jail (visiting, 10) is 5 and 5, on to St. James Place (16) 3 and 3; the third
      doubles, 2 and 2, sends Ann to Jail. Bob has not rolled yet, so Cid may still ask.

      Given Cid owns St. James Place
      When Ann rolls 5 and 5
      Then Ann is on space 10 (see CL-MOVE-02)
      When Ann rolls 3 and 3 (see CL-DBL-01)
      Then Ann landed on St. James Place (see CL-MOVE-02)
      And the rent due from Ann to Cid is $14 (see CL-RENT-01)
      And Cid may ask Ann for $14 rent (see CL-RENT-07)
      When Ann rolls 2 and 2
      Then Ann is in the Break Room (see CL-DBL-02)
      And Cid may ask Ann for $14 rent
      When Cid asks Ann for rent
      Then Ann has $1,486
      And Cid has $1,514

    Scenario: the next player's roll ends the claim, after the lander's doubles throw too
      The same throws as above; then Bob rolls 4 and 6, and Cid, who never asked, gets nothing.

      Given Cid owns St. James Place
      And Ann is on space 10
      When Ann rolls 3 and 3
      Then Ann landed on St. James Place (see CL-MOVE-02)
      And the rent due from Ann to Cid is $14 (see CL-RENT-01)
      And Cid may ask Ann for $14 rent (see CL-RENT-07)
      When Ann rolls 1 and 3
      Then Ann is on Free Parking (see CL-DBL-01)
      And Cid may ask Ann for $14 rent
      When Bob rolls 4 and 6
      Then the last action's events include, in order:
        | event          |
        | rent_forfeited |
      When Cid tries to ask Ann for rent
      Then it is rejected with "rent_window_closed"
      And Ann has $1,500
      And Cid has $1,500
      And the bank's cash is unchanged
