Feature: Setting up a game
  Everybody starts level. A game seats from two to eight players. Each player has a token of
  their own, which no one else may share, and starts on Go with $1,500. Play uses two ordinary
  six-sided dice on the classic US board: in veropoly with ports where the railroads used to be
  and a Break Room in place of the jail, in the classic games as it was printed. The bank holds
  every deed, house and hotel until play hands them out, and both card decks start shuffled.

  @veropoly @VP-SETUP-01
  Rule: A game for two to six players is the advertised game

    Scenario Outline: a table of <count> players can start a game
      When a game is set up with <count> players
      Then the game is created

      @classic @classic-short @classic-timed @CL-SETUP-03 @ruling
      Examples:
        | count |
        | 2     |
        | 3     |
        | 4     |
        | 5     |
        | 6     |

  @veropoly @VP-SETUP-02 @classic @classic-short @classic-timed @CL-SETUP-03 @ruling
  Rule: Up to eight may play, but never one player alone and never nine or more
    The veropoly rulebook advertises 2-6 players "although you can play it with up to eight
    players". The classic rulebook gives no count at all; the original game is for two to eight.

    Scenario Outline: a table of <count> players is still accepted
      When a game is set up with <count> players
      Then the game is created

      Examples:
        | count |
        | 7     |
        | 8     |

    Scenario Outline: a table of <count> players is refused
      When a game is set up with <count> players
      Then the game is refused with "<reason>"

      Examples:
        | count | reason           |
        | 1     | too_few_players  |
        | 9     | too_many_players |

  @veropoly @VP-SETUP-04
  Rule: Everybody starts with $1,500

    Scenario: every player begins with the same stake, however many sit down
      Given a game with Ann, Bob, Cid, Dee, Eve and Fay
      Then every player has $1,500

    Scenario: a full table of eight starts level too
      Given a game with Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal
      Then every player has $1,500

  @veropoly @VP-SETUP-05
  Rule: The starting bills add up to $1,500
    The rulebook hands each player 2 x $500, 4 x $100, 1 x $50, 1 x $20, 2 x $10, 1 x $5 and 5 x $1.

    Scenario: each player starts with exactly what the bills add up to
      The engine keeps cash as an amount, not as bills, so this checks the total of the bundle:
      $1,000 + $400 + $50 + $20 + $20 + $5 + $5 = $1,500.

      Given a game with Ann and Bob
      Then Ann has $1,500
      And Bob has $1,500

    Scenario: the bundle is handed out when the players sit down, before anyone throws
      Each of the eight players holds the whole bundle of 16 bills, $1,500, before the opening
      throws decide who goes first: not a bill more, not a bill less.

      Given Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal sit down to play
      Then Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal are still to make their opening rolls (see VP-ORDER-01)
      And every player has $1,500

  @classic @classic-short @classic-timed @CL-SETUP-08
  Rule: In the classic games each player is handed 27 bills, $1,500 in all
    The classic rulebook hands each player 2 x $500, 2 x $100, 2 x $50, 6 x $20, 5 x $10, 5 x $5 and
    5 x $1, without writing down what they add up to.

    Scenario: each player starts with exactly what the classic bills add up to
      The engine keeps cash as an amount, not as bills, so this checks the total of the bundle:
      $1,000 + $200 + $100 + $120 + $50 + $25 + $5 = $1,500.

      Given a game with Ann, Bob and Cid
      Then Ann has $1,500
      And Bob has $1,500
      And Cid has $1,500

  @veropoly @VP-SETUP-06 @classic @classic-short @classic-timed @CL-SETUP-07
  Rule: Every player needs a token on the board

    Scenario: a player without a token cannot join
      When a game is set up with Ann and Bob where Bob has no token
      Then the game is refused with "missing_token"

    Scenario: a token that is only blank space is no token
      When a game is set up with Ann using the token " " and Bob using the token "boot"
      Then the game is refused with "missing_token"

  @veropoly @VP-SETUP-07 @classic @classic-short @classic-timed @CL-SETUP-07
  Rule: Any token will do, as long as nobody else has the same one

    Scenario: two players cannot share a token
      When a game is set up with Ann and Bob both using the token "boot"
      Then the game is refused with "duplicate_token"

    Scenario: two tokens that differ only in capitals are the same token
      A "boot" and a "Boot" on the board cannot be told apart.

      When a game is set up with Ann using the token "boot" and Bob using the token "Boot"
      Then the game is refused with "duplicate_token"

    Scenario: a personal token of your own choosing is fine
      When a game is set up with Ann using the token "lucky coin" and Bob using the token "boot"
      Then the game is created

  @veropoly @VP-SETUP-09 @classic @classic-short @classic-timed @CL-SETUP-04 @ruling
  Rule: Moves are made with two six-sided dice, thrown together
    The classic rulebook never says how many dice there are, or of what kind; its doubles need
    two, and the original game has two six-sided dice.

    Scenario: a throw of the game's own dice shows two faces from one to six
      Given a game with Ann, Bob and Cid
      When Ann rolls
      Then Ann's last roll shows two dice from 1 to 6

    Scenario: the game's own dice do not always show the same face
      Six opening throws are twelve dice; a fair die shows the same face on all twelve about
      once in 360 million games.

      Given Ann, Bob, Cid, Dee, Eve and Fay sit down to play
      Then Ann, Bob, Cid, Dee, Eve and Fay are still to make their opening rolls (see VP-ORDER-01, CL-ORDER-01)
      When Ann rolls
      And Bob rolls
      And Cid rolls
      And Dee rolls
      And Eve rolls
      And Fay rolls
      Then the dice thrown so far do not all show the same face

    Scenario Outline: a die showing <a> is not a six-sided die
      Given a game with Ann, Bob and Cid
      When Ann tries to roll <a> and <b>
      Then it is rejected with "invalid_dice"
      And Ann is on Go
      And Ann is next to roll

      Examples:
        | a | b |
        | 7 | 1 |
        | 0 | 3 |

  @veropoly @VP-SETUP-10 @classic @classic-short @classic-timed @CL-SETUP-02 @ruling
  Rule: The board is the classic US board (renamed in veropoly)
    Prices, rents and layout are those of the standard US edition. Veropoly renames the railroads
    ports (Reading Port is Reading Railroad); the classic games keep the printed names.

    Scenario Outline: <space> is space <number> and costs <price>
      Given a game with Ann, Bob and Cid
      And Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on space <number> (see VP-MOVE-01, CL-MOVE-02)
      And Ann is on <space>
      And Ann must decide whether to buy <space> (see VP-AUC-01, CL-BUY-01)
      And Ann must decide whether to buy <space> for <price>

      Examples:
        | start              | d1 | d2 | number | space            | price |
        | Go                 | 1  | 2  | 3      | Baltic Avenue    | $60   |
        | Go                 | 2  | 3  | 5      | Reading Port     | $200  |
        | Go                 | 2  | 4  | 6      | Oriental Avenue  | $100  |
        | Connecticut Avenue | 1  | 2  | 12     | Electric Company | $150  |
        | Connecticut Avenue | 2  | 3  | 14     | Virginia Avenue  | $160  |
        | Free Parking       | 1  | 3  | 24     | Illinois Avenue  | $240  |
        | Free Parking       | 4  | 5  | 29     | Marvin Gardens   | $280  |
        | Free Parking       | 5  | 6  | 31     | Pacific Avenue   | $300  |
        | Short Line Port    | 1  | 3  | 39     | Boardwalk        | $400  |

  @classic @classic-short @classic-timed @CL-SETUP-02 @CL-SETUP-09 @ruling
  Rule: The bank starts with every house and hotel of the original game
    The pieces the players have not been handed belong to the bank; the original game has 32
    houses and 12 hotels. How many there are is the original game's (a ruling): a count other
    than 32 and 12 departs from that ruling, not from the bank's holding every piece.

    Scenario: before anyone has built, all 32 houses and 12 hotels are the bank's
      Given a game with Ann, Bob and Cid
      Then the bank has 32 houses and 12 hotels left (see CL-SETUP-02)
      And no street has a building

  @classic @CL-SETUP-09
  Rule: The bank starts with every title deed
    Nobody owns a property when the long game starts: each is bought from the bank, or won at
    its auction. (The short and the timed games then deal some of the bank's deeds out.)

    Scenario Outline: at the start <property> belongs to the bank
      Given a game with Ann, Bob and Cid
      Then nobody owns <property>

      Examples:
        | property              |
        | Mediterranean Avenue  |
        | Baltic Avenue         |
        | Reading Railroad      |
        | Oriental Avenue       |
        | Vermont Avenue        |
        | Connecticut Avenue    |
        | St. Charles Place     |
        | Electric Company      |
        | States Avenue         |
        | Virginia Avenue       |
        | Pennsylvania Railroad |
        | St. James Place       |
        | Tennessee Avenue      |
        | New York Avenue       |
        | Kentucky Avenue       |
        | Indiana Avenue        |
        | Illinois Avenue       |
        | B. & O. Railroad      |
        | Atlantic Avenue       |
        | Ventnor Avenue        |
        | Water Works           |
        | Marvin Gardens        |
        | Pacific Avenue        |
        | North Carolina Avenue |
        | Pennsylvania Avenue   |
        | Short Line            |
        | Park Place            |
        | Boardwalk             |

  @classic @classic-short @classic-timed @CL-SETUP-06
  Rule: The Chance and Community Chest cards start shuffled, face down
    Face down means only the top card is ever taken; shuffled means not in the order the cards
    were printed.

    Scenario: each deck holds its sixteen cards, shuffled, before the first throw
      A shuffle that left sixteen cards in their printed order would happen about once in twenty
      million million games: a deck in printed order was not shuffled.

      Given a game with Ann, Bob and Cid
      Then the Chance deck has 16 cards
      And the Community Chest deck has 16 cards
      And the Chance deck is shuffled
      And the Community Chest deck is shuffled
