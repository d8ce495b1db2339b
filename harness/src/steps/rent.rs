//! Rent: what is due, observed where every engine shows it (the `rent_due` events and the cash), and the claims an
//! owner may still make, which belong to the rules on asking for rent.

use super::*;

/// The amounts of the `rent_due` events of the scenario from `payer` to `owner` (ids; `None`: anyone).
fn rent_events(
    w: &VeropolyWorld,
    kind: &str,
    owner: Option<&str>,
    payer: Option<&str>,
) -> Vec<i64> {
    w.history
        .iter()
        .filter(|e| e.kind == kind)
        .filter(|e| owner.is_none_or(|o| e.str("owner") == Some(o)))
        .filter(|e| payer.is_none_or(|p| e.str("payer") == Some(p)))
        .filter_map(|e| e.int("amount"))
        .collect()
}

/// Rent fell due once, of this amount: the `rent_due` events of the scenario from the payer to the owner. Whether
/// the engine then waits for the owner to ask, or collects at once, belongs to the rules on asking for rent.
#[then(regex = r"^the rent due from (\w+) to (\w+) is (\$[\d,]+)$")]
async fn rent_due(
    w: &mut VeropolyWorld,
    payer: String,
    owner: String,
    amount: String,
) -> StepResult {
    let (o, p) = (w.pid(&owner)?, w.pid(&payer)?);
    let want = money(&amount)?;
    check(
        &format!("the rent due from {payer} to {owner} (rent_due events)"),
        vec![want],
        rent_events(w, "rent_due", Some(&o), Some(&p)),
    )
}

/// Players whose cash must not have changed since the first action: everyone but those who acted.
fn bystanders(w: &VeropolyWorld) -> Vec<String> {
    w.players
        .iter()
        .map(|(_, id)| id.clone())
        .filter(|id| !w.actors.contains(id))
        .collect()
}

/// Nothing happened: no rent fell due, none was paid, no claim is open, and (when the owner made no action) the
/// owner's cash is what it was before the first action.
async fn no_rent(
    w: &mut VeropolyWorld,
    owner: Option<&str>,
    payer: Option<&str>,
    what: &str,
) -> StepResult {
    check(
        &format!("rent_due events {what}"),
        Vec::<i64>::new(),
        rent_events(w, "rent_due", owner, payer),
    )?;
    check(
        &format!("rent_paid events {what}"),
        Vec::<i64>::new(),
        rent_events(w, "rent_paid", owner, payer),
    )?;
    let s = w.state().await?;
    let open: Vec<i64> = s
        .pending
        .rent_claims
        .iter()
        .filter(|c| owner.is_none_or(|o| c.owner == o) && payer.is_none_or(|p| c.payer == p))
        .map(|c| c.amount)
        .collect();
    check(&format!("open rent claims {what}"), Vec::<i64>::new(), open)?;
    let before = w.cash_before_actions.clone().unwrap_or_default();
    let watched: Vec<String> = match owner {
        Some(o) => vec![o.to_string()],
        None => w.players.iter().map(|(_, id)| id.clone()).collect(),
    };
    let idle = bystanders(w);
    for id in watched.iter().filter(|id| idle.contains(id)) {
        if let (Some(was), Ok(now)) = (before.get(id), player(&s, id)) {
            check(
                &format!("{}'s cash (no action of theirs, no rent)", now.name),
                *was,
                now.cash,
            )?;
        }
    }
    Ok(())
}

/// No rent fell due from the payer to the owner, none changed hands, and none can still be asked for.
#[then(regex = r"^no rent is due from (\w+) to (\w+)$")]
async fn no_rent_between(w: &mut VeropolyWorld, payer: String, owner: String) -> StepResult {
    let (o, p) = (w.pid(&owner)?, w.pid(&payer)?);
    no_rent(w, Some(&o), Some(&p), &format!("from {payer} to {owner}")).await
}

/// No rent fell due to anyone, none changed hands, and none can still be asked for.
#[then(regex = r"^no rent is due$")]
async fn no_rent_at_all(w: &mut VeropolyWorld) -> StepResult {
    no_rent(w, None, None, "of anyone").await
}

/// The open rent claims of `owner` on `payer`, checked against the amounts expected (none, or one).
async fn open_rent(w: &mut VeropolyWorld, owner: &str, payer: &str, want: Vec<i64>) -> StepResult {
    let (o, p) = (w.pid(owner)?, w.pid(payer)?);
    let s = w.state().await?;
    let open: Vec<i64> = s
        .pending
        .rent_claims
        .iter()
        .filter(|c| c.owner == o && c.payer == p)
        .map(|c| c.amount)
        .collect();
    check(&format!("the rent {owner} may ask of {payer}"), want, open)
}

#[then(regex = r"^(\w+) may ask (\w+) for (\$[\d,]+) rent$")]
async fn may_ask(
    w: &mut VeropolyWorld,
    owner: String,
    payer: String,
    amount: String,
) -> StepResult {
    let want = money(&amount)?;
    open_rent(w, &owner, &payer, vec![want]).await
}

#[then(regex = r"^(\w+) may not ask (\w+) for rent$")]
async fn may_not_ask(w: &mut VeropolyWorld, owner: String, payer: String) -> StepResult {
    open_rent(w, &owner, &payer, Vec::new()).await
}

/// No claim is open: nobody can still ask anybody for rent (the claims themselves belong to the rules on asking).
#[then(regex = r"^no rent claim is open$")]
async fn no_claim_open(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the open rent claims", 0, s.pending.rent_claims.len())
}
