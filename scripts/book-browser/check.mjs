// Renders pages of the book in headless Chromium, saves a screenshot of each, and fails on any console error,
// uncaught exception or failed request. Usage: node check.mjs BOOK_DIR SHOTS_DIR
import { chromium } from "playwright-core";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [book, shots] = process.argv.slice(2).map((p) => resolve(p));
if (!book || !shots || !existsSync(join(book, "index.html"))) {
  console.error("usage: node check.mjs BOOK_DIR SHOTS_DIR (BOOK_DIR holds index.html)");
  process.exit(2);
}
mkdirSync(shots, { recursive: true });
const engine = readdirSync(book).find((f) => f.startsWith("engine-") && f.endsWith(".html"));

// [screenshot name, page and anchor, whole page or the window only]
const visits = [
  ["home", "index.html", true],
  ["variant", "online.html", false],
  ["rule", "veropoly.html#VP-RENT-06", false],
  ["outline", "online.html#ON-TRADE-11", false],
  ["rule-with-certificate", "veropoly.html#VP-GO-06", false],
  ["compare", "compare.html", false],
  ["boards", "boards.html", false],
  ["rulings", "rulings.html#ruling-VP-RENT-08", false],
];
if (engine) {
  visits.push(["certificate", engine, false], ["engines", "engines.html", false]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
const problems = [];
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("console", (m) => { if (m.type() === "error") problems.push(`console: ${m.text()}`); });
page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));

for (const [name, target, full] of visits) {
  const [file, anchor] = target.split("#");
  const url = pathToFileURL(join(book, file)).href + (anchor ? `#${anchor}` : "");
  await page.goto(url, { waitUntil: "load" });
  if (anchor && (await page.locator(`[id="${anchor}"]`).count()) !== 1) {
    problems.push(`${target}: no element with the id ${anchor}`);
  }
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: full });
  console.log(`rendered ${target} -> ${name}.png`);
}

// The search box finds a rule by its id and by a word of its text, without the network.
await page.goto(pathToFileURL(join(book, "index.html")).href);
for (const query of ["VP-RENT-06", "mortgaged"]) {
  await page.fill("#search", query);
  const found = await page.locator("#search-results li a").count();
  if (found === 0) {
    problems.push(`search: nothing found for ${query}`);
  }
  console.log(`search ${query}: ${found} results`);
}
await page.fill("#search", "mortgage rent");
await page.screenshot({ path: join(shots, "search.png") });

await browser.close();
if (problems.length > 0) {
  console.error(`book check FAILED:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`book check: ${visits.length} pages rendered with no console error; screenshots in ${shots}`);
