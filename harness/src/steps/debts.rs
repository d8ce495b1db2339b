//! Checks of debts, bankruptcy and mortgage costs.

use super::*;

#[then(regex = r"^(\w+) has failed (\d+) rolls? in (?:the Break Room|jail)$")]
async fn then_failed(w: &mut VeropolyWorld, who: String, n: u32) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    let p = player(&s, &id)?;
    check(
        &format!("{who} in jail with failed rolls"),
        (true, n),
        (p.in_jail, p.failed_rolls),
    )
}

async fn debts_of(w: &mut VeropolyWorld, who: &str) -> Result<Vec<(Option<String>, i64)>, Fail> {
    let id = w.pid(who)?;
    let s = w.state().await?;
    Ok(s.pending
        .debts
        .iter()
        .filter(|d| d.debtor == id)
        .map(|d| (d.creditor.clone(), d.amount))
        .collect())
}

#[then(regex = r"^(\w+) owes (the bank|the pot|\w+) (\$[\d,]+)$")]
async fn then_owes(
    w: &mut VeropolyWorld,
    who: String,
    creditor: String,
    amount: String,
) -> StepResult {
    // A debt to the Vacation jackpot is owed to the pot (`"pot"`), one to the bank to nobody (`null`).
    let c = match creditor.as_str() {
        "the bank" => None,
        "the pot" => Some("pot".to_string()),
        name => Some(w.pid(name)?),
    };
    let want = money(&amount)?;
    let owed: i64 = debts_of(w, &who)
        .await?
        .iter()
        .filter(|d| d.0 == c)
        .map(|d| d.1)
        .sum();
    check(&format!("what {who} owes {creditor}"), want, owed)
}

#[then(regex = r"^(\w+) owes nothing$")]
async fn owes_nothing(w: &mut VeropolyWorld, who: String) -> StepResult {
    let debts = debts_of(w, &who).await?;
    check(&format!("{who}'s debts"), Vec::new(), debts)
}

#[then(regex = r"^(\w+) is bankrupt$")]
async fn is_bankrupt(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("{who} bankrupt"), true, player(&s, &id)?.bankrupt)
}

#[then(regex = r"^(\w+) is still in the game$")]
async fn still_in(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("{who} bankrupt"), false, player(&s, &id)?.bankrupt)
}

#[then(regex = r"^lifting the mortgage on (.+) costs (\$[\d,]+)$")]
async fn lifting_costs(w: &mut VeropolyWorld, prop: String, amount: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        &format!("the cost of lifting the mortgage on {prop}"),
        Some(money(&amount)?),
        property(&s, &pid)?.unmortgage_cost,
    )
}
