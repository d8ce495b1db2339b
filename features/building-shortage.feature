Feature: Running out of houses and hotels
  The bank holds only so many buildings: 32 houses and 12 hotels. When a kind runs out, nobody
  can build that kind until some come back to the bank, by being sold back or freed when a
  hotel replaces four houses.

  When the bank is down to its last few and more players want them than there are, they are
  not handed out first come, first served: they are auctioned, one at a time, among the players
  who want them. A player who wants one says so (a request), provided they could build that
  kind right now. As soon as more players have asked for a kind than the bank holds, an auction
  of one building opens among those players only: bids start at $1, each must beat the last,
  and it ends when the other players who asked have passed. The winner pays the bid to the
  bank, not the printed price, and then puts the building up in the usual way at no further
  cost, still building evenly. Requests lapse at the next throw of the dice.

  The classic games keep the same stock and the same auction of the last buildings. Nobody is
  made to sell a house back to end a shortage: building simply waits.

  @veropoly @VP-SHORT-03 @ruling
  Rule: The bank starts with 32 houses and 12 hotels

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: the stock starts at 32 and 12, and counts every house in and out
      Given Ann owns Park Place and Boardwalk
      Then the bank has 32 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann builds a house on Park Place
      And Ann builds a house on Boardwalk
      Then the bank has 30 houses and 12 hotels left
      When Ann sells a house on Boardwalk
      Then the bank has 31 houses and 12 hotels left

    Scenario: the 32nd house can be built, and there is no 33rd
      Bob's nine streets carry 12 + 12 + 4 = 28 houses, which leaves 4 in the bank. Ann builds
      them all, two on each of her brown streets ($50 each), and the bank has none to sell her.

      Given Bob owns Kentucky Avenue, Indiana Avenue and Illinois Avenue
      And Kentucky Avenue has 4 houses
      And Indiana Avenue has 4 houses
      And Illinois Avenue has 4 houses
      And Bob owns Pacific Avenue, North Carolina Avenue and Pennsylvania Avenue
      And Pacific Avenue has 4 houses
      And North Carolina Avenue has 4 houses
      And Pennsylvania Avenue has 4 houses
      And Bob owns Park Place and Boardwalk
      And Park Place has 2 houses
      And Boardwalk has 2 houses
      And Ann owns Mediterranean Avenue and Baltic Avenue
      Then the bank has 4 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann builds a house on Mediterranean Avenue
      And Ann builds a house on Baltic Avenue
      And Ann builds a house on Mediterranean Avenue
      And Ann builds a house on Baltic Avenue
      Then the bank has 0 houses and 12 hotels left
      And Ann has $1,300 (see VP-BLD-05)
      When Ann tries to build a house on Mediterranean Avenue
      Then it is rejected with "no_buildings_left" (see VP-SHORT-01)
      And Mediterranean Avenue has 2 houses
      And Ann has $1,300
      And the bank has gained $200 (see VP-BLD-05)

    Scenario: the 12th hotel can be built, and there is no 13th
      Bob's eleven streets carry a hotel each, which leaves 1 in the bank. Ann's hotel on
      Boardwalk takes it ($200), and Park Place must wait.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Bob owns St. Charles Place, States Avenue and Virginia Avenue
      And Bob owns St. James Place, Tennessee Avenue and New York Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And Oriental Avenue has a hotel
      And Vermont Avenue has a hotel
      And Connecticut Avenue has a hotel
      And St. Charles Place has a hotel
      And States Avenue has a hotel
      And Virginia Avenue has a hotel
      And St. James Place has a hotel
      And Tennessee Avenue has a hotel
      And New York Avenue has a hotel
      And Ann owns Park Place and Boardwalk
      And Park Place has 4 houses
      And Boardwalk has 4 houses
      Then the bank has 24 houses and 1 hotel left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann builds a hotel on Boardwalk (see VP-BLD-03)
      Then Boardwalk has a hotel
      And the bank has 28 houses and 0 hotels left (see VP-BLD-07)
      When Ann tries to build a hotel on Park Place
      Then it is rejected with "no_buildings_left" (see VP-SHORT-01)
      And Park Place has 4 houses
      And Ann has $1,300 (see VP-BLD-05)
      And the bank has gained $200 (see VP-BLD-05)

  @veropoly @VP-SHORT-01
  Rule: When the bank has none of a kind left, none of that kind can be built

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Park Place and Boardwalk

    @CL-SHORT-01 @ruling @classic @classic-short @classic-timed
    Scenario: with no house left, no house
      Given the bank has 0 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Boardwalk has no buildings
      And Ann has $1,500

    Scenario: with no hotel left, no hotel
      Given Park Place has 4 houses
      And Boardwalk has 4 houses
      And the bank has 24 houses and 0 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann tries to build a hotel on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Boardwalk has 4 houses
      And Ann has $1,500

    @VP-BLD-07
    Scenario: the last hotel may go up when no house is left, and frees four houses
      Given Park Place has 4 houses
      And Boardwalk has 4 houses
      And the bank has 0 houses and 1 hotel left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann builds a hotel on Boardwalk
      Then Boardwalk has a hotel
      And the bank has 4 houses and 0 hotels left

    @CL-SHORT-01 @ruling @classic @classic-short @classic-timed
    Scenario: a house sold back to the bank can be built again
      Nobody is made to sell: Bob's house stays until he chooses to sell it, on his own turn. On
      her next turn, Ann builds the house he sold.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And the bank has 0 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Baltic Avenue has 1 house
      And Bob has $1,500
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And Baltic Avenue has 1 house
      When Bob sells a house on Baltic Avenue
      Then the bank has 1 house and 12 hotels left
      When Cid rolls 4 and 6
      And Ann rolls 4 and 6
      Then Ann is on space 20 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Boardwalk
      Then Boardwalk has 1 house
      And the bank has 0 houses and 12 hotels left

    @CL-SHORT-01 @ruling @classic @classic-short @classic-timed
    Scenario: with all 32 houses on Bob's streets, Ann builds only once he sells one back
      Bob's twelve streets carry 9 + 9 + 9 + 5 = 32 houses: three on each red, yellow and green
      street, and two, two and one on the oranges. The bank has none left for Ann's Boardwalk until
      Bob, on his own turn, chooses to sell the house on St. James Place.

      Given Bob owns Kentucky Avenue, Indiana Avenue and Illinois Avenue
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
      And St. James Place has 2 houses
      And Tennessee Avenue has 2 houses
      And New York Avenue has 1 house
      Then the bank has 0 houses and 12 hotels left (see VP-SHORT-03, CL-SETUP-02)
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Boardwalk has no buildings
      And Ann has $1,500
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      And St. James Place has 2 houses
      When Bob sells a house on St. James Place
      Then the bank has 1 house and 12 hotels left
      When Cid rolls 4 and 6
      And Ann rolls 4 and 6
      Then Ann is on space 20 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on Boardwalk
      Then Boardwalk has 1 house
      And the bank has 0 houses and 12 hotels left

  @veropoly @VP-SHORT-02 @VP-SHORT-04 @ruling
  Rule: When more players ask for the last houses than the bank has, one is auctioned among them
    Ann holds the browns ($50 houses) and Bob the dark blues ($200 houses); the bank has one
    house left. Cid has no set and takes no part.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Park Place and Boardwalk
      And the bank has 1 house and 12 hotels left

    @VP-SHORT-02 @ruling @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: a player who has not asked cannot take the house another asked for
      Ann asks for the last house first; Bob, who has not asked, may not build it at the printed
      price ahead of her. He has to ask as well, and then it is auctioned.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob tries to build a house on Boardwalk
      Then it is rejected with "no_buildings_left"
      And Bob has $1,500
      When Bob requests a house
      Then a building auction for a house is open

    @VP-SHORT-04 @ruling
    Scenario: a house won at auction and not put up before the next throw goes back to the bank
      Ann wins the last house for $10 but does not build it before Bob throws: the house is the
      bank's again, her $10 is not refunded, and building it now costs the printed $50.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann requests a house
      And Bob requests a house
      And Ann bids $10
      And Bob passes
      And Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Ann builds a house on Mediterranean Avenue
      Then Ann has $1,440 (see VP-BLD-05)
      And the bank has 0 houses and 12 hotels left

    @VP-SHORT-04 @ruling
    Scenario: a house won at auction stays its winner's when another player goes bankrupt
      Bob wins the last house for $10; Cid, who took no part, goes bankrupt before Bob builds.
      Bob still puts his house up for the $10 he bid.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann requests a house
      And Bob requests a house
      And Bob bids $10
      And Ann passes
      Given Cid owes the bank $2,000
      When Cid declares bankruptcy (see VP-DEBT-02)
      And Bob builds a house on Park Place
      Then Bob has $1,490
      And Park Place has 1 house

    @VP-SHORT-02 @ruling
    Scenario: the request of a player who then goes bankrupt no longer counts
      Ann asks for the last house, then goes bankrupt to Cid before building it. Bob's request is
      then the only one: no auction, and Bob builds at the printed price.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann requests a house
      Given Ann owes Cid $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Cid owns Mediterranean Avenue and Baltic Avenue (see VP-BKR-03)
      When Bob requests a house
      Then no auction is open
      When Bob builds a house on Park Place
      Then Bob has $1,300 (see VP-BLD-05)

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: a second request for the one house left opens an auction
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      Then no auction is open
      When Bob requests a house
      Then a building auction for a house is open
      When Ann tries to build a house on Baltic Avenue
      Then it is rejected with "auction_open"
      And Baltic Avenue has no buildings

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: only the players who asked may bid
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      And Cid tries to bid $10
      Then it is rejected with "not_bidder"
      When Ann bids $10
      Then the highest bid is $10 by Ann

    Scenario: a player who did not ask has no say in the auction, not even to pass
      Cid's pass would be the last one the auction waits for if he were a bidder; it is refused,
      and the auction goes on between Ann and Bob.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann requests a house
      And Bob requests a house
      And Ann bids $10
      And Cid tries to pass
      Then it is rejected with "not_bidder" (see VP-SHORT-04)
      And a building auction for a house is open
      And the highest bid is $10 by Ann

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: bids start at $1 and each must beat the last
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      And Ann tries to bid $0
      Then it is rejected with "bid_too_low"
      When Ann bids $1
      And Bob tries to bid $1
      Then it is rejected with "bid_too_low" (see VP-SHORT-04, CL-AUC-05)
      And the highest bid is $1 by Ann

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: the auction ends when the other requester passes, and the winner pays the bid
      Bob wins with $80, not the $200 printed on his deed; Ann pays nothing. Cid never passes:
      he did not ask, so the auction does not wait for him.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      And Ann bids $60
      And Bob bids $80
      And Ann passes (see VP-SHORT-04, CL-AUC-05)
      Then no auction is open
      And Bob has $1,420
      And Ann has $1,500
      And the bank has gained $80

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: the winner puts the house up at no further cost
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      And Bob bids $5
      And Ann passes
      And Bob builds a house on Boardwalk
      Then Boardwalk has 1 house
      And Bob has $1,495
      And the bank has 0 houses and 12 hotels left

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: the winner must still build evenly
      Park Place already has a house, so Bob's house must go on Boardwalk.

      Given Park Place has 1 house
      And the bank has 1 house and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      And Bob bids $5
      And Ann passes
      And Bob tries to build a house on Park Place
      Then it is rejected with "uneven_building" (see VP-BLD-02, CL-BLD-03)
      When Bob builds a house on Boardwalk
      Then Boardwalk has 1 house
      And Bob has $1,495

    @CL-SHORT-02 @classic @classic-short @classic-timed
    Scenario: requests the stock can meet change nothing
      Given the bank has 2 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      Then no auction is open
      When Ann builds a house on Baltic Avenue
      And Bob builds a house on Boardwalk
      Then Ann has $1,450 (see VP-BLD-05, CL-BLD-05)
      And Bob has $1,300
      And the bank has 0 houses and 12 hotels left

    Scenario: requests lapse at the next throw
      Ann's request was made before Bob's throw, so only Bob's counts: one request, one house.

      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Ann requests a house
      And Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      When Bob requests a house
      Then no auction is open
      When Bob builds a house on Boardwalk
      Then Bob has $1,300 (see VP-BLD-05)
      And the bank has 0 houses and 12 hotels left

  @veropoly @VP-SHORT-02 @VP-SHORT-04 @CL-SHORT-02 @ruling @classic @classic-short @classic-timed
  Rule: With more requests than buildings, the buildings are auctioned one after another
    Three players hold full sets and the bank has two houses left: one house is auctioned among
    all three, then the second among the two who have not won one.

    Background:
      Given a game with Ann, Bob and Cid
      And Ann owns Mediterranean Avenue and Baltic Avenue
      And Bob owns Park Place and Boardwalk
      And Cid owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And the bank has 2 houses and 12 hotels left

    Scenario: two houses for three players go one at a time
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a house
      And Bob requests a house
      Then no auction is open
      When Cid requests a house
      Then a building auction for a house is open
      When Ann bids $10
      And Bob passes
      And Cid passes
      Then a building auction for a house is open
      When Bob bids $5
      And Cid passes
      Then no auction is open
      When Ann builds a house on Mediterranean Avenue
      And Bob builds a house on Park Place
      Then Ann has $1,490
      And Bob has $1,495
      And the bank has 0 houses and 12 hotels left
      When Cid tries to build a house on Oriental Avenue
      Then it is rejected with "no_buildings_left"

  @VP-SHORT-02 @VP-SHORT-04 @ruling
  Rule: The last hotel is shared out the same way

    Background:
      Given a game with Ann, Bob and Cid

    Scenario Outline: two players ask for the last hotel; the higher bidder builds it, the other cannot
      Ann's browns and Bob's dark blues carry a full row of houses each. Bob pays his $30 bid, not
      the $200 hotel price; the hotel frees Boardwalk's houses.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has <row> houses
      And Baltic Avenue has <row> houses
      And Bob owns Park Place and Boardwalk
      And Park Place has <row> houses
      And Boardwalk has <row> houses
      And the bank has 16 houses and 1 hotel left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a hotel
      And Bob requests a hotel
      And Bob bids $30
      And Ann passes
      And Bob builds a hotel on Boardwalk
      Then Boardwalk has a hotel
      And Bob has $1,470
      And the bank has <after> houses and 0 hotels left (see VP-BLD-07, CL-BLD-09, CS-BLD-02)
      When Ann tries to build a hotel on Baltic Avenue
      Then it is rejected with "no_buildings_left"

      @veropoly
      Examples:
        | row | after |
        | 4   | 20    |

      @classic @classic-timed @CL-SHORT-02
      Examples:
        | row | after |
        | 4   | 20    |

      @classic-short @CL-SHORT-02
      Examples:
        | row | after |
        | 3   | 19    |

    Scenario Outline: with eleven hotels on Cid's streets, Ann and Bob both ask for the twelfth; the higher bidder builds it
      Cid's browns and his light blue, pink and orange sets carry a hotel each: eleven, which leaves
      the bank one. Ann's reds and Bob's dark blues carry a full row of <row> houses each, five rows
      in all, which leaves <left> of the 32 houses. Bob pays his $30 bid, not the $200 hotel price;
      the hotel frees Boardwalk's houses, and Ann's reds must wait.

      Given Cid owns Mediterranean Avenue and Baltic Avenue
      And Cid owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Cid owns St. Charles Place, States Avenue and Virginia Avenue
      And Cid owns St. James Place, Tennessee Avenue and New York Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And Oriental Avenue has a hotel
      And Vermont Avenue has a hotel
      And Connecticut Avenue has a hotel
      And St. Charles Place has a hotel
      And States Avenue has a hotel
      And Virginia Avenue has a hotel
      And St. James Place has a hotel
      And Tennessee Avenue has a hotel
      And New York Avenue has a hotel
      And Ann owns Kentucky Avenue, Indiana Avenue and Illinois Avenue
      And Kentucky Avenue has <row> houses
      And Indiana Avenue has <row> houses
      And Illinois Avenue has <row> houses
      And Bob owns Park Place and Boardwalk
      And Park Place has <row> houses
      And Boardwalk has <row> houses
      Then the bank has <left> houses and 1 hotel left (see VP-SHORT-03, CL-SETUP-02)
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann requests a hotel
      Then no auction is open
      When Bob requests a hotel
      Then a building auction for a hotel is open
      When Bob bids $30
      And Ann passes
      Then no auction is open
      And Bob has $1,470
      And Ann has $1,500
      When Bob builds a hotel on Boardwalk
      Then Boardwalk has a hotel
      And Bob has $1,470
      And the bank has <after> houses and 0 hotels left (see VP-BLD-07, CL-BLD-09, CS-BLD-02)
      When Ann tries to build a hotel on Illinois Avenue
      Then it is rejected with "no_buildings_left"
      And Illinois Avenue has <row> houses
      And Ann has $1,500

      @veropoly
      Examples:
        | row | left | after |
        | 4   | 12   | 16    |

      @classic @classic-timed @CL-SHORT-02
      Examples:
        | row | left | after |
        | 4   | 12   | 16    |

      @classic-short @CL-SHORT-02
      Examples:
        | row | left | after |
        | 3   | 17   | 20    |

  @veropoly @VP-SHORT-04 @ruling
  Rule: Only a player who could build that kind right now may ask, and only while the bank has one

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: a player without a whole set cannot ask, and their request does not count
      Had Cid's request counted, Bob's would have made two for one house and opened an auction.

      Given Bob owns Mediterranean Avenue and Baltic Avenue
      And Cid owns Boardwalk
      And the bank has 1 house and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid tries to request a house
      Then it is rejected with "incomplete_set"
      When Bob requests a house
      Then no auction is open
      When Bob builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house

    Scenario: a player with three houses on each street cannot ask for a hotel
      Given Cid owns Park Place and Boardwalk
      And Park Place has 3 houses
      And Boardwalk has 3 houses
      And the bank has 1 house and 1 hotel left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid tries to request a hotel
      Then it is rejected with "uneven_building"
      And no auction is open

    Scenario: a player whose set has a mortgaged street cannot ask
      Given Cid owns Park Place and Boardwalk
      And Park Place is mortgaged
      And the bank has 1 house and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid tries to request a house
      Then it is rejected with "mortgaged"

    Scenario: nobody can ask for a house the bank does not have
      Given Cid owns Park Place and Boardwalk
      And the bank has 0 houses and 12 hotels left
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      When Cid tries to request a house
      Then it is rejected with "no_buildings_left"
