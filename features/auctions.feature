@veropoly
Feature: Auctions
  A player who lands on a property nobody owns and does not want it puts it up for auction
  straight away. Everyone still in the game may bid, the player who turned it down included, in
  any order and as often as they like: the first bid is at least $1, and every bid after it must
  beat the standing bid. Nobody may bid more cash than they hold, and while the auction runs
  nobody may raise or spend money in other ways: no mortgaging, no lifting a mortgage, no
  building or selling buildings, no accepting a trade. Once every other player has passed on the
  standing bid, the bidder pays it to the bank and takes the deed, even far below the printed
  price. If nobody bids at all, the property stays with the bank.

  The classic game auctions in the same way: the Banker auctions whatever the lander does not
  buy, everyone may bid, there is no set starting price, and the Bank receives the winning bid.
  The book says no more; how the bidding runs and ends is a ruling (CL-AUC-05), the same as here.

  In most scenarios Ann throws 2 and 4 from Go onto Oriental Avenue ($100) and turns it down.

  Background:
    Given a game with Ann, Bob and Cid

  @VP-AUC-03
  Rule: Turning a property down puts it up for auction, and the best bid takes it

    @CL-AUC-01 @ruling @classic @classic-short @classic-timed
    Scenario: declining opens an auction of the property
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann must decide whether to buy Oriental Avenue (see VP-AUC-01, CL-BUY-01)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open
      And nobody owns Oriental Avenue
      And the last action's events include, in order:
        | event           |
        | auction_started |

    @CL-AUC-01 @ruling @classic @classic-short @classic-timed
    Scenario: with two players too, a declined property is auctioned
      A game of two still auctions what the lander turns down: Bob and Ann, who declined it, bid
      against each other, and Ann wins it for $20.

      Given a game with Ann and Bob
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open
      When Bob bids $10 (see VP-AUC-09, CL-AUC-05)
      And Ann bids $20 (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then Ann owns Oriental Avenue (see VP-AUC-03, CL-AUC-02)
      And Ann has $1,480 (see VP-AUC-03, CL-AUC-02)

    @CL-AUC-01 @CL-AUC-02 @ruling @classic @classic-short @classic-timed
    Scenario: the highest bid takes the property
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $60 (see VP-AUC-09, CL-AUC-05)
      And Cid bids $70 (see VP-AUC-09, CL-AUC-05)
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then Cid owns Oriental Avenue
      And no auction is open
      And the last action's events include, in order:
        | event       |
        | bid_passed  |
        | auction_won |

  @VP-AUC-05 @CL-AUC-02 @classic @classic-short @classic-timed
  Rule: The winner pays the winning bid to the bank

    Scenario: only the winner pays, and the bank receives the bid
      Bob's $60 was beaten, so it costs him nothing; Cid pays his $70.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $60 (see VP-AUC-09, CL-AUC-05)
      And Cid bids $70 (see VP-AUC-09, CL-AUC-05)
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then Cid has $1,430
      And the bank has gained $70 (see VP-BNK-02, CL-AUC-02)
      And Bob has $1,500
      And Ann has $1,500

    @CL-AUC-03
    Scenario: the player who turned the property down pays her winning bid, not the printed price
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann bids $80 (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      And Cid passes (see VP-AUC-09, CL-AUC-05)
      Then Ann owns Oriental Avenue (see VP-AUC-03, CL-AUC-01)
      And Ann has $1,420
      And the bank has gained $80 (see VP-BNK-02, CL-AUC-02)
      And Bob has $1,500
      And Cid has $1,500

  @VP-AUC-06 @CL-AUC-04 @classic @classic-short @classic-timed
  Rule: There is no reserve price

    Scenario: Boardwalk, printed at $400, sells for $10
      Given Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann is on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Boardwalk is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $10
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Cid passes (see VP-AUC-09, CL-AUC-05)
      Then Bob owns Boardwalk
      And Bob has $1,490 (see VP-AUC-05, CL-AUC-02)
      And the bank has gained $10 (see VP-BNK-02, CL-AUC-02)

    Scenario: a single bid of $1 takes Boardwalk
      Given Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann is on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Boardwalk is open (see VP-AUC-03, CL-AUC-01)
      When Cid bids $1
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then Cid owns Boardwalk
      And Cid has $1,499 (see VP-AUC-05, CL-AUC-02)
      And the bank has gained $1 (see VP-BNK-02, CL-AUC-02)

  @VP-AUC-04
  Rule: Bids may come in any order

    Scenario: bids out of seating order, and the same bidder twice in a row
      Cid bids before Ann and Bob, then raises his own standing bid.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Cid bids $10
      And Cid bids $25
      Then the highest bid is $25 by Cid
      When Ann bids $30
      And Cid bids $40
      Then the highest bid is $40 by Cid

    Scenario: a player who has passed may still come back with a higher bid
      Ann passes on Bob's $30, then outbids him with $35 before Cid has said anything. Her bid
      stands and takes the property: she pays $35, nobody else pays anything.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $30
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      Then an auction of Oriental Avenue is open (see VP-AUC-09, CL-AUC-05)
      When Ann bids $35
      Then the highest bid is $35 by Ann
      When Bob passes (see VP-AUC-09, CL-AUC-05)
      And Cid passes (see VP-AUC-09, CL-AUC-05)
      Then Ann owns Oriental Avenue (see VP-AUC-03, CL-AUC-01)
      And Ann has $1,465 (see VP-AUC-05, CL-AUC-02)
      And Bob has $1,500 (see VP-AUC-05, CL-AUC-02)
      And the bank has gained $35 (see VP-AUC-05, CL-AUC-02)

  @VP-AUC-09 @ruling
  Rule: Everyone still playing may bid, from $1 up, and the auction ends when all the others have passed

    @CL-AUC-03 @classic @classic-short @classic-timed
    Scenario: the player who turned the property down may still buy it at auction
      Ann wins it for $80, less than the $100 she declined to pay.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann bids $80
      And Bob passes
      And Cid passes
      Then Ann owns Oriental Avenue

    Scenario: the first bid must be at least $1
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob tries to bid $0
      Then it is rejected with "bid_too_low"
      And Bob has $1,500
      When Bob bids $1
      And Ann passes
      And Cid passes
      Then Bob owns Oriental Avenue
      And Bob has $1,499 (see VP-AUC-05, CL-AUC-02)

    @CL-AUC-05 @classic @classic-short @classic-timed
    Scenario: every bid must beat the standing bid
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $50
      And Cid tries to bid $50
      Then it is rejected with "bid_too_low"
      And the highest bid is $50 by Bob
      When Cid bids $51
      Then the highest bid is $51 by Cid

    Scenario: the standing bidder cannot pass on their own bid
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $50
      And Bob tries to pass
      Then it is rejected with "wrong_phase"
      And an auction of Oriental Avenue is open
      And the highest bid is $50 by Bob

    @CL-AUC-05 @CL-AUC-03 @classic @classic-short @classic-timed
    Scenario: the auction waits for every other player, the one who declined included
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $50
      And Cid passes
      Then an auction of Oriental Avenue is open
      When Ann passes
      Then Bob owns Oriental Avenue
      And no auction is open

    @CL-AUC-05 @classic @classic-timed
    Scenario: a player out of the game is not waited for
      Cid went bankrupt before Ann's throw. Once Bob has bid and Ann has passed, the auction is
      over. (In the short game the first bankruptcy ends the game, so this cannot happen there.)

      Given Cid owes the bank $2,000
      When Cid declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      And Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $50
      And Ann passes
      Then Bob owns Oriental Avenue
      And no auction is open
      And Bob has $1,450 (see VP-AUC-05, CL-AUC-02)

    @CL-AUC-05 @classic @classic-short @classic-timed
    Scenario: a new bid wipes out the passes made before it
      Ann passed on Bob's $50, not on Cid's $60: the auction goes on until she passes again.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob bids $50
      And Ann passes
      And Cid bids $60
      And Bob passes
      Then an auction of Oriental Avenue is open
      And the highest bid is $60 by Cid
      When Ann passes
      Then Cid owns Oriental Avenue

    @CL-AUC-05 @classic @classic-short @classic-timed
    Scenario: with no bid at all, the property stays with the bank
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann passes
      And Bob passes
      Then an auction of Oriental Avenue is open
      When Cid passes
      Then no auction is open
      And nobody owns Oriental Avenue
      And every player has $1,500
      And the bank's cash is unchanged
      And Bob is next to roll

    @CL-AUC-05 @classic @classic-short @classic-timed
    Scenario: the unsold property is recorded as such
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann passes
      And Bob passes
      And Cid passes
      Then the bank's cash is unchanged
      And the last action's events include, in order:
        | event          |
        | bid_passed     |
        | auction_unsold |

    Scenario: there is nothing to bid on when no auction is open
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Bob tries to bid $10
      Then it is rejected with "no_auction"
      And Bob has $1,500
      And the bank's cash is unchanged

  @VP-AUC-08 @ruling
  Rule: Nobody may bid more cash than they hold

    @CL-AUC-05 @classic @classic-short @classic-timed
    Scenario: a bid one dollar above the bidder's cash is refused, all of it is allowed
      Given Bob has $40
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Cid bids $30 (see VP-AUC-09, CL-AUC-05)
      And Bob tries to bid $41
      Then it is rejected with "insufficient_cash"
      And the highest bid is $30 by Cid
      And Bob has $40
      When Bob bids $40
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Cid passes (see VP-AUC-09, CL-AUC-05)
      Then Bob owns Oriental Avenue (see VP-AUC-03, CL-AUC-01)
      And Bob has $0 (see VP-AUC-05, CL-AUC-02)

    Scenario: a player with no cash cannot bid even $1
      Given Bob has $0
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Bob tries to bid $1
      Then it is rejected with "insufficient_cash"
      And Bob has $0
      And the bank's cash is unchanged
      And an auction of Oriental Avenue is open

  @VP-AUC-07 @VP-MORT-01
  Rule: Nobody may mortgage while an auction is open

    Scenario: a mortgage is refused while the auction runs
      Given Ann owns Water Works
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to mortgage Water Works
      Then it is rejected with "auction_open"
      And Water Works is not mortgaged
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: once the auction is over, the same mortgage goes through
      Given Ann owns Water Works
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Cid bids $20 (see VP-AUC-09, CL-AUC-05)
      And Ann passes (see VP-AUC-09, CL-AUC-05)
      And Bob passes (see VP-AUC-09, CL-AUC-05)
      Then no auction is open (see VP-AUC-09, CL-AUC-05)
      When Ann mortgages Water Works
      Then Water Works is mortgaged
      And Ann has $1,575 (see VP-MORT-02)

  @VP-AUC-10 @ruling
  Rule: While an auction is open, no other deal raises or spends money either
    The book only forbids mortgaging, to stop players raising cash in the middle of an auction.
    Selling buildings and trading raise cash just as well, so they wait too; so do building and
    lifting a mortgage, which spend it.

    Scenario: no house may be sold back during an auction
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to sell a house on Baltic Avenue
      Then it is rejected with "auction_open"
      And Baltic Avenue has 1 house
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: no house may be built during an auction
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 1 house
      And Baltic Avenue has 1 house
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to build a house on Baltic Avenue
      Then it is rejected with "auction_open"
      And Baltic Avenue has 1 house
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: no mortgage may be lifted during an auction
      Given Ann owns Reading Port
      And Reading Port is mortgaged
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Ann declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      When Ann tries to unmortgage Reading Port
      Then it is rejected with "auction_open"
      And Reading Port is mortgaged
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: an offer made before the auction cannot be accepted while it runs
      Ann's offer of $300 for Water Works is made in the window after her own throw; it is still
      open when Bob throws onto Oriental Avenue and turns it down.

      Given Bob owns Water Works
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01, CL-MOVE-02)
      When Ann offers Bob $300 for Water Works (see VP-TRADE-03)
      And Bob rolls 2 and 4
      Then Bob landed on Oriental Avenue (see VP-MOVE-01, CL-MOVE-02)
      When Bob declines to buy it (see VP-AUC-03, CL-AUC-01)
      Then an auction of Oriental Avenue is open (see VP-AUC-03, CL-AUC-01)
      And Bob has an offer from Ann (see VP-TRADE-01)
      When Bob tries to accept the offer
      Then it is rejected with "auction_open"
      And Bob owns Water Works
      And Bob has $1,500
      And Ann has $1,500
