@veropoly
Feature: Ports
  Four ports stand halfway along the sides of the board: Reading Port, Pennsylvania Port,
  B. & O. Port and Short Line Port. A port is bought, mortgaged and traded like a street, but
  nothing can be built on it. Its rent depends only on how many ports its owner holds: $25 for
  one, $50 for two, $100 for three and $200 for all four.

  The classic game has the four railroads in the same places (Reading Railroad, Pennsylvania
  Railroad, B. & O. Railroad and Short Line), with the same price and the same rents, read from
  the deed.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-PORT-02
  Rule: There is a port halfway along each side of the board

    Scenario Outline: <port> is space <number>
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on space <number> (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy <port>

      Examples:
        | start              | d1 | d2 | number | port              |
        | Go                 | 2  | 3  | 5      | Reading Port      |
        | Connecticut Avenue | 2  | 4  | 15     | Pennsylvania Port |
        | Free Parking       | 2  | 3  | 25     | B. & O. Port      |
        | Water Works        | 3  | 4  | 35     | Short Line Port   |

  @VP-PORT-01 @CL-BUY-01 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: A port is bought like a street and earns rent from the others

    Scenario: buying a port and charging rent on it
      When Ann rolls 2 and 3
      Then Ann landed on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      When Ann buys it
      Then Ann owns Reading Port
      And Ann has $1,300 (see VP-BUY-04, CL-BUY-01)
      When Bob rolls 2 and 3
      Then Bob landed on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Bob to Ann is $25

    Scenario Outline: <port>, bought for $200, earns its owner $25 from the next player to stop there
      Given Ann is on <start>
      And Bob is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <port> (see VP-MOVE-01, CL-MOVE-02)
      And nobody owns <port> (see VP-PORT-01, CL-BUY-01)
      When Ann buys it
      Then Ann owns <port> (see VP-PORT-01, CL-BUY-01)
      And Ann has $1,300 (see VP-BUY-04, CL-BUY-01)
      And the bank has gained $200 (see VP-BUY-04, CL-BUY-01)
      When Bob rolls <d1> and <d2>
      Then Bob landed on <port> (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Bob to Ann is $25 (see VP-PORT-01, CL-RENT-01)
      When Ann asks Bob for rent (see VP-RENT-06, CL-RENT-07)
      Then Bob has $1,475 (see VP-PORT-01, CL-RENT-01)
      And Ann has $1,325 (see VP-PORT-01, CL-RENT-01)

      Examples:
        | port              | start              | d1 | d2 |
        | Pennsylvania Port | Connecticut Avenue | 2  | 4  |
        | Short Line Port   | Water Works        | 3  | 4  |

  @VP-PORT-05 @CL-RENT-01 @classic @classic-short @classic-timed
  Rule: Port rent depends only on how many ports the owner holds

    Scenario Outline: an owner of <count> charges <rent>
      Given Bob owns <ports>
      When Ann rolls 2 and 3
      Then Ann is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is <rent>

      Examples:
        | count       | ports                                                             | rent |
        | one port    | Reading Port                                                      | $25  |
        | two ports   | Reading Port and Short Line Port                                  | $50  |
        | three ports | Reading Port, Pennsylvania Port and B. & O. Port                  | $100 |
        | four ports  | Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port | $200 |

    Scenario: the four-port rent is what changes hands
      Given Bob owns Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port
      When Ann rolls 2 and 3
      Then Ann landed on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $200
      When Bob asks Ann for rent (see VP-RENT-06, CL-RENT-07)
      Then Ann has $1,300
      And Bob has $1,700

  @VP-PORT-03
  Rule: Nothing can be built on a port

    Scenario: holding all four ports still allows no house
      Given Ann owns Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on Reading Port
      Then it is rejected with "not_buildable"
      And Reading Port has no buildings
      And Ann has $1,500

  @VP-PORT-04
  Rule: A port can be traded and mortgaged like a street

    Scenario: a port changes hands in a trade
      Given Ann owns Reading Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob offers Ann $250 for Reading Port
      And Ann accepts the offer
      Then Bob owns Reading Port (see VP-TRADE-04)
      And Ann has $1,750 (see VP-TRADE-04)
      And Bob has $1,250 (see VP-TRADE-04)

    Scenario: mortgaging a port raises half its price
      Given Ann owns Reading Port
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann mortgages Reading Port
      Then Reading Port is mortgaged
      And Ann has $1,600 (see VP-MORT-02)
      And the bank has paid out $100 (see VP-MORT-02)

  @VP-PORT-06 @ruling
  Rule: A mortgaged port still counts towards the number of ports held

    Scenario: one of four ports mortgaged, the others still charge the four-port rent
      Given Bob owns Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port
      And Short Line Port is mortgaged
      When Ann rolls 2 and 3
      Then Ann landed on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And the rent due from Ann to Bob is $200

    @CL-RENT-02 @classic @classic-short @classic-timed
    Scenario: the mortgaged port itself charges nothing
      Given Bob owns Reading Port, Pennsylvania Port, B. & O. Port and Short Line Port
      And Short Line Port is mortgaged
      And Ann is on Water Works
      When Ann rolls 3 and 4
      Then Ann is on Short Line Port (see VP-MOVE-01, CL-MOVE-02)
      And no rent is due from Ann to Bob (see VP-MORT-03, CL-RENT-02)
