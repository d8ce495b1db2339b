@online
Feature: The online table: teams, the turn clock, the three boards and the house rules
  In a team game nobody pays rent to a teammate, cards that collect from or pay every player skip the drawer's
  teammates, and repair cards count the whole team's buildings; but only a player's own cities make a full
  country. With the Turn clock, which is on by default, each player has a time bank of 60 s that runs during
  their own turn; when it runs out, the game plays the rest of the turn for them. The host picks one of three
  boards: World, Grand Tour (a third utility, Gas Company, at 36) and Jackpot (a $50 Bonus tile at 33). Eight
  house rules change the game; each has a default, and the scenarios below show each switch at its default and
  turned the other way.

  The World board: Start (0), Salvador (1), Treasure (2), Rio (3), Income Tax (4), TLV Airport (5), Tel Aviv (6),
  Chance (7), Haifa (8), Jail (10), Venice (11), Electric Company (12), Milan (13), Rome (14), Treasure (17),
  Vacation (20), Chance (22), Water Company (27), Go to Jail (30), Manchester (32), Treasure (33), London (34),
  JFK Airport (35), Chance (36), Luxury Tax (38), New York (39).

  # ---------------------------------------------------------------- teams

  @ON-TEAM-01 @ruling
  Rule: The host sets the teams before the start, and a team may be a single player
    A team game has at least two teams of any size. The game ends when every player still in it is on one
    team, and all of that team's remaining members win.

    Scenario: Cid, a team of one, goes bankrupt and Ann and Bob share the win
      Given a team game of Ann and Bob against Cid
      And Bob owns Rio
      And Cid has $2
      And it is Cid's turn to roll
      When Cid rolls 1 and 2
      And Cid declares bankruptcy
      Then Cid is bankrupt (see ON-BKR-01)
      And the game is over and Ann and Bob share the win

    Scenario: with two teams of two, one bankrupt player does not end the game
      Given a team game of Ann and Bob against Cid and Dee
      And Bob owns Rio
      And Cid has $2
      And it is Cid's turn to roll
      When Cid rolls 1 and 2
      And Cid declares bankruptcy
      Then Cid is bankrupt (see ON-BKR-01)
      And the game is not over

  @ON-RENT-03
  Rule: Nobody pays rent on a teammate's property

    Background:
      Given a team game of Ann and Bob against Cid

    Scenario: Ann stops on her teammate Bob's Tel Aviv and pays nothing
      Given Bob owns Tel Aviv
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500

    Scenario: Ann stops on her teammate Bob's TLV Airport and pays nothing
      Given Bob owns TLV Airport
      When Ann rolls 1 and 4
      Then Ann landed on TLV Airport (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500

    Scenario: Cid, on the other team, pays Bob $6 for Tel Aviv
      Given Bob owns Tel Aviv
      And it is Cid's turn to roll
      When Cid rolls 2 and 4
      Then Cid landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Cid to Bob is $6
      And Cid has $1,494
      And Bob has $1,506

  @ON-RENT-08 @ruling
  Rule: Only a player's own cities make a full country, never a teammate's
    If Ann and her teammate Bob hold Italy between them, neither may build there.

    Background:
      Given a team game of Ann and Bob against Cid

    Scenario: Ann holds Venice and Milan, Bob holds Rome, and Ann may not build on Venice
      Given Ann owns Venice and Milan
      And Bob owns Rome
      When Ann tries to build a house on Venice
      Then it is rejected with "incomplete_set"
      And Venice has no buildings
      And Ann has $1,500

    Scenario: Bob may not build on Rome either
      Given Ann owns Venice and Milan
      And Bob owns Rome
      And it is Bob's turn to roll
      When Bob tries to build a house on Rome
      Then it is rejected with "incomplete_set"
      And Rome has no buildings
      And Bob has $1,500

    Scenario: Ann, holding all of Italy herself, builds on Venice
      Given Ann owns Venice, Milan and Rome
      When Ann builds a house on Venice
      Then Venice has 1 house
      And Ann has $1,400

  @ON-RENT-08 @ruling @house-rule-double_rent
  Rule: With Double rent, a country split between teammates charges no double rent

    Background:
      Given a team game of Ann and Bob against Cid

    Scenario: Ann holds Venice and Milan, Bob holds Rome, and Cid pays $13 for bare Rome
      Given Ann owns Venice and Milan
      And Bob owns Rome
      And Cid is on TLV Airport
      And it is Cid's turn to roll
      When Cid rolls 4 and 5
      Then Cid landed on Rome (see ON-TURN-01)
      And the rent due from Cid to Bob is $13
      And Cid has $1,487

    Scenario: Bob holds all of Italy and Cid pays $26 for bare Rome
      Given Bob owns Venice, Milan and Rome
      And Cid is on TLV Airport
      And it is Cid's turn to roll
      When Cid rolls 4 and 5
      Then Cid landed on Rome (see ON-TURN-01)
      And the rent due from Cid to Bob is $26 (see ON-RENT-07)
      And Cid has $1,474

  @ON-CARD-12
  Rule: A card that collects from, or pays, every player skips the drawer's teammates

    Scenario: Ann's "Collect $10 from every player" collects from Cid only
      Given a team game of Ann and Bob against Cid
      And the Treasure deck has "collect-10-from-every-player" on top
      And Ann is on Electric Company
      When Ann rolls 2 and 3
      Then Ann drew "collect-10-from-every-player" (see ON-CARD-01)
      And Ann has $1,510
      And Bob has $1,500
      And Cid has $1,490

    Scenario: Ann's "Pay each player $50" pays Cid only
      Given a team game of Ann and Bob against Cid
      And the Chance deck has "pay-each-player-50" on top
      When Ann rolls 3 and 4
      Then Ann drew "pay-each-player-50" (see ON-CARD-01)
      And Ann has $1,450
      And Bob has $1,500
      And Cid has $1,550

    Scenario: with two teams of two, Ann's "Collect $50 from every player" takes $50 from each opponent
      Given a team game of Ann and Bob against Cid and Dee
      And the Treasure deck has "collect-50-from-every-player" on top
      And Ann is on Electric Company
      When Ann rolls 2 and 3
      Then Ann drew "collect-50-from-every-player" (see ON-CARD-01)
      And Ann has $1,600
      And Bob has $1,500
      And Cid has $1,450
      And Dee has $1,450

    Scenario: in an ordinary game, Ann's "Collect $10 from every player" collects from Bob and Cid
      Given a game with Ann, Bob and Cid
      And the Treasure deck has "collect-10-from-every-player" on top
      And Ann is on Electric Company
      When Ann rolls 2 and 3
      Then Ann drew "collect-10-from-every-player" (see ON-CARD-01)
      And Ann has $1,520
      And Bob has $1,490
      And Cid has $1,490

  @ON-CARD-14
  Rule: In a team game, a repair card charges for every house and hotel the drawer's team owns
    The Chance repair card charges $25 a house and $100 a hotel. An opponent's buildings are not counted.

    Scenario: Ann pays for her 2 houses and Bob's 8 houses and hotel: $350
      Given a team game of Ann and Bob against Cid
      And Ann owns Salvador and Rio
      And Salvador has 1 house
      And Rio has 1 house
      And Bob owns Venice, Milan and Rome
      And Venice has 4 houses
      And Milan has 4 houses
      And Rome has a hotel
      And Cid owns Liverpool, Manchester and London
      And Liverpool has 3 houses
      And Manchester has 3 houses
      And London has 3 houses
      And the Chance deck has "repairs" on top
      When Ann rolls 3 and 4
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has $1,150
      And Bob has $1,500
      And Cid has $1,500

    Scenario: Ann, with no buildings of her own, pays $75 for Bob's 3 houses
      Given a team game of Ann and Bob against Cid
      And Bob owns Venice, Milan and Rome
      And Venice has 1 house
      And Milan has 1 house
      And Rome has 1 house
      And the Chance deck has "repairs" on top
      When Ann rolls 3 and 4
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has $1,425
      And Bob has $1,500

    Scenario: in an ordinary game, Ann pays nothing for Bob's houses
      Given a game with Ann, Bob and Cid
      And Bob owns Venice, Milan and Rome
      And Venice has 1 house
      And Milan has 1 house
      And Rome has 1 house
      And the Chance deck has "repairs" on top
      When Ann rolls 3 and 4
      Then Ann drew "repairs" (see ON-CARD-01)
      And Ann has $1,500
      And the bank's cash is unchanged

  # ---------------------------------------------------------------- the turn clock

  @ON-TIME-01 @default-turn_clock
  Rule: Each player has a time bank of their own, which runs only during their own turn
    The bank starts at 60 s. Ann uses 50 s of hers; Bob's bank is still full on his turn.

    Background:
      Given a game with Ann, Bob and Cid

    Scenario: Ann's 50 s leave Bob's 60 s untouched: Bob still decides after 59 s
      When Ann rolls 4 and 6
      And 50 seconds pass on the game's clock
      And Ann ends her turn
      And Bob rolls 1 and 2
      And 59 seconds and 999 milliseconds pass on the game's clock
      Then Bob must decide whether to buy Rio

    Scenario: Bob's bank runs out at 60 s
      When Ann rolls 4 and 6
      And 50 seconds pass on the game's clock
      And Ann ends her turn
      And Bob rolls 1 and 2
      And 60 seconds pass on the game's clock
      Then no purchase decision is pending
      And nobody owns Rio
      And Bob has $1,500

    Scenario: Ann's bank does not run on Bob's turn
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Bob rolls 4 and 6
      And 50 seconds pass on the game's clock
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 3
      And 59 seconds pass on the game's clock
      Then Ann must decide whether to buy Rome

  @ON-TIME-02 @default-turn_clock
  Rule: When a player's time bank runs out, the game plays the turn for them

    Background:
      Given a game with Ann, Bob and Cid

    @default-auctions
    Scenario: Ann has not rolled after 60 s, and the game plays her turn to its end
      When 60 seconds pass on the game's clock
      Then Bob is next to roll

    Scenario: Ann, in Jail after two failed rolls, has not rolled after 60 s, and the game plays her turn
      Given Ann is in jail
      And Ann has failed 2 rolls in jail
      And the next roll shows 2 and 3
      When 60 seconds pass on the game's clock
      Then Bob is next to roll

    @default-auctions
    Scenario: Ann has not rolled after 60 s, and the game makes her roll: the dice take her to Tel Aviv
      Given the next roll shows 1 and 5
      When 60 seconds pass on the game's clock
      Then Ann is on Tel Aviv
      And Bob is next to roll

    Scenario: after 59 seconds and 999 milliseconds Ann is still to roll
      When 59 seconds and 999 milliseconds pass on the game's clock
      Then Ann is next to roll

    Scenario: after her roll, the game ends Ann's turn when her bank runs out
      When Ann rolls 1 and 3
      And 60 seconds pass on the game's clock
      Then Bob is next to roll
      And Ann is on Income Tax

  @ON-TIME-03 @ruling @default-turn_clock
  Rule: The game plays an expired turn without choices: it declines purchases, never pays the fine, and ends the turn
    The bank starts at 60 s and gains 10 s at the end of each of the player's turns. When it runs out, the game
    rolls (also in Jail, never paying the fine or using a card), declines any purchase, never builds, and ends
    the turn once no roll is due.

    Background:
      Given a game with Ann, Bob and Cid

    @default-auctions
    Scenario: the game declines Tel Aviv for Ann when her bank runs out
      When Ann rolls 1 and 5
      And 60 seconds pass on the game's clock
      Then nobody owns Tel Aviv
      And no purchase decision is pending
      And Ann has $1,500
      And Bob is next to roll

    Scenario: Ann, in Jail, is not charged the fine when her bank runs out
      Given Ann is in jail
      And the next roll shows 2 and 3
      When 60 seconds pass on the game's clock
      Then Ann has $1,500
      And the bank's cash is unchanged
      And Bob is next to roll

    Scenario: Ann, in Jail after two failed rolls, is freed by the roll the game makes for her
      Given Ann is in jail
      And Ann has failed 2 rolls in jail
      And the next roll shows 2 and 3
      When 60 seconds pass on the game's clock
      Then Ann is not in jail (see ON-JAIL-13)
      And Ann has $1,500
      And Bob is next to roll

    Scenario: Ann, in Jail with a jail card, keeps the card when her bank runs out
      Given Ann is in jail
      And Ann holds a jail card from the Treasure deck
      And the next roll shows 2 and 3
      When 60 seconds pass on the game's clock
      Then Ann holds 1 jail card
      And Bob is next to roll

    Scenario: after a turn that used none of it, Ann's next turn has 70 s
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 3
      And 69 seconds and 999 milliseconds pass on the game's clock
      Then Ann must decide whether to buy Rome

    Scenario: Ann's 70 s run out at 70 s
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 3
      And 70 seconds pass on the game's clock
      Then no purchase decision is pending
      And nobody owns Rome
      And Ann has $1,500

    Scenario: Ann used 50 s, so her next turn has 20 s
      When Ann rolls 4 and 6
      And 50 seconds pass on the game's clock
      And Ann ends her turn
      And Bob rolls 4 and 6
      And Bob ends his turn
      And Cid rolls 4 and 6
      And Cid ends his turn
      And Ann rolls 1 and 3
      And 19 seconds and 999 milliseconds pass on the game's clock
      Then Ann must decide whether to buy Rome
      When 1 millisecond passes on the game's clock
      Then no purchase decision is pending
      And nobody owns Rome
      And Ann has $1,500

  @ON-TIME-03 @ruling @house-rule-auctions
  Rule: With Auctions, the game's decline for an expired player opens the auction

    Scenario: Ann's bank runs out on Tel Aviv, and Tel Aviv goes to auction
      Given a game with Ann, Bob and Cid
      When Ann rolls 1 and 5
      And 60 seconds pass on the game's clock
      Then an auction of Tel Aviv is open (see ON-AUC-01)
      And nobody owns Tel Aviv
      And Ann has $1,500

    Scenario: Ann's bank stands still while the auction of Tel Aviv is open
      Ann has 10 s of her bank left when she turns Tel Aviv down. The auction takes 10 s more; the bank does not
      run during it, so Ann still has her 10 s when it closes.

      Given a game with Ann, Bob and Cid
      When Ann rolls 1 and 5
      And 50 seconds pass on the game's clock
      And Ann declines to buy Tel Aviv
      And Bob bids $100 (see ON-AUC-03)
      And 10 seconds pass on the game's clock
      Then Bob owns Tel Aviv (see ON-AUC-06)
      When 9 seconds pass on the game's clock
      And Ann ends her turn
      Then Bob is next to roll

  @ON-TIME-03 @ruling @house-rule-turn_clock
  Rule: With the Turn clock off, there is no clock and the game waits for the player

    Scenario: ten minutes on, Ann still decides whether to buy Tel Aviv
      Given a game with Ann, Bob and Cid
      When Ann rolls 1 and 5
      And 10 minutes pass on the game's clock
      Then Ann must decide whether to buy Tel Aviv
      And nobody owns Tel Aviv

  # ---------------------------------------------------------------- the boards

  @ON-UTIL-03
  Rule: On Grand Tour, the owner of all three utilities charges 20 times the dice

    Background:
      Given a game on the Grand Tour board with Ann, Bob and Cid

    Scenario: Bob holds the three utilities and Ann pays $140 for a 7 at Electric Company
      Given Bob owns Electric Company, Water Company and Gas Company
      And Ann is on TLV Airport
      When Ann rolls 3 and 4
      Then Ann landed on Electric Company (see ON-TURN-01)
      And the rent due from Ann to Bob is $140
      And Ann has $1,360
      And Bob has $1,640

    Scenario: Bob holds the three utilities and Ann pays $80 for a 4 at Gas Company
      Given Bob owns Electric Company, Water Company and Gas Company
      And Ann is on Manchester
      When Ann rolls 1 and 3
      Then Ann landed on Gas Company (see ON-TURN-01)
      And the rent due from Ann to Bob is $80
      And Ann has $1,420

    Scenario: Bob holds two of the three and Ann pays $70 for a 7
      Given Bob owns Electric Company and Gas Company
      And Ann is on TLV Airport
      When Ann rolls 3 and 4
      Then Ann landed on Electric Company (see ON-TURN-01)
      And the rent due from Ann to Bob is $70 (see ON-UTIL-02)

  @ON-UTIL-04
  Rule: Only Grand Tour has a third utility: Gas Company at 36, where World and Jackpot have a Chance tile

    Scenario: on Grand Tour, Ann stops at 36 on Gas Company, a utility for sale at $150
      Given a game on the Grand Tour board with Ann, Bob and Cid
      And Ann is on Manchester
      When Ann rolls 1 and 3
      Then Ann is on space 36
      And Ann must decide whether to buy Gas Company for $150

    Scenario Outline: on <board>, Ann stops at 36 and draws a Chance card
      Given a game on the <board> board with Ann, Bob and Cid
      And the Chance deck has "collect-150" on top
      And Ann is on Manchester
      When Ann rolls 1 and 3
      Then Ann is on space 36
      And Ann drew "collect-150"
      And no purchase decision is pending

      Examples:
        | board   |
        | World   |
        | Jackpot |

  @ON-TAX-03
  Rule: The Jackpot board's Bonus tile pays $50 to a player who stops on it

    Scenario: on Jackpot, Ann stops on Bonus and the bank pays her $50
      Given a game on the Jackpot board with Ann, Bob and Cid
      And Ann is on Toulouse
      When Ann rolls 2 and 3
      Then Ann landed on Bonus (see ON-TURN-01)
      And Ann has $1,550
      And the bank has paid out $50

    Scenario: on World, space 33 is a Treasure tile and pays no bonus
      Given a game on the World board with Ann, Bob and Cid
      And the Treasure deck has "collect-15" on top
      And Ann is on Toulouse
      When Ann rolls 2 and 3
      Then Ann drew "collect-15" (see ON-CARD-01)
      And Ann has $1,515

  @ON-TAX-04 @ruling
  Rule: The Bonus tile pays only a player who stops on it, never one who passes it

    Scenario: passing the Bonus tile pays nothing
      From Toulouse (28), 3 and 4 take Ann past Bonus (33) to JFK Airport (35), which is for sale.

      Given a game on the Jackpot board with Ann, Bob and Cid
      And Ann is on Toulouse
      When Ann rolls 3 and 4
      Then Ann landed on JFK Airport (see ON-TURN-01)
      And Ann has $1,500
      And the bank's cash is unchanged

  # ---------------------------------------------------------------- the house rules at their defaults
  # Each switch at its default is shown here; the same switch turned the other way is shown under the Rules
  # tagged @house-rule-<switch> further down. The runs that flip a switch:
  #   @house-rule-double_rent       --house-rule rent.full_set_multiplier=2
  #   @house-rule-vacation_jackpot  --house-rule vacation.jackpot=true
  #   @house-rule-auctions          --house-rule unbought_property=auction
  #   @house-rule-no_rent_in_jail   --house-rule rent.collect_in_jail=false
  #   @house-rule-mortgages         --house-rule mortgage.enabled=true
  #   @house-rule-even_building     --house-rule buildings.even_building=false --house-rule buildings.even_selling=false
  #   @house-rule-random_order      --house-rule turn_order=seating
  #   @house-rule-turn_clock        --house-rule turn_clock=off

  @ON-HR-03 @default-double_rent
  Rule: Double rent is off by default: a bare city of a whole country charges its plain rent

    Scenario: Bob holds all of Italy and Ann pays $13 for bare Rome
      Given a game with Ann, Bob and Cid
      And Bob owns Venice, Milan and Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $13
      And Ann has $1,487

  @ON-HR-03 @house-rule-double_rent
  Rule: With Double rent turned on, a bare city of a whole country charges double

    Scenario: Bob holds all of Italy and Ann pays $26 for bare Rome
      Given a game with Ann, Bob and Cid
      And Bob owns Venice, Milan and Rome
      And Ann is on TLV Airport
      When Ann rolls 4 and 5
      Then Ann landed on Rome (see ON-TURN-01)
      And the rent due from Ann to Bob is $26
      And Ann has $1,474

  @ON-HR-04 @default-vacation_jackpot
  Rule: Vacation jackpot is off by default: taxes go to the bank, and Vacation pays nothing

    Scenario: Ann's $75 Luxury Tax goes to the bank, and Bob collects nothing on Vacation
      Given a game with Ann, Bob and Cid
      And Ann is on Manchester
      And Bob is on Rome
      When Ann rolls 2 and 4
      And Ann ends her turn
      And Bob rolls 2 and 4
      Then Ann has $1,425 (see ON-TAX-02)
      And Bob is on Vacation
      And Bob has $1,500
      And the bank has gained $75

  @ON-HR-04 @house-rule-vacation_jackpot
  Rule: With Vacation jackpot turned on, taxes go into a pot that the next player on Vacation collects

    Scenario: Ann's $75 Luxury Tax goes into the pot, and Bob collects it on Vacation
      Given a game with Ann, Bob and Cid
      And Ann is on Manchester
      And Bob is on Rome
      When Ann rolls 2 and 4
      And Ann ends her turn
      And Bob rolls 2 and 4
      Then Ann has $1,425 (see ON-TAX-02)
      And Bob is on Vacation
      And Bob has $1,575
      And the bank's cash is unchanged

  @ON-HR-05 @default-auctions
  Rule: Auctions is off by default: a property the lander declines stays with the bank

    Scenario: Ann declines Tel Aviv, and no auction opens
      Given a game with Ann, Bob and Cid
      When Ann rolls 2 and 4
      And Ann declines to buy it
      Then no auction is open
      And nobody owns Tel Aviv
      And every player has $1,500

  @ON-HR-05 @house-rule-auctions
  Rule: With Auctions turned on, a property the lander declines goes to auction

    Scenario: Ann declines Tel Aviv, and its auction opens
      Given a game with Ann, Bob and Cid
      When Ann rolls 2 and 4
      And Ann declines to buy it
      Then an auction of Tel Aviv is open
      And nobody owns Tel Aviv

  @ON-HR-06 @default-no_rent_in_jail
  Rule: No rent in Jail is off by default: a player in Jail still collects rent

    Scenario: Bob, in Jail, collects $6 for Tel Aviv
      Given a game with Ann, Bob and Cid
      And Bob owns Tel Aviv
      And Bob is in jail
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And the rent due from Ann to Bob is $6
      And Bob has $1,506

  @ON-HR-06 @house-rule-no_rent_in_jail
  Rule: With No rent in Jail turned on, a player in Jail collects no rent

    Scenario: Bob, in Jail, collects nothing for Tel Aviv
      Given a game with Ann, Bob and Cid
      And Bob owns Tel Aviv
      And Bob is in jail
      When Ann rolls 2 and 4
      Then Ann landed on Tel Aviv (see ON-TURN-01)
      And no rent is due from Ann to Bob
      And Ann has $1,500
      And Bob has $1,500

  @ON-HR-07 @default-mortgages
  Rule: Mortgages is off by default: a mortgage is refused

    Scenario: Ann may not mortgage Haifa
      Given a game with Ann, Bob and Cid
      And Ann owns Haifa
      When Ann tries to mortgage Haifa
      Then it is rejected with "not_allowed_in_variant"
      And Haifa is not mortgaged
      And Ann has $1,500

  @ON-HR-07 @house-rule-mortgages
  Rule: With Mortgages turned on, the bank pays half the price for a mortgage

    Scenario: Ann mortgages Haifa for $55
      Given a game with Ann, Bob and Cid
      And Ann owns Haifa
      When Ann mortgages Haifa
      Then Haifa is mortgaged
      And Ann has $1,555

  @ON-HR-08 @default-even_building
  Rule: Even building is on by default: a city may not get two buildings ahead of another in its country

    Scenario: Ann may not put a second house on Venice while Milan and Rome are bare
      Given a game with Ann, Bob and Cid
      And Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann tries to build a house on Venice
      Then it is rejected with "uneven_building"
      And Venice has 1 house
      And Ann has $1,500

  @ON-HR-08 @house-rule-even_building
  Rule: With Even building turned off, houses go up in any order

    Scenario: Ann puts a second house on Venice while Milan and Rome are bare
      Given a game with Ann, Bob and Cid
      And Ann owns Venice, Milan and Rome
      And Venice has 1 house
      When Ann builds a house on Venice
      Then Venice has 2 houses
      And Ann has $1,400

  @ON-HR-09 @house-rule-random_order
  Rule: With Random order turned off, play goes in seat order

    Scenario: Ann, Bob and Cid play in the order they sat down
      Given Ann, Bob and Cid sit down to play
      Then the turn order is Ann, Bob and Cid
      And Ann goes first

  @ON-HR-10 @default-turn_clock
  Rule: The Turn clock is on by default: a player's turn is played for them after 60 s

    @default-auctions
    Scenario: Ann has not rolled after 60 s, and the game plays her turn
      Given a game with Ann, Bob and Cid
      When 60 seconds pass on the game's clock
      Then Bob is next to roll

  @ON-HR-10 @house-rule-turn_clock
  Rule: With the Turn clock turned off, the game waits for the player

    Scenario: ten minutes on, Ann is still to roll
      Given a game with Ann, Bob and Cid
      When 10 minutes pass on the game's clock
      Then Ann is next to roll

  # ---------------------------------------------------------------- leaving the game

  @ON-BKR-08
  Rule: A player who leaves the game gives their properties back to the bank

    Scenario: Ann leaves, and Rome, unbuilt and unmortgaged, is the bank's again
      Given a game with Ann, Bob and Cid
      And Ann owns Venice, Milan and Rome
      And Rome has 1 house
      And Venice has 1 house
      And Milan has 1 house
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Ann leaves the game
      Then nobody owns Rome
      And Rome has no buildings
      And Ann is bankrupt (see ON-WIN-01)
      And Bob is next to roll

  @ON-BKR-09 @ON-BKR-10 @ruling
  Rule: In a team game, a leaver's properties go to the next teammate still in the game, as they stand

    Scenario: Ann leaves, and Bob, her teammate, takes Rome with its house
      Given a team game of Ann and Bob against Cid
      And Ann owns Venice, Milan and Rome
      And Rome has 1 house
      And Venice has 1 house
      And Milan has 1 house
      When Ann rolls 4 and 6
      And Ann ends her turn
      And Ann leaves the game
      Then Bob owns Rome
      And Rome has 1 house
      And Cid has $1,500

    Scenario: a leaver below $0 is settled as a bankruptcy, and the bank takes the properties, not the teammate
      Given a team game of Ann and Bob against Cid
      And Ann owns Salvador
      And Ann has $0
      And Ann owes Cid $100
      When Ann leaves the game
      Then nobody owns Salvador
      And Cid has $1,530 (see ON-BKR-04)
