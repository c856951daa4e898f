// Calendar days for the browser tests, as the console and the mock count them: ISO dates
// (YYYY-MM-DD) in the provider's time zone, built from the date's parts (never from a locale's
// pattern, which can change with the ICU data).

const DAY_MS = 86_400_000;

/** Today's date in the provider's time zone (Asia/Shanghai). */
export function providerToday(now = Date.now()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The ISO date `n` days after `date` (before, when n is negative). */
export function addDays(date, n) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
