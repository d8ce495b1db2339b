//! Checks of what waits on a player: purchase decisions, auctions, bids.

use super::*;

#[then(regex = r"^(\w+) must decide whether to buy ([^$]+)$")]
async fn must_decide(w: &mut VeropolyWorld, who: String, prop: String) -> StepResult {
    let id = w.pid(&who)?;
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        "the pending purchase decision (player, property)",
        Some((id, pid)),
        s.pending.purchase.map(|p| (p.player, p.property)),
    )
}

/// The pending purchase decision, with the price the lander is asked to pay: the property's printed price.
#[then(regex = r"^(\w+) must decide whether to buy (.+) for (\$[\d,]+)$")]
async fn must_decide_at(
    w: &mut VeropolyWorld,
    who: String,
    prop: String,
    price: String,
) -> StepResult {
    let id = w.pid(&who)?;
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        "the pending purchase decision (player, property, price)",
        Some((id, pid, money(&price)?)),
        s.pending.purchase.map(|p| (p.player, p.property, p.price)),
    )
}

#[then(regex = r"^no purchase decision is pending$")]
async fn no_decision(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check(
        "the pending purchase decision",
        None,
        s.pending.purchase.map(|p| (p.player, p.property)),
    )
}

#[then(regex = r"^an auction of (.+) is open$")]
async fn auction_open(w: &mut VeropolyWorld, prop: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        "the auctioned property",
        Some(pid),
        s.pending.auction.and_then(|a| a.property),
    )
}

#[then(regex = r"^no auction is open$")]
async fn no_auction(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check(
        "an open auction",
        None,
        s.pending.auction.map(|a| (a.property, a.building)),
    )
}

#[then(regex = r"^the highest bid is (\$[\d,]+) by (\w+)$")]
async fn highest_bid(w: &mut VeropolyWorld, amount: String, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    let a = s
        .pending
        .auction
        .ok_or_else(|| mismatch("an open auction", "there is none"))?;
    check(
        "the standing bid",
        (Some(money(&amount)?), Some(id)),
        (a.high_bid, a.high_bidder),
    )
}

#[then(regex = r"^a building auction for an? (house|hotel) is open$")]
async fn building_auction(w: &mut VeropolyWorld, kind: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the building on auction",
        Some(kind),
        s.pending.auction.and_then(|a| a.building),
    )
}
