//! Checks of cash, the bank, positions, ownership, mortgages and buildings.

use super::*;

// ---------------------------------------------------------------- checking

#[then(regex = r"^(\w+) has (-?\$[\d,]+)$")]
async fn then_cash(w: &mut VeropolyWorld, who: String, amount: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        &format!("{who}'s cash"),
        money(&amount)?,
        player(&s, &id)?.cash,
    )
}

#[then(regex = r"^every player has (\$[\d,]+)$")]
async fn every_cash(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let want = money(&amount)?;
    let s = w.state().await?;
    for p in &s.players {
        check(&format!("{}'s cash", p.name), want, p.cash)?;
    }
    Ok(())
}

#[then(regex = r"^the bank has gained (\$[\d,]+)$")]
async fn bank_gained(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's takings",
        money(&amount)?,
        s.bank.cash - w.bank_baseline,
    )
}

#[then(regex = r"^the bank has paid out (\$[\d,]+)$")]
async fn bank_paid(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's payments",
        money(&amount)?,
        w.bank_baseline - s.bank.cash,
    )
}

#[then(regex = r"^the pot holds (\$[\d,]+)$")]
async fn pot_holds(w: &mut VeropolyWorld, amount: String) -> StepResult {
    // The Free Parking or Vacation jackpot, as the snapshot shows it.
    let expected = money(&amount)?;
    let s = w.state().await?;
    check("the pot", expected, s.pot)
}

#[then(regex = r"^the bank's cash is unchanged$")]
async fn bank_unchanged(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the bank's cash", w.bank_baseline, s.bank.cash)
}

#[then(regex = r"^every player is on (.+)$")]
async fn every_on(w: &mut VeropolyWorld, space: String) -> StepResult {
    let want = w.space_index(&space)? as u32;
    let s = w.state().await?;
    for p in &s.players {
        check(&format!("{}'s position", p.name), want, p.position)?;
    }
    Ok(())
}

#[then(regex = r"^(\w+) is on (.+)$")]
async fn then_on(w: &mut VeropolyWorld, who: String, space: String) -> StepResult {
    let id = w.pid(&who)?;
    let want = w.space_index(&space)? as u32;
    let s = w.state().await?;
    check(
        &format!("{who}'s position"),
        want,
        player(&s, &id)?.position,
    )
}

#[then(regex = r"^(\w+) owns (.+)$")]
async fn then_owns(w: &mut VeropolyWorld, who: String, list: String) -> StepResult {
    let id = if who == "nobody" {
        None
    } else {
        Some(w.pid(&who)?)
    };
    let s = w.state().await?;
    for name in names(&list) {
        let pid = w.property_id(&name)?;
        check(
            &format!("the owner of {name}"),
            id.clone(),
            property(&s, &pid)?.owner.clone(),
        )?;
    }
    Ok(())
}

#[then(regex = r"^(.+) is (not )?mortgaged$")]
async fn then_mortgaged(w: &mut VeropolyWorld, prop: String, not: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        &format!("{prop} mortgaged"),
        not.is_empty(),
        property(&s, &pid)?.mortgaged,
    )
}

#[then(regex = r"^(.+) has (\d+|a|no) (houses?|hotel|buildings)$")]
async fn then_buildings(
    w: &mut VeropolyWorld,
    prop: String,
    count: String,
    kind: String,
) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    let st = property(&s, &pid)?;
    let (houses, hotel) = match (count.as_str(), kind.as_str()) {
        ("no", _) => (0, false),
        ("a", "hotel") => (0, true),
        ("a", _) => (1, false),
        (n, _) => (n.parse().unwrap_or(0), false),
    };
    check(
        &format!("{prop}'s buildings (houses, hotel)"),
        (houses, hotel),
        (st.houses, st.hotel),
    )
}

#[then(regex = r"^no street has a building$")]
async fn then_no_buildings(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    let built: Vec<&str> = s
        .properties
        .iter()
        .filter(|p| p.houses > 0 || p.hotel)
        .map(|p| p.id.as_str())
        .collect();
    check("the properties with buildings", Vec::<&str>::new(), built)
}

#[then(regex = r"^the bank has (\d+) houses? and (\d+) hotels? left$")]
async fn then_stock(w: &mut VeropolyWorld, houses: u32, hotels: u32) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's stock (houses, hotels)",
        (Some(houses), Some(hotels)),
        (s.bank.houses, s.bank.hotels),
    )
}
