//! Checks of offers between players and of jail cards held.

use super::*;

#[then(regex = r"^(\w+) has an offer from (\w+)$")]
async fn has_offer(w: &mut VeropolyWorld, to: String, from: String) -> StepResult {
    let (t, f) = (w.pid(&to)?, w.pid(&from)?);
    let s = w.state().await?;
    if s.pending.trades.iter().any(|x| x.to == t && x.from == f) {
        Ok(())
    } else {
        Err(mismatch(
            format!("an open offer from {from} to {to}"),
            format!(
                "the open offers are {:?}",
                s.pending
                    .trades
                    .iter()
                    .map(|x| (&x.from, &x.to))
                    .collect::<Vec<_>>()
            ),
        ))
    }
}

#[then(regex = r"^(\w+) has no offer from (\w+)$")]
async fn has_no_offer(w: &mut VeropolyWorld, to: String, from: String) -> StepResult {
    let (t, f) = (w.pid(&to)?, w.pid(&from)?);
    let s = w.state().await?;
    let open = s
        .pending
        .trades
        .iter()
        .filter(|x| x.to == t && x.from == f)
        .count();
    check(&format!("the open offers from {from} to {to}"), 0, open)
}

#[then(regex = r"^no offer is open$")]
async fn no_offer(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the number of open offers", 0, s.pending.trades.len())
}

#[then(regex = r"^(\w+) holds (\d+|no) jail cards?$")]
async fn holds_cards(w: &mut VeropolyWorld, who: String, n: String) -> StepResult {
    let id = w.pid(&who)?;
    let want: u32 = if n == "no" { 0 } else { n.parse().unwrap_or(0) };
    let s = w.state().await?;
    check(
        &format!("{who}'s jail cards"),
        want,
        player(&s, &id)?.jail_cards,
    )
}
