// Dates as the UAE reads them. Plain JavaScript, so that storefront/server.js, which node runs
// without a build, imports it as the apps do (./time.d.ts has its types).

/** The calendar day in Dubai (YYYY-MM-DD): views are counted once per visitor, card and day. */
export function dubaiDay(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
