Feature: Can't pay, and bankruptcy
  A player asked for more than the cash in hand, whether rent, a tax or a card, pays none of it
  yet: the whole amount becomes a debt, and nobody throws the dice until it is settled. The
  debtor may raise the money by mortgaging, by selling houses and hotels back to the bank, or by
  trading with the others, and the debt is paid the moment their cash covers it. A debtor who
  cannot raise it declares bankruptcy and is out of the game. If the debt is owed to a player,
  that player takes everything: every deed with its houses and hotels, all the cash and any
  jail cards. If it is owed to the bank, the buildings go back to the bank, the cash goes to the
  bank, the jail cards go back under their decks, and every deed is auctioned, one after the
  other, to the players still in the game.

  The classic games go bankrupt the same way: only a player who owes more than they could raise
  gives up, and to the Bank everything goes, the deeds being auctioned bare, with their mortgages
  cancelled, and the jail cards going back under their decks. A bankrupt player is out of the
  game (in the short game the first bankruptcy ends it). Rules tagged only for veropoly are
  veropoly's; the rules at the end are the classic ones.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-DEBT-01
  Rule: Rent a player cannot pay can be raised by mortgaging or trading

    @ruling
    Scenario: rent beyond the lander's cash becomes a debt, and the dice wait
      Oriental Avenue's rent is $6 and Ann has $5: she pays nothing yet and owes all $6.
      Bob is next to throw, but may not while the debt is open.

      Given Bob owns Oriental Avenue
      And Ann has $5
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $6
      And Ann has $5
      When Bob tries to roll 2 and 3
      Then it is rejected with "debt_pending"

    Scenario: a mortgage raises the money and the debt is paid at once
      Reading Port mortgages for $100: Ann $5 + $100 - $6 = $99.

      Given Bob owns Oriental Avenue
      And Ann owns Reading Port
      And Ann has $5
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      And Ann mortgages Reading Port
      Then Ann owes nothing
      And Ann has $99 (see VP-MORT-02)
      And Bob has $1,506

    Scenario: a trade raises the money and the debt is paid at once
      Ann sells Baltic Avenue to Cid for $80: $10 + $80 - $50 = $40.

      Given Ann owns Baltic Avenue
      And Ann has $10
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      Given Ann owes Bob $50
      When Ann offers Cid Baltic Avenue for $80
      And Cid accepts the offer
      Then Cid owns Baltic Avenue (see VP-TRADE-04)
      And Cid has $1,420 (see VP-TRADE-04)
      And Ann owes nothing
      And Ann has $40
      And Bob has $1,550

  @veropoly @VP-DEBT-03 @ruling
  Rule: Every debt works the same way, taxes and cards included, and buildings may be sold to pay it

    Scenario: a tax too big for the purse is paid off by selling a house
      Ann has $175 against the $200 Income Tax. Her house sells back for $25, which makes $200.
      The bank takes in $200 and pays out $25.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Ann has $175
      When Ann rolls 1 and 3
      Then Ann landed on Income Tax (see VP-MOVE-01)
      And Ann owes the bank $200 (see VP-TAX-04)
      When Ann sells a house on Baltic Avenue
      Then Ann owes nothing
      And Ann has $0 (see VP-SELL-01)
      And the bank has gained $175 (see VP-SELL-01)

    Scenario: a card Ann cannot pay leaves her owing the bank
      Given the Chance deck has "speeding-fine" on top
      And Ann has $10
      When Ann rolls 3 and 4
      Then Ann landed on space 7 (see VP-MOVE-01)
      And Ann drew "speeding-fine" (see VP-CARD-04)
      And Ann owes the bank $15
      And Ann has $10
      When Bob tries to roll 2 and 3
      Then it is rejected with "debt_pending"

  @veropoly @VP-DEBT-02
  Rule: A debtor who cannot raise the money goes bankrupt

    Scenario: a player with nothing to sell goes bankrupt over the rent
      Given Bob owns Oriental Avenue
      And Ann has $5
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And the rent due from Ann to Bob is $6 (see VP-RENT-01)
      When Bob asks Ann for rent (see VP-RENT-06)
      And Ann declares bankruptcy
      Then Ann is bankrupt
      And the game is not over
      And Bob is next to roll

    @ruling
    Scenario Outline: a debtor who could still pay by mortgaging may not declare bankruptcy
      Ann has $5 and Reading Port, which the bank lends $100 on: she could raise $105, enough for
      a debt of <debt>. She stays in the game, owing it.

      Given Ann owns Reading Port
      And Ann has $5
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is rejected with "can_still_pay"
      And Ann is still in the game
      And Ann owes Bob <debt>
      And Ann owns Reading Port
      And Ann has $5
      And Bob has $1,500
      And the bank's cash is unchanged

      Examples:
        | debt |
        | $6   |
        | $105 |

    @ruling
    Scenario: a debt a dollar beyond what the debtor could raise may be declared
      Ann could raise $105: her $5 and Reading Port's $100 mortgage. She owes $106.

      Given Ann owns Reading Port
      And Ann has $5
      And Ann owes Bob $106
      When Ann declares bankruptcy
      Then Ann is bankrupt

    @ruling
    Scenario: a deed already mortgaged raises nothing more
      Ann's Reading Port is mortgaged already: the bank lends nothing more on it, so she could
      raise only her $5, and she owes $6.

      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann has $5
      And Ann owes Bob $6
      When Ann declares bankruptcy
      Then Ann is bankrupt

    @ruling
    Scenario Outline: two debts count together, <first> and <second>
      Ann could raise $105: her $5 and Reading Port's $100 mortgage. What she owes Bob and Cid
      is added up against it.

      Given Ann owns Reading Port
      And Ann has $5
      And Ann owes Bob <first>
      And Ann owes Cid <second>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | first | second | answer                        | state             |
        | $50   | $55    | rejected with "can_still_pay" | still in the game |
        | $50   | $56    | accepted                      | bankrupt          |

    @ruling
    Scenario Outline: buildings count at what the bank pays for them back, <debt> against <could>
      Ann has no cash. Brown houses cost $50 and sell back for $25; a hotel sells back for $25
      and leaves four houses, $25 each; each brown street is then worth $30 on mortgage. One
      house: $25 + $60 = $85. Two hotels: 2 x ($25 + $100) + $60 = $310.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has <med>
      And Baltic Avenue has <baltic>
      And Ann has $0
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | med       | baltic  | could | debt | answer                        | state             |
        | no houses | 1 house | $85   | $85  | rejected with "can_still_pay" | still in the game |
        | no houses | 1 house | $85   | $86  | accepted                      | bankrupt          |
        | a hotel   | a hotel | $310  | $310 | rejected with "can_still_pay" | still in the game |
        | a hotel   | a hotel | $310  | $311 | accepted                      | bankrupt          |

    @ruling
    Scenario Outline: hotels the bank cannot replace with houses count for nothing, with <houses> houses left
      Both brown streets carry a hotel, and every hotel of a set comes down before any house. With
      three houses in the bank, neither hotel can come down, so the browns can be neither sold
      back nor mortgaged: Ann could raise only her $10. With four, one hotel can come down ($25)
      but not the second: she could raise $35.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And the bank has <houses> houses and 10 hotels left
      And Ann has $10
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | houses | debt | answer                        | state             |
        | 3      | $11  | accepted                      | bankrupt          |
        | 4      | $35  | rejected with "can_still_pay" | still in the game |
        | 4      | $36  | accepted                      | bankrupt          |

    @ruling
    Scenario Outline: the dark-blue hotels count only if the bank, with the houses sold back first, has eight, <debt> against <could>
      The two dark-blue hotels need eight houses from the bank to come down. Houses go back first
      ($25 each on the browns), and a brown hotel that comes down returns its row too. When the bank
      then has eight, each dark-blue hotel brings $100 and its four houses $100 each, and both deeds
      can be mortgaged ($175 and $200); when it has fewer, only the hotels its houses can replace
      count, at $100 each. The browns mortgage for $30 each.

      Given Ann owns Mediterranean Avenue, Baltic Avenue, Park Place and Boardwalk
      And Mediterranean Avenue has <med>
      And Baltic Avenue has <baltic>
      And Park Place has a hotel
      And Boardwalk has a hotel
      And the bank has <bank> houses and 10 hotels left
      And Ann has $0
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | med      | baltic   | bank | could  | debt   | answer                        | state             |
        | 2 houses | 2 houses | 4    | $1,535 | $1,535 | rejected with "can_still_pay" | still in the game |
        | 2 houses | 2 houses | 4    | $1,535 | $1,536 | accepted                      | bankrupt          |
        | 1 house  | 1 house  | 4    | $210   | $210   | rejected with "can_still_pay" | still in the game |
        | 1 house  | 1 house  | 4    | $210   | $211   | accepted                      | bankrupt          |
        | 2 houses | 2 houses | 2    | $260   | $260   | rejected with "can_still_pay" | still in the game |
        | 2 houses | 2 houses | 2    | $260   | $261   | accepted                      | bankrupt          |
        | a hotel  | 4 houses | 4    | $1,660 | $1,660 | rejected with "can_still_pay" | still in the game |
        | a hotel  | 4 houses | 4    | $1,660 | $1,661 | accepted                      | bankrupt          |

    @ruling
    Scenario Outline: a brown hotel's row leaves the bank eight houses, too few for three light-blue hotels, <debt> against $335
      The brown hotel comes down first (it needs four houses, the bank has four), and its row and
      Baltic's four houses go back: the bank then has eight, and the three light-blue hotels need
      twelve. Only two of them can come down ($25 each); the light-blue houses and deeds raise
      nothing. The browns: the hotel ($25) and its four houses, Baltic's four houses ($25 each), and
      the two mortgages ($30 each): $285. In all, $335.

      Given Ann owns Mediterranean Avenue, Baltic Avenue, Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has 4 houses
      And Oriental Avenue has a hotel
      And Vermont Avenue has a hotel
      And Connecticut Avenue has a hotel
      And the bank has 4 houses and 10 hotels left
      And Ann has $0
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | debt | answer                        | state             |
        | $335 | rejected with "can_still_pay" | still in the game |
        | $336 | accepted                      | bankrupt          |

    @ruling
    Scenario: a debtor who neither pays nor declares holds up the dice, and stays in the game
      Ann owes $6 with $5 in hand and nothing to sell. Nobody declares for her: she stays in the
      game, owing the $6, and nobody throws until she pays or gives up.

      Given Ann has $5
      And Ann owes Bob $6
      When Ann tries to roll 4 and 6
      Then it is rejected with "debt_pending"
      And Ann is still in the game
      And Ann owes Bob $6
      And Ann has $5
      And Bob has $1,500
      And the bank's cash is unchanged

    @ruling
    Scenario: only a player who owes money may declare bankruptcy
      Given Ann has $10
      And Ann owes Bob $50
      When Cid tries to declare bankruptcy
      Then it is rejected with "no_debt"
      And Cid is still in the game
      When Bob tries to declare bankruptcy
      Then it is rejected with "no_debt"

  @veropoly @VP-BKR-03
  Rule: Bankrupt to a player, the creditor takes every deed with its houses and hotels

    Scenario: the creditor receives the streets, the port and all the buildings
      The buildings stay where they stand: the bank's stock of 32 houses and 12 hotels stays at
      28 and 11.

      Given Ann owns Mediterranean Avenue, Baltic Avenue and Reading Port
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And the bank has 28 houses and 11 hotels left
      And Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then Bob owns Mediterranean Avenue, Baltic Avenue and Reading Port
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And the bank has 28 houses and 11 hotels left

    @ruling
    Scenario: with two players owed, the oldest debt takes the estate
      Ann owed Bob first, then Cid. The estate goes to Bob; Cid's debt ends with the bankruptcy.

      Given Ann owns Reading Port
      And Ann has $0
      And Ann owes Bob $300
      And Ann owes Cid $300
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Reading Port
      And Cid has $1,500
      And Bob has $1,500

    Scenario: a lander who cannot pay the rent of a hotel hands the owner her streets, her port and their buildings
      Boardwalk with a hotel rents for $2,000. Ann has no cash; selling every building ($100 +
      $125) and mortgaging her three deeds ($160) would raise $385. The buildings stay where they
      stand: with Bob's own hotel, the bank's stock stays at 28 houses and 10 hotels.

      Given Ann owns Mediterranean Avenue, Baltic Avenue and Reading Port
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Ann has $0
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Ann to Bob is $2,000 (see VP-RENT-03)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $2,000 (see VP-DEBT-01)
      And the bank has 28 houses and 10 hotels left (see VP-SHORT-03)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Mediterranean Avenue, Baltic Avenue and Reading Port
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And the bank has 28 houses and 10 hotels left

  @veropoly @VP-BKR-04
  Rule: Bankruptcy is the only way houses and hotels pass from one player to another

    Scenario: a built-on street that could not be sold goes to the creditor with its house
      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see VP-MOVE-01)
      Given Ann owes Bob $2,000
      When Ann tries to offer Cid Baltic Avenue for $600
      Then it is rejected with "buildings_on_set"
      When Ann declares bankruptcy
      Then Bob owns Baltic Avenue (see VP-BKR-03)
      And Baltic Avenue has 1 house

    Scenario: a hotel and four houses pass to the creditor as they stand, not through the bank
      Ann has no cash, and selling every building ($200 + $100) and mortgaging both streets ($375)
      would raise $675 of the $2,000. Bob receives the buildings themselves: the bank's stock does
      not move (32 - 4 = 28 houses, 12 - 1 = 11 hotels) and no money is paid for them.

      Given Ann owns Park Place and Boardwalk
      And Park Place has 4 houses
      And Boardwalk has a hotel
      And the bank has 28 houses and 11 hotels left
      And Ann has $0
      And Ann owes Bob $2,000
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Park Place and Boardwalk (see VP-BKR-03)
      And Park Place has 4 houses
      And Boardwalk has a hotel
      And the bank has 28 houses and 11 hotels left
      And Bob has $1,500
      And the bank's cash is unchanged

    Scenario: a lander who cannot pay the rent of a hotel hands over her hotel and houses as they stand
      Boardwalk with a hotel rents for $2,000. Ann has no cash, and selling every building ($100 +
      $125) and mortgaging both browns ($60) would raise $285. Bob receives the buildings
      themselves: no money is paid for them, and the bank's stock does not move (with Bob's own
      hotel, 28 houses and 10 hotels).

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Ann has $0
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Ann to Bob is $2,000 (see VP-RENT-03)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $2,000 (see VP-DEBT-01)
      And the bank has 28 houses and 10 hotels left (see VP-SHORT-03)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Mediterranean Avenue and Baltic Avenue (see VP-BKR-03)
      And Mediterranean Avenue has 4 houses
      And Baltic Avenue has a hotel
      And the bank has 28 houses and 10 hotels left
      And Bob has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-BKR-05 @VP-MORT-07 @ruling
  Rule: A mortgaged deed reaches the creditor still mortgaged, with nothing to pay on the spot
    Lifting the mortgage costs the mortgage value plus 10% until the dice are next thrown, and
    plus 20% after that. Reading Port's mortgage is $100.

    Scenario: lifting the mortgage straight away costs $110
      Ann gives up on Bob's turn, after his throw. She has no cash left, so all Bob receives is the
      port: $1,500 - $110 = $1,390.

      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann has $0
      And it is Bob's turn to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see VP-MOVE-01)
      Given Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then Bob owns Reading Port (see VP-BKR-03)
      When Bob unmortgages Reading Port
      Then Bob has $1,390 (see VP-MORT-07)
      And Reading Port is not mortgaged

    Scenario: after the next throw, lifting the mortgage costs $120
      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then Bob owns Reading Port (see VP-BKR-03)
      And lifting the mortgage on Reading Port costs $110 (see VP-MORT-07)
      When Bob rolls 4 and 6
      Then lifting the mortgage on Reading Port costs $120

    Scenario: a player who cannot pay a birthday present leaves her mortgaged port, lifted on the same turn for $110
      Bob draws "It is your birthday" on his own throw: each other player owes him $10. Cid pays;
      Ann has no cash, and her only deed, Reading Port, is mortgaged already, so she gives up. Bob
      lifts the mortgage before anyone throws again: $1,500 + $10 - $110 = $1,400.

      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann has $0
      And the Community Chest deck has "its-your-birthday" on top
      And Bob is on Vermont Avenue
      And it is Bob's turn to roll
      When Bob rolls 4 and 5
      Then Bob landed on space 17 (see VP-MOVE-01)
      And Bob drew "its-your-birthday" (see VP-CARD-04)
      And Ann owes Bob $10 (see VP-CARD-03)
      And Bob has $1,510 (see VP-CARD-03)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Reading Port (see VP-BKR-03)
      When Bob unmortgages Reading Port
      Then Bob has $1,400 (see VP-MORT-07)
      And Reading Port is not mortgaged

    Scenario: a player who cannot pay a birthday present leaves her mortgaged port, which costs $120 after the next throw
      As above, Ann gives up on Bob's throw, unable to pay his $10. Cid's throw comes next.

      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann has $0
      And the Community Chest deck has "its-your-birthday" on top
      And Bob is on Vermont Avenue
      And it is Bob's turn to roll
      When Bob rolls 4 and 5
      Then Bob landed on space 17 (see VP-MOVE-01)
      And Bob drew "its-your-birthday" (see VP-CARD-04)
      And Ann owes Bob $10 (see VP-CARD-03)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob owns Reading Port (see VP-BKR-03)
      And lifting the mortgage on Reading Port costs $110 (see VP-MORT-07)
      When Cid rolls 4 and 6
      Then Cid is on space 10 (see VP-MOVE-01)
      And lifting the mortgage on Reading Port costs $120

  @veropoly @VP-BKR-06 @ruling
  Rule: The bankrupt's cash and jail cards go to the creditor, or back to the bank and the decks

    Scenario: a player creditor receives the cash and the jail card
      Given Ann has $40
      And Ann holds a jail card from the Chance deck
      And Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then Bob has $1,540
      And Bob holds 1 jail card
      And Ann holds no jail card
      And the Chance deck has 15 cards

    @CL-BKR-08 @CL-BKR-11 @classic @classic-short @classic-timed
    Scenario: the bank as creditor takes the cash, and the jail card goes under its deck
      Given Ann has $40
      And Ann holds a jail card from the Chance deck
      And Ann owes the bank $200
      When Ann declares bankruptcy
      Then the bank has gained $40 (see VP-BKR-06, CL-BKR-08)
      And Bob has $1,500 (see VP-BKR-06, CL-BKR-08)
      And the Chance deck has 16 cards (see VP-BKR-06, CL-BKR-11)
      And the bottom card of the Chance deck is "end-your-extended-lunch-break" (see VP-BKR-06, CL-BKR-11)

    Scenario: the owner of a hotel receives the cash and the jail card of a lander who cannot pay
      Boardwalk with a hotel rents for $2,000; Ann has $40 and nothing to sell. Bob: $1,500 + $40.

      Given Bob owns Park Place and Boardwalk
      And Boardwalk has a hotel
      And Ann has $40
      And Ann holds a jail card from the Chance deck
      And Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see VP-MOVE-01)
      And the rent due from Ann to Bob is $2,000 (see VP-RENT-03)
      When Bob asks Ann for rent (see VP-RENT-06)
      Then Ann owes Bob $2,000 (see VP-DEBT-01)
      When Ann declares bankruptcy (see VP-DEBT-02)
      Then Bob has $1,540
      And Bob holds 1 jail card
      And Ann holds no jail card
      And the Chance deck has 15 cards

    @CL-BKR-08 @CL-BKR-11 @classic @classic-short @classic-timed
    Scenario: the bank, owed a card's charge, takes the cash, and the jail card goes under its deck
      Hospital fees are $100; Ann has $40 and nothing to sell.

      Given Ann has $40
      And Ann holds a jail card from the Chance deck
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100 (see VP-DEBT-03, CL-CARD-02)
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-02)
      Then the bank has gained $40 (see VP-BKR-06, CL-BKR-08)
      And Bob has $1,500 (see VP-BKR-06, CL-BKR-08)
      And the Chance deck has 16 cards (see VP-BKR-06, CL-BKR-11)
      And the bottom card of the Chance deck is "end-your-extended-lunch-break" (see VP-BKR-06, CL-BKR-11)

  Rule: Bankrupt to the bank, every house and hotel goes back to the bank
    The same in the classic games, where the Bank sells the deeds without their buildings. In the
    short game a hotel stands on three houses, so a street there holds at most 3 houses.

    Scenario Outline: the bank's stock is made whole again
      Before: 32 - <houses> = <left> houses and 12 - 1 = 11 hotels. The hotel comes back as a hotel.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has <houses> houses
      And Baltic Avenue has a hotel
      And the bank has <left> houses and 11 hotels left
      And Ann has $0
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then the bank has 32 houses and 12 hotels left
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings

      @veropoly @VP-BKR-01
      Examples:
        | houses | left |
        | 4      | 28   |

      @classic @classic-timed @CL-BKR-09
      Examples:
        | houses | left |
        | 4      | 28   |

      @classic-short @CL-BKR-09
      Examples:
        | houses | left |
        | 3      | 29   |

    @veropoly @VP-BKR-01 @classic @classic-short @classic-timed @CL-BKR-09
    Scenario: only the bankrupt player's houses go back, not those of the players still in the game
      Ann's 2 + 3 = 5 houses come back; Bob's three stay on his streets. Before: 32 - 5 - 3 = 24
      houses in the bank, after: 24 + 5 = 29, not a full stock of 32.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has 2 houses
      And Baltic Avenue has 3 houses
      And Bob owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And the bank has 24 houses and 12 hotels left
      And Ann has $0
      And Ann owes the bank $2,000
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-01)
      Then the bank has 29 houses and 12 hotels left
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house

    @veropoly @VP-BKR-01 @classic @classic-short @classic-timed @CL-BKR-09
    Scenario: a player who cannot pay the hospital gives back her house, and only hers
      Hospital fees are $100. Ann has no cash: her house sells back for $25 and the two browns
      mortgage for $30 each, $85 in all. Her house comes back; Bob's three stay on his streets.
      Before: 32 - 1 - 3 = 28 houses in the bank, after: 29.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Bob owns Oriental Avenue, Vermont Avenue and Connecticut Avenue
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house
      And Ann has $0
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on St. Charles Place
      When Ann rolls 2 and 4
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100 (see VP-DEBT-03, CL-CARD-02)
      And the bank has 28 houses and 12 hotels left (see VP-SHORT-03, CL-SETUP-02)
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-02)
      Then the bank has 29 houses and 12 hotels left
      And Baltic Avenue has no buildings
      And Oriental Avenue has 1 house
      And Vermont Avenue has 1 house
      And Connecticut Avenue has 1 house

  @veropoly @VP-BKR-02
  Rule: Bankrupt to the bank, every deed is auctioned among the players still in the game

    @CL-BKR-09 @CL-BKR-10 @classic @classic-short @classic-timed
    Scenario: the deed goes up for auction at once, and the bankrupt may not bid
      Given Ann owns Baltic Avenue
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then an auction of Baltic Avenue is open (see VP-BKR-02, CL-BKR-09)
      When Ann tries to bid $10
      Then it is rejected with "bankrupt" (see VP-BKR-02, CL-BKR-10)
      And nobody owns Baltic Avenue

    @ruling
    Scenario: the deeds are sold one after another, in board order
      Baltic Avenue (space 3) is sold before Reading Port (space 5).

      Given Ann owns Reading Port and Baltic Avenue
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then an auction of Baltic Avenue is open
      When Bob bids $40
      And Cid passes
      Then Bob owns Baltic Avenue
      And Bob has $1,460 (see VP-AUC-05)
      And an auction of Reading Port is open

    @CL-BKR-09 @CL-BKR-10 @classic @classic-short @classic-timed
    Scenario: the deed of a player who cannot pay the hospital goes up for auction at once, and she may not bid
      Hospital fees are $100. Ann has $40 and Baltic Avenue, which the bank lends $30 on: $70.

      Given Ann owns Baltic Avenue
      And Ann has $40
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100 (see VP-DEBT-03, CL-CARD-02)
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-02)
      Then an auction of Baltic Avenue is open (see VP-BKR-02, CL-BKR-09)
      When Ann tries to bid $10
      Then it is rejected with "bankrupt" (see VP-BKR-02, CL-BKR-10)
      And nobody owns Baltic Avenue

  @veropoly @VP-BKR-07 @ruling
  Rule: The bank sells the deeds free of mortgage, and keeps any nobody bids for

    @CL-BKR-11 @classic @classic-short @classic-timed
    Scenario: a mortgaged port is sold unmortgaged
      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then an auction of Reading Port is open (see VP-BKR-02, CL-BKR-09)
      When Bob bids $50
      And Cid passes
      Then Bob owns Reading Port
      And Reading Port is not mortgaged

    @CL-BKR-11 @classic @classic-short @classic-timed
    Scenario: the mortgaged port of a player who cannot pay the hospital is sold unmortgaged
      Hospital fees are $100. Ann has no cash, and her only deed, Reading Port, is mortgaged
      already: she could raise nothing.

      Given Ann owns Reading Port
      And Reading Port is mortgaged
      And Ann has $0
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see VP-MOVE-01, CL-MOVE-02)
      And Ann drew "hospital-fees" (see VP-CARD-04, CL-CARD-01)
      And Ann owes the bank $100 (see VP-DEBT-03, CL-CARD-02)
      When Ann declares bankruptcy (see VP-DEBT-02, CL-BKR-02)
      Then an auction of Reading Port is open (see VP-BKR-02, CL-BKR-09)
      When Bob bids $50
      And Cid passes
      Then Bob owns Reading Port
      And Reading Port is not mortgaged

    Scenario: a deed nobody bids for stays with the bank, for sale to the next lander
      Given Ann owns Baltic Avenue
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then an auction of Baltic Avenue is open (see VP-BKR-02)
      When Bob passes
      And Cid passes
      Then nobody owns Baltic Avenue
      When Bob rolls 1 and 2
      Then Bob landed on Baltic Avenue (see VP-MOVE-01)
      And Bob must decide whether to buy Baltic Avenue

  @veropoly @VP-AUC-01 @VP-WIN-01 @ruling
  Rule: A bankrupt player's business does not outlive them
    A property the bankrupt was offered is auctioned among the others rather than left unbought,
    and a debt owed to the bankrupt ends with them.

    Scenario: a property the bankrupt was deciding on goes to auction
      Ann lands on Oriental Avenue and, before deciding, gives up under a debt to Bob.

      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see VP-MOVE-01)
      And Ann must decide whether to buy Oriental Avenue
      Given Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then an auction of Oriental Avenue is open (see VP-AUC-01)
      When Bob bids $20
      And Cid passes
      Then Bob owns Oriental Avenue
      And Bob is next to roll

    Scenario: a debt owed to the bankrupt player is cancelled
      Given Cid owes Ann $10
      And Ann owes Bob $2,000
      When Ann declares bankruptcy
      Then Cid owes nothing
      And Bob is next to roll

  @CL-BKR-01 @classic @classic-short @classic-timed
  Rule: A player who owes more than they can pay goes bankrupt, whether the debt is to the Bank or to another player

    Scenario: Ann cannot pay the Luxury Tax and goes bankrupt to the Bank
      Short Line (35) and 1 and 2 reach Luxury Tax (38), $75. Ann has $5 and nothing to sell.

      Given Ann is on Short Line
      And Ann has $5
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      And Ann has $5
      When Ann declares bankruptcy
      Then Ann is bankrupt
      And the bank has gained $5 (see CL-BKR-08)

    Scenario: Ann cannot pay Bob's rent and goes bankrupt to Bob
      Oriental Avenue rents for $6; Ann has $5 and nothing to sell.

      Given Bob owns Oriental Avenue
      And Ann has $5
      When Ann rolls 2 and 4
      Then Ann landed on Oriental Avenue (see CL-MOVE-02)
      And the rent due from Ann to Bob is $6 (see CL-RENT-01)
      When Bob asks Ann for rent (see CL-RENT-07)
      Then Ann owes Bob $6
      And Ann has $5
      When Ann declares bankruptcy
      Then Ann is bankrupt

  @CL-BKR-02 @ruling
  Rule: Bankruptcy comes only when the debt is more than everything the player could raise
    What a player could raise is the cash in hand, half the price of every house and hotel sold back
    to the Bank, and the mortgage value of every unmortgaged deed. A player who could still pay may
    not give up; one who cannot must, and until then nobody rolls.

    @classic @classic-short @classic-timed
    Scenario Outline: a debt of <debt> to the Bank, against the $105 Ann could raise
      Ann has $5 and Reading Railroad, which the Bank lends $100 on.

      Given Ann owns Reading Railroad
      And Ann has $5
      And Ann owes the bank <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | debt | answer                        | state             |
        | $105 | rejected with "can_still_pay" | still in the game |
        | $106 | accepted                      | bankrupt          |

    @classic @classic-short @classic-timed
    Scenario: while she could still pay, Ann keeps all she has, and still owes the Bank
      Given Ann owns Reading Railroad
      And Ann has $5
      And Ann owes the bank $105
      When Ann tries to declare bankruptcy
      Then it is rejected with "can_still_pay"
      And Ann owes the bank $105
      And Ann owns Reading Railroad
      And Reading Railroad is not mortgaged
      And Ann has $5
      And Bob has $1,500
      And the bank's cash is unchanged

    Scenario Outline: houses and hotels count at what the Bank pays back for them, <debt> against <could>
      Ann has no cash. Brown houses and hotels cost $50 and sell back for $25; each bare brown
      street is then worth $30 on mortgage. One house: $25 + $60 = $85. A hotel stands on <per>
      houses, so two hotels: 2 x ($25 + <per> x $25) + $60 = <could>.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has <med>
      And Baltic Avenue has <baltic>
      And Ann has $0
      And Ann owes the bank <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      @classic @classic-timed
      Examples:
        | med       | baltic  | per | could | debt | answer                        | state             |
        | no houses | 1 house | 4   | $85   | $85  | rejected with "can_still_pay" | still in the game |
        | no houses | 1 house | 4   | $85   | $86  | accepted                      | bankrupt          |
        | a hotel   | a hotel | 4   | $310  | $310 | rejected with "can_still_pay" | still in the game |
        | a hotel   | a hotel | 4   | $310  | $311 | accepted                      | bankrupt          |

      @classic-short
      Examples:
        | med       | baltic  | per | could | debt | answer                        | state             |
        | no houses | 1 house | 3   | $85   | $85  | rejected with "can_still_pay" | still in the game |
        | no houses | 1 house | 3   | $85   | $86  | accepted                      | bankrupt          |
        | a hotel   | a hotel | 3   | $260  | $260 | rejected with "can_still_pay" | still in the game |
        | a hotel   | a hotel | 3   | $260  | $261 | accepted                      | bankrupt          |

    Scenario Outline: hotels the Bank cannot replace with houses count for nothing, with <houses> houses left
      Both brown streets carry a hotel, and a hotel comes down only into the houses it stood for, taken from the
      Bank (CL-SHORT-03). With too few houses in the Bank, neither hotel can come down, so the browns can be
      neither sold back nor mortgaged: Ann could raise only her $10. With enough for one hotel, it comes down for
      $25, and the other cannot: she could raise $35.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has a hotel
      And Baltic Avenue has a hotel
      And the bank has <houses> houses and 10 hotels left
      And Ann has $10
      And Ann owes Bob <debt>
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      @classic @classic-timed
      Examples:
        | houses | debt | answer                        | state             |
        | 3      | $11  | accepted                      | bankrupt          |
        | 4      | $35  | rejected with "can_still_pay" | still in the game |
        | 4      | $36  | accepted                      | bankrupt          |

      @classic-short
      Examples:
        | houses | debt | answer                        | state             |
        | 2      | $11  | accepted                      | bankrupt          |
        | 3      | $35  | rejected with "can_still_pay" | still in the game |
        | 3      | $36  | accepted                      | bankrupt          |

    @classic @classic-short @classic-timed
    Scenario: a debtor who cannot pay may not roll on, and must declare
      Ann owes the Bank $6 with $5 in hand and nothing to sell. She cannot roll her way out of it:
      she must declare.

      Given Ann has $5
      And Ann owes the bank $6
      When Ann tries to roll 4 and 6
      Then it is rejected with "debt_pending"
      And Ann is still in the game
      And Ann owes the bank $6
      And Ann has $5
      And Ann is on Go
      And the bank's cash is unchanged
      When Ann declares bankruptcy
      Then Ann is bankrupt

    @classic @classic-short @classic-timed
    Scenario Outline: the $200 rent of a house on Boardwalk, against the <could> Ann could raise
      Boardwalk with one house rents for $200. Ann has <cash> and Reading Railroad, which the Bank
      lends $100 on: she could raise <could>.

      Given Bob owns Park Place and Boardwalk
      And Park Place has 1 house
      And Boardwalk has 1 house
      And Ann owns Reading Railroad
      And Ann has <cash>
      And Ann is on Short Line
      When Ann rolls 1 and 3
      Then Ann landed on Boardwalk (see CL-MOVE-02)
      And the rent due from Ann to Bob is $200 (see CL-RENT-05)
      When Bob asks Ann for rent (see CL-RENT-07)
      Then Ann owes Bob $200 (see CL-BKR-01)
      When Ann tries to declare bankruptcy
      Then it is <answer>
      And Ann is <state>

      Examples:
        | cash | could | answer                        | state             |
        | $100 | $200  | rejected with "can_still_pay" | still in the game |
        | $99  | $199  | accepted                      | bankrupt          |

  @CL-BKR-08 @classic @classic-short @classic-timed
  Rule: Bankrupt to the Bank, everything the player had goes to the Bank

    Scenario: Ann's cash and deeds all go to the Bank, and nothing to the other players
      Given Ann owns Baltic Avenue and Reading Railroad
      And Ann has $40
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then Ann is bankrupt
      And the bank has gained $40
      And Ann has $0
      And nobody owns Baltic Avenue
      And nobody owns Reading Railroad
      And Bob has $1,500
      And Cid has $1,500

    Scenario: Ann cannot pay the Luxury Tax, and her cash and deed go to the Bank
      Short Line (35) and 1 and 2 reach Luxury Tax (38), $75. Ann has $40 and Baltic Avenue, which
      the Bank lends $30 on: $70 in all.

      Given Ann owns Baltic Avenue
      And Ann has $40
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-02)
      Then Ann is bankrupt
      And the bank has gained $40
      And Ann has $0
      And nobody owns Baltic Avenue
      And Bob has $1,500
      And Cid has $1,500

  @CL-BKR-09 @classic @classic-short @classic-timed
  Rule: The Bank at once auctions every deed it takes, without its houses or hotels

    Scenario: both brown streets are sold, one after the other, bare
      Ann's Baltic Avenue carries a house. Bob wins each lot for $10, whichever comes first.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Ann owes the bank $2,000
      Then the bank has 31 houses and 12 hotels left (see CL-SETUP-02)
      When Ann declares bankruptcy
      And Bob bids $10
      And Cid passes
      And Bob bids $10
      And Cid passes
      Then Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And no auction is open
      And Bob has $1,480 (see CL-AUC-02)
      And the bank has 32 houses and 12 hotels left

    Scenario: Ann cannot pay the hospital, and both brown streets are sold bare
      Hospital fees are $100. Ann has no cash: her house sells back for $25 and the two browns
      mortgage for $30 each, $85 in all. Bob wins each lot for $10, whichever comes first.

      Given Ann owns Mediterranean Avenue and Baltic Avenue
      And Baltic Avenue has 1 house
      And Ann has $0
      And the Community Chest deck has "hospital-fees" on top
      And Ann is on Vermont Avenue
      When Ann rolls 4 and 5
      Then Ann landed on space 17 (see CL-MOVE-02)
      And Ann drew "hospital-fees" (see CL-CARD-01)
      And Ann owes the bank $100 (see CL-CARD-02)
      And the bank has 31 houses and 12 hotels left (see CL-SETUP-02)
      When Ann declares bankruptcy (see CL-BKR-02)
      And Bob bids $10
      And Cid passes
      And Bob bids $10
      And Cid passes
      Then Bob owns Mediterranean Avenue and Baltic Avenue
      And Mediterranean Avenue has no buildings
      And Baltic Avenue has no buildings
      And no auction is open
      And Bob has $1,480 (see CL-AUC-02)
      And the bank has 32 houses and 12 hotels left

  @CL-BKR-10 @classic @classic-timed
  Rule: A bankrupt player is out of the game
    The short game ends at the first bankruptcy, so these are the long game's and the timed game's.

    Scenario: Ann, bankrupt, takes no more turns
      Given Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then Ann is bankrupt
      And the game is not over (see CL-WIN-01)
      And Bob is next to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "bankrupt"
      And Ann is on Go

    Scenario: Ann, bankrupt over the Luxury Tax, takes no more turns
      Short Line (35) and 1 and 2 reach Luxury Tax (38), $75. Ann has $5 and nothing to sell.

      Given Ann has $5
      And Ann is on Short Line
      When Ann rolls 1 and 2
      Then Ann landed on Luxury Tax (see CL-MOVE-02)
      And Ann owes the bank $75 (see CL-TAX-05)
      When Ann declares bankruptcy (see CL-BKR-02)
      Then Ann is bankrupt
      And the game is not over (see CL-WIN-01)
      And Bob is next to roll
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Cid rolls 4 and 6
      Then Bob is next to roll
      When Ann tries to roll 1 and 2
      Then it is rejected with "bankrupt"
      And Ann is on Luxury Tax

    Scenario: Ann, bankrupt, may no longer trade
      Given Bob owns Baltic Avenue
      And Ann owes the bank $2,000
      When Ann declares bankruptcy
      Then the game is not over (see CL-WIN-01)
      When Bob rolls 4 and 6
      Then Bob is on space 10 (see CL-MOVE-02)
      When Ann tries to offer Bob nothing for Baltic Avenue
      Then it is rejected with "bankrupt"
      When Bob tries to offer Ann Baltic Avenue for nothing
      Then it is rejected with "no_such_player"
      And no offer is open
      And Bob owns Baltic Avenue
