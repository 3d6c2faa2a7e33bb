// `npm run bench:import`: bulk import of card data (docs/decisions/013). On the production build in a
// throwaway copy of the product (its own database), an admin imports a generated file of CARDS
// (2,000) cards through POST /cms-api/import/cards: a dry run, the apply (all new, one
// transaction), a dry run of the same file (all unchanged), an apply changing every card, and
// an export of the whole catalogue. Each time is printed beside a baseline measured in the same
// run: the same request with a 20-card file (the fixed cost of a call). Goal: the 2,000-card
// dry run under 10 s on this machine.
import { toolEnv } from './lib/config.mjs'
import { startTestStack, TEST_ADMIN } from './lib/test-stack.mjs'

const CARDS = toolEnv().cards
const GOAL_DRY_RUN_MS = 10_000

const stack = await startTestStack({ log: () => {}, env: { JOBS_AUTORUN: 'false' } })
let failed = false
try {
  const login = await fetch(`${stack.cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  })
  const token = (await login.json()).token
  const banks = (
    await (await fetch(`${stack.cmsUrl}/cms-api/banks?limit=0&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()
  ).docs

  const columns = [
    'slug',
    'name',
    'bank',
    'cardTypes',
    'features',
    'fees.annualFee',
    'fees.vat',
    'rates.monthlyRate',
    'rates.kind',
    'minimumSalary',
    'description',
    'isActive',
    'sources',
  ]
  const quote = (/** @type {unknown} */ v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))
  const file = (/** @type {number} */ count, /** @type {number} */ fee, prefix = 'bench') => {
    const lines = [columns.join(',')]
    for (let i = 0; i < count; i++) {
      const bank = banks[i % banks.length]
      const sources = [
        {
          title: `${bank.name} schedule of charges`,
          kind: 'schedule-of-charges',
          url: `https://www.example-bank-${i % 17}.ae/charges.pdf`,
          documentDate: null,
          checkedAt: '2026-11-23',
          figures: ['annualFee', 'monthlyRate'],
        },
      ]
      lines.push(
        [
          `${prefix}-card-${i}`,
          `Bench Card ${i}`,
          bank.slug,
          'Cashback | Rewards',
          'No Annual Fee',
          fee + (i % 7) * 100,
          'included',
          3.25,
          'interest',
          5000 + (i % 10) * 1000,
          `Generated card ${i} for the import benchmark.`,
          'true',
          JSON.stringify(sources),
        ]
          .map(quote)
          .join(','),
      )
    }
    return `${lines.join('\n')}\n`
  }

  /** @typedef {{ applied?: boolean, totals: { new: number, changed: number, unchanged: number, invalid: number } }} ImportReport */
  const post = async (/** @type {string} */ body, /** @type {boolean} */ dryRun) => {
    const started = performance.now()
    const res = await fetch(`${stack.cmsUrl}/cms-api/import/cards${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Authorization: `JWT ${token}` },
      body,
    })
    /** @type {ImportReport} */
    const report = await res.json()
    const ms = performance.now() - started
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(report).slice(0, 300)}`)
    return { ms, report }
  }
  /**
   * @param {string} label
   * @param {number} ms
   * @param {number} rows
   * @param {string} [totals]
   */
  const line = (label, ms, rows, totals) =>
    console.log(
      `${label.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${String(Math.round((rows / ms) * 1000)).padStart(6)} rows/s   ${totals ?? ''}`,
    )
  const totalsOf = (/** @type {ImportReport} */ r) =>
    `new ${r.totals.new}, changed ${r.totals.changed}, unchanged ${r.totals.unchanged}, invalid ${r.totals.invalid}`

  console.log(`CardCompare UAE catalogue import benchmark, production build, ${new Date().toISOString()}`)
  console.log(
    `${CARDS} generated cards, CSV ${(file(CARDS, 0).length / 1024 / 1024).toFixed(2)} MB, POST /cms-api/import/cards as an admin\n`,
  )

  const small = file(20, 0, 'baseline')
  const baseDry = await post(small, true)
  const baseApply = await post(small, false)
  line('baseline: dry run, 20 cards', baseDry.ms, 20, totalsOf(baseDry.report))
  line('baseline: apply, 20 new cards', baseApply.ms, 20, totalsOf(baseApply.report))

  const big = file(CARDS, 0)
  const dry = await post(big, true)
  line(`dry run, ${CARDS} new cards`, dry.ms, CARDS, totalsOf(dry.report))
  const apply = await post(big, false)
  line(`apply, ${CARDS} new cards (one transaction)`, apply.ms, CARDS, totalsOf(apply.report))
  const again = await post(big, true)
  line(`dry run, ${CARDS} unchanged cards`, again.ms, CARDS, totalsOf(again.report))
  const changed = file(CARDS, 50)
  const dryChanged = await post(changed, true)
  line(`dry run, ${CARDS} changed cards`, dryChanged.ms, CARDS, totalsOf(dryChanged.report))
  const update = await post(changed, false)
  line(`apply, ${CARDS} changed cards`, update.ms, CARDS, totalsOf(update.report))

  const t = performance.now()
  const exported = await (
    await fetch(`${stack.cmsUrl}/cms-api/export/cards?format=csv`, { headers: { Authorization: `JWT ${token}` } })
  ).text()
  const exportMs = performance.now() - t
  const exportedRows = exported.trim().split('\n').length - 1
  line(`export, ${exportedRows} cards as CSV`, exportMs, exportedRows)

  /** @type {[string, boolean | undefined][]} */
  const checks = [
    [`dry run of ${CARDS} cards under ${GOAL_DRY_RUN_MS / 1000} s`, dry.ms < GOAL_DRY_RUN_MS],
    [`all ${CARDS} new in the dry run`, dry.report.totals.new === CARDS],
    [`all ${CARDS} written by the apply`, apply.report.applied && apply.report.totals.new === CARDS],
    [`all ${CARDS} unchanged when imported again`, again.report.totals.unchanged === CARDS],
    [`all ${CARDS} changed by the second apply`, update.report.applied && update.report.totals.changed === CARDS],
  ]
  console.log('')
  for (const [label, ok] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`)
    if (!ok) failed = true
  }
  console.log(
    `\n2,000-card dry run is ${(dry.ms / baseDry.ms).toFixed(1)}× the 20-card baseline; apply ${(apply.ms / CARDS).toFixed(1)} ms a card.`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
