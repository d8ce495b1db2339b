Feature: Moving round the board and passing Go
  Tokens start on Go and move forward round the board by the total of the two dice; the first
  move counts from the space after Go. Any number of tokens may stand on the same space. Each
  time a token comes round to Go again, whether it passes Go or stops on it, its owner collects
  $200 from the bank: once per trip, with nothing extra for stopping on Go exactly. Being sent to
  the Break Room is not a trip round the board and pays nothing.

  Background:
    Given a game with Ann, Bob and Cid

  @veropoly @VP-GO-01 @classic @classic-short @classic-timed @CL-MOVE-01
  Rule: Everyone starts on Go

    Scenario: all tokens begin the game on Go
      Then every player is on Go

    Scenario: a table of eight starts on Go too
      Given a game with Ann, Bob, Cid, Dee, Eve, Fay, Gus and Hal
      Then every player is on Go

  @veropoly @VP-GO-02 @VP-GO-05 @VP-MOVE-01 @classic @classic-short @classic-timed @CL-MOVE-02 @CL-GO-01
  Rule: The first move counts from the space after Go

    Scenario: a first throw of nine reaches the ninth space, and leaving Go pays nothing
      When Ann rolls 4 and 5
      Then Ann is on space 9
      And Ann is on Connecticut Avenue
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

    Scenario: the second player's first throw counts from the space after Go as well
      When Ann rolls 4 and 6
      And Bob rolls 1 and 2 (see VP-ORDER-03, CL-ORDER-03)
      Then Bob is on space 3
      And Bob is on Baltic Avenue
      And Bob received no Go salary
      And Bob has $1,500

  @veropoly @VP-MOVE-01 @classic @classic-short @classic-timed @CL-MOVE-02
  Rule: A token moves forward by the total of the dice

    Scenario Outline: from <start>, a throw of <d1> and <d2> ends on <end>
      Given Ann is on <start>
      When Ann rolls <d1> and <d2>
      Then Ann is on <end>

      Examples:
        | start              | d1 | d2 | end              |
        | Connecticut Avenue | 2  | 3  | Virginia Avenue  |
        | Pennsylvania Port  | 6  | 5  | Atlantic Avenue  |
        | Free Parking       | 5  | 6  | Pacific Avenue   |
        | Short Line Port    | 1  | 3  | Boardwalk        |
        | Boardwalk          | 2  | 4  | Reading Port     |

  @classic @classic-short @classic-timed @CL-MOVE-03
  Rule: Any number of tokens may rest on the same space

    Scenario: a token stops where another already stands, and neither is moved
      Given Bob is on Free Parking
      And Ann is on Connecticut Avenue
      When Ann rolls 5 and 6
      Then Ann is on Free Parking (see CL-MOVE-02)
      And Bob is on Free Parking
      And Bob is next to roll (see CL-ORDER-03)

    Scenario: a whole table can share one space
      When Ann rolls 4 and 6
      Then Ann is on space 10 (see CL-MOVE-02)
      When Bob rolls 4 and 6 (see CL-ORDER-03)
      And Cid rolls 4 and 6 (see CL-ORDER-03)
      Then Bob is on space 10 (see CL-MOVE-02)
      And Cid is on space 10 (see CL-MOVE-02)
      And Ann is on space 10

  @veropoly @VP-GO-03 @classic @classic-short @classic-timed @CL-GO-01
  Rule: Passing Go pays $200

    Scenario: a token that passes Go collects $200 on the way
      Given Ann is on Boardwalk
      When Ann rolls 2 and 4
      Then Ann is on Reading Port (see VP-MOVE-01, CL-MOVE-02)
      And Ann received the Go salary
      And Ann has $1,700
      And the bank has paid out $200
      And the last action's events include, in order:
        | event       |
        | dice_rolled |
        | salary      |
        | landed      |

    Scenario: a token that ends one space past Go collects $200
      Given Ann is on Luxury Tax
      When Ann rolls 1 and 2
      Then Ann is on Mediterranean Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann received the Go salary
      And Ann has $1,700
      And the bank has paid out $200

    Scenario: a token that stops one space short of Go collects nothing
      Given Ann is on Short Line Port
      When Ann rolls 1 and 3
      Then Ann is on Boardwalk (see VP-MOVE-01, CL-MOVE-02)
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged

  @veropoly @VP-GO-04 @classic @classic-short @classic-timed @CL-GO-01
  Rule: Stopping exactly on Go pays the same $200, and no more

    Scenario: a token that lands on Go collects $200 and no bonus
      Given Ann is on Park Place
      When Ann rolls 1 and 2
      Then Ann is on Go (see VP-MOVE-01, CL-MOVE-02)
      And Ann received the Go salary
      And Ann has $1,700
      And the bank has paid out $200

    Scenario Outline: from <start>, <d1> and <d2> stop on Go: <before> becomes <after>
      However the token gets there, and whatever the player holds, stopping on Go adds exactly
      the $200 of passing it.

      Given Ann is on <start>
      And Ann has <before>
      When Ann rolls <d1> and <d2>
      Then Ann is on Go (see VP-MOVE-01, CL-MOVE-02)
      And Ann received the Go salary
      And Ann has <after>
      And the bank has paid out $200

      Examples:
        | start           | d1 | d2 | before | after  |
        | Luxury Tax      | 1  | 1  | $1,500 | $1,700 |
        | Short Line Port | 2  | 3  | $30    | $230   |

  @veropoly @VP-GO-05 @classic @classic-short @classic-timed @CL-GO-01
  Rule: One payment per trip: moving off Go pays nothing

    Scenario: after stopping on Go, the next move off it pays nothing more
      Given Ann is on Park Place
      When Ann rolls 1 and 2
      Then Ann is on Go (see VP-MOVE-01, CL-MOVE-02)
      And Ann has $1,700 (see VP-GO-04, CL-GO-01)
      When Bob rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Cid rolls 4 and 6 (see VP-ORDER-03, CL-ORDER-03)
      And Ann rolls 4 and 5 (see VP-ORDER-03, CL-ORDER-03)
      Then Ann is on Connecticut Avenue (see VP-MOVE-01, CL-MOVE-02)
      And Ann received no Go salary
      And Ann has $1,700
      And the bank has paid out $200

  @veropoly @VP-GO-06 @ruling
  Rule: A card that moves a token forward onto or past Go pays the $200 too

    @VP-CARD-03 @VP-CARD-04
    Scenario: the "advance to Go" card pays the salary, once
      Given the Chance deck has "advance-to-go" on top
      And Ann is on Baltic Avenue
      When Ann rolls 1 and 3
      Then Ann landed on space 7 (see VP-MOVE-01)
      And Ann drew "advance-to-go" (see VP-CARD-04)
      And Ann is on Go
      And Ann received the Go salary
      And Ann has $1,700 (see VP-GO-06)

  @veropoly @VP-JAIL-15 @VP-GO-06 @ruling
  Rule: Being sent to the Break Room is not a trip past Go

    @VP-JAIL-01
    Scenario: sent from Take an Extended Lunch Break, the token skips Go and its salary
      Given Ann is on B. & O. Port
      When Ann rolls 2 and 3
      Then Ann landed on Take an Extended Lunch Break (see VP-MOVE-01)
      And Ann is in the Break Room
      And Ann received no Go salary
      And Ann has $1,500
      And the bank's cash is unchanged
