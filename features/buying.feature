Feature: Buying property
  Streets, ports and utilities all start with the bank. Whoever lands on one nobody owns must
  either buy it at its printed price, paid to the bank, or send it to auction: leaving it unsold
  is not a choice, and the game waits until the lander has decided. The buyer takes the title
  deed and from then on collects rent from the others. The streets come in eight colour sets:
  brown at the start and dark blue at the end have two streets each, the other six have three.

  The classic game buys and auctions the same way: the lander may buy at the printed price and
  takes the Title Deed face up; a property the lander does not buy is auctioned by the Banker.
  There the railroads stand where veropoly has ports.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-BUY-03 @VP-BUY-04 @VP-BUY-05
  Rule: The buyer pays the printed price to the bank and takes the deed

    @CL-BUY-01 @CL-BUY-02 @classic @classic-short @classic-timed
    Scenario: buying a street at its printed price
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Oriental Avenue (see VP-AUC-01, CL-BUY-01)
      When Ann buys it
      Then Ann owns Oriental Avenue (see VP-BUY-03, CL-BUY-01)
      And Ann has $1,400 (see VP-BUY-04, CL-BUY-01)
      And the bank has gained $100 (see VP-BUY-04, CL-BUY-01)
      And Oriental Avenue is not mortgaged (see VP-BUY-05, CL-BUY-02)

    Scenario: once bought, the street earns rent from the others
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann buys it
      And Bob rolls 2 and 4
      Then Bob landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And no purchase decision is pending (see VP-BUY-03, CL-BUY-01)
      And the rent due from Bob to Ann is $6 (see VP-BUY-03, CL-BUY-01)

    Scenario: the deed carries the street's mortgage value
      The deed of Oriental Avenue ($100) is worth $50 on mortgage.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann buys it
      Then Ann has $1,400 (see VP-BUY-04, CL-BUY-01)
      When Ann mortgages Oriental Avenue
      Then Oriental Avenue is mortgaged
      And Ann has $1,450 (see VP-MORT-02)

    @CL-BUY-01 @classic @classic-short @classic-timed
    Scenario Outline: with <cash>, the price or a dollar more, Ann buys the $100 street
      Given Ann has <cash>
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann buys it
      Then Ann owns Oriental Avenue (see VP-BUY-03, CL-BUY-01)
      And Ann has <left> (see VP-BUY-04, CL-BUY-01)
      And the bank has gained $100 (see VP-BUY-04, CL-BUY-01)

      Examples:
        | cash | left |
        | $100 | $0   |
        | $101 | $1   |

    @ruling
    Scenario: a dollar short of the price, the purchase is refused and nothing moves
      Ann has $99 and Oriental Avenue costs $100. The price is paid from cash in hand: while she
      decides, the table waits, so there is no mortgaging first.

      Given Ann has $99
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to buy it
      Then it is rejected with "insufficient_cash" (see VP-BUY-04)
      And Ann has $99
      And the bank's cash is unchanged
      And nobody owns Oriental Avenue

  @veropoly @VP-BUY-01 @VP-BUY-02
  Rule: There are eight colour sets: brown and dark blue of two streets, the others of three
    Holding a whole set is what allows building, so each set shows up as the streets that must
    all be held before the first house.

    @VP-SETUP-10 @ruling
    Scenario Outline: holding all of the <colour> set lets its owner build
      Given Ann owns <set>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann builds a house on <street>
      Then <street> has 1 house
      And Ann has <cash> (see VP-BLD-05)

      Examples:
        | colour     | set                                                           | street              | cash   |
        | brown      | Mediterranean Avenue and Baltic Avenue                        | Baltic Avenue       | $1,450 |
        | light blue | Oriental Avenue, Vermont Avenue and Connecticut Avenue        | Vermont Avenue      | $1,450 |
        | pink       | St. Charles Place, States Avenue and Virginia Avenue          | States Avenue       | $1,400 |
        | orange     | St. James Place, Tennessee Avenue and New York Avenue         | New York Avenue     | $1,400 |
        | red        | Kentucky Avenue, Indiana Avenue and Illinois Avenue           | Kentucky Avenue     | $1,350 |
        | yellow     | Atlantic Avenue, Ventnor Avenue and Marvin Gardens            | Marvin Gardens      | $1,350 |
        | green      | Pacific Avenue, North Carolina Avenue and Pennsylvania Avenue | Pennsylvania Avenue | $1,300 |
        | dark blue  | Park Place and Boardwalk                                      | Park Place          | $1,300 |

    Scenario Outline: <owned> do not make a set
      Given Ann owns <owned>
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann tries to build a house on <street>
      Then it is rejected with "incomplete_set"
      And <street> has no buildings

      Examples:
        | owned                                    | street               |
        | Baltic Avenue and Oriental Avenue        | Baltic Avenue        |
        | Oriental Avenue and Vermont Avenue       | Oriental Avenue      |
        | Kentucky Avenue and Illinois Avenue      | Illinois Avenue      |
        | Pacific Avenue and North Carolina Avenue | Pacific Avenue       |
        | Pennsylvania Avenue and Park Place       | Park Place           |

  @veropoly @VP-AUC-01
  Rule: Whoever lands on an unowned property must buy it or put it up for auction

    Scenario Outline: landing on unowned <space> holds up the game until the lander decides
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann landed on <space> (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy <space>
      When Bob tries to roll 4 and 6
      Then it is rejected with "decision_pending"
      And Bob is on Go

      Examples:
        | start              | d1 | d2 | space            |
        | Go                 | 2  | 4  | Oriental Avenue  |
        | Connecticut Avenue | 1  | 2  | Electric Company |

    @CL-AUC-01 @ruling @classic @classic-short @classic-timed
    Scenario: declining to buy puts the property up for auction
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open
      And no purchase decision is pending
      And nobody owns Oriental Avenue
      And Ann has $1,500

    @CL-AUC-01 @ruling @classic @classic-short @classic-timed
    Scenario: declining a utility puts it up for auction
      Given Ann is on Connecticut Avenue
      When Ann rolls 1 and 2
      Then Ann must decide whether to buy Electric Company
      When Ann declines to buy it
      Then an auction of Electric Company is open
      And no purchase decision is pending
      And nobody owns Electric Company
      And Ann has $1,500
      And the bank's cash is unchanged

    @CL-AUC-01 @ruling @classic @classic-short @classic-timed
    Scenario: a lander who could not pay the price still sends the property to auction
      Ann has $50 and Oriental Avenue costs $100: turning it down opens the auction all the same.

      Given Ann has $50
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open
      And nobody owns Oriental Avenue
      And Ann has $50
      And the bank's cash is unchanged

    @CL-BUY-01 @classic @classic-short @classic-timed
    Scenario: a property somebody owns is not offered for sale
      Given Cid owns Oriental Avenue
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And no purchase decision is pending
      And no auction is open
      And the rent due from Ann to Cid is $6 (see VP-BUY-03, CL-RENT-01)

  @veropoly @VP-AUC-02 @ruling
  Rule: Ports are bought or auctioned in the same way
    The auction rule names a "railroad"; in veropoly the ports stand in the railroads' place.

    @CL-AUC-01 @classic @classic-short @classic-timed
    Scenario: landing on an unowned port offers it to the lander, and declining auctions it
      When Ann rolls 2 and 3
      Then Ann landed on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Reading Port
      When Ann declines to buy it
      Then an auction of Reading Port is open
      And nobody owns Reading Port

    @CL-AUC-01 @classic @classic-short @classic-timed
    Scenario: a port reached by a card and turned down is auctioned too
      From Chance (space 7) the nearest port is Pennsylvania Port (15).

      Given the Chance deck has "advance-to-nearest-port-1" on top
      And Ann is on Baltic Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 7 (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Pennsylvania Port (see VP-CARD-03, CL-CARD-02)
      When Ann declines to buy it
      Then an auction of Pennsylvania Port is open
      And nobody owns Pennsylvania Port
      And Ann has $1,500

  @CL-BUY-03 @ruling @classic @classic-short @classic-timed
  Rule: In the classic game a lander short of the price may raise it before deciding, then pays it in full
    The book does not say whether the lander may mortgage or sell buildings to afford a purchase.
    In the classic game they may, before deciding, as long as the whole price is then paid in cash.

    Scenario: without raising the money, a dollar short, the purchase is refused and nothing moves
      Given Ann has $199
      When Ann rolls 2 and 3
      Then Ann landed on Reading Railroad (see CL-MOVE-02)
      And Ann must decide whether to buy Reading Railroad for $200 (see CL-BUY-01)
      When Ann tries to buy it
      Then it is rejected with "insufficient_cash"
      And Ann has $199
      And the bank's cash is unchanged
      And nobody owns Reading Railroad
      And Ann must decide whether to buy Reading Railroad (see CL-BUY-01)

    Scenario: a lander short of the price mortgages another property, then buys
      Ann has $100 and Reading Railroad costs $200; mortgaging Boardwalk raises $200.

      Given Ann has $100
      And Ann owns Boardwalk
      When Ann rolls 2 and 3
      Then Ann landed on Reading Railroad (see CL-MOVE-02)
      And Ann must decide whether to buy Reading Railroad for $200 (see CL-BUY-01)
      When Ann mortgages Boardwalk
      Then Boardwalk is mortgaged (see CL-MORT-01)
      And Ann has $300 (see CL-MORT-03)
      When Ann buys it
      Then Ann owns Reading Railroad
      And Ann has $100
      And no purchase decision is pending

    Scenario: a lander short of the price sells a house back, then buys
      Ann has $190; a house on the brown set sells back for $25, which makes $215.

      Given Ann has $190
      And Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      When Ann rolls 2 and 3
      Then Ann landed on Reading Railroad (see CL-MOVE-02)
      And Ann must decide whether to buy Reading Railroad for $200 (see CL-BUY-01)
      When Ann sells a house on Baltic Avenue
      Then Baltic Avenue has no buildings (see CL-SELL-03)
      And Ann has $215 (see CL-SELL-03)
      When Ann buys it
      Then Ann owns Reading Railroad
      And Ann has $15

    Scenario: only the lander may raise money while the decision is open
      Bob is refused while Ann decides. An engine may refuse him as waiting for Ann's decision, or as
      not his turn: either way nothing happens. (That he may mortgage on Ann's turn once her landing is
      settled is the rule of mortgages at any time.)

      Given Bob owns Boardwalk
      When Ann rolls 2 and 3
      Then Ann must decide whether to buy Reading Railroad (see CL-BUY-01)
      When Bob tries to mortgage Boardwalk
      Then it is rejected with "decision_pending" or "not_your_turn"
      And Bob has $1,500
      And Boardwalk is not mortgaged

    Scenario: nobody else may build while the lander decides
      Given Bob owns Mediterranean Avenue and Baltic Avenue
      When Ann rolls 2 and 3
      Then Ann must decide whether to buy Reading Railroad (see CL-BUY-01)
      When Bob tries to build a house on Mediterranean Avenue
      Then it is rejected with "decision_pending" or "not_your_turn"
      And Mediterranean Avenue has no buildings
      And Bob has $1,500
      And the bank's cash is unchanged
