// Keeps a child process running (docs/decisions/025): the one home of crash recovery for
// `npm start` and the test stack alike. A child that dies on its own (kill -9, a crash, the
// OOM killer) is started again after 1 s, then 2, 4, … up to 30 s while it keeps dying; once it
// has stayed up for a minute the wait is 1 s again. After MAX_CRASHES crashes in a row, none of
// them followed by a minute up, the supervisor gives up and says so (the launcher then exits
// non-zero, so a process manager above it sees the failure).
import { EventEmitter } from 'node:events'

export const FIRST_DELAY_MS = 1000
export const MAX_DELAY_MS = 30_000
export const UP_FOR_MS = 60_000
export const MAX_CRASHES = 5

/** A supervised child: `stopping` marks an end on request, `logFile` where its output goes. */
/** @typedef {import('node:child_process').ChildProcess & { stopping?: boolean, logFile?: string }} Child */

const exited = (/** @type {Child} */ child) => child.exitCode !== null || child.signalCode !== null
const how = (/** @type {Child} */ child) => (child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`)
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

/**
 * Resolves once the child has exited, whether or not its `exit` was already emitted.
 * @param {Child | null | undefined} child
 * @returns {Promise<void>}
 */
export function exitOf(child) {
  if (!child || exited(child)) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Stops a child: `signal` (SIGTERM) first, SIGKILL after `graceMs` (5 s). Resolves at once for
 * a child that has already exited, by a signal (kill -9) as much as with a code.
 * @param {Child | null | undefined} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export function stopChild(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (!child || exited(child)) return Promise.resolve()
  child.stopping = true
  const done = exitOf(child)
  child.kill(signal)
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs)
  force.unref()
  return done.then(() => clearTimeout(force))
}

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name
 * @property {() => Child} start
 * @property {(child: Child) => Promise<unknown>} [ready]
 * @property {(child: Child) => Promise<unknown>} [stop]
 * @property {(child: Child) => unknown} [afterCrash]
 * @property {(error: Error) => unknown} [onGiveUp]
 * @property {(message: string) => void} [log]
 * @property {number} [firstDelayMs]
 * @property {number} [maxDelayMs]
 * @property {number} [upForMs]
 * @property {number} [maxCrashes]
 */
/** The options a caller may tune, beside what a supervisor starts. */
/** @typedef {Partial<Omit<SuperviseOptions, 'name' | 'start' | 'ready' | 'stop'>>} Supervision */

/**
 * Supervises one child. `start()` spawns it and returns the ChildProcess; `ready(child)` resolves
 * once it serves (and should reject if it exits first); `stop(child)` ends it on request
 * (stopChild by default); `afterCrash(child)` cleans up after a crash before the next start.
 * `started` resolves when the first child is ready and rejects if it never gets there: a
 * first start that fails is a configuration problem, not something to retry.
 * Emits `exit` ({ code, signal }), `restarting` ({ delayMs }), `ready` ({ pid, downMs }) and
 * `giveup` (Error); `onGiveUp(error)` is called when it gives up.
 * @param {SuperviseOptions} options
 */
export function supervise({
  name,
  start,
  ready = async () => {},
  stop = (child) => stopChild(child),
  afterCrash = () => {},
  onGiveUp = () => {},
  log = console.log,
  firstDelayMs = FIRST_DELAY_MS,
  maxDelayMs = MAX_DELAY_MS,
  upForMs = UP_FOR_MS,
  maxCrashes = MAX_CRASHES,
}) {
  const events = new EventEmitter()
  /** @type {Child | null} */
  let child = null
  let stopping = false
  let gaveUp = false
  let crashes = 0
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** @type {NodeJS.Timeout | undefined} */
  let steady
  let upSince = 0
  let downSince = 0
  let isReady = false
  let everReady = false

  /** @param {boolean} first */
  const launch = (first) => {
    const current = start()
    child = current
    isReady = false
    if (current.pid) log(`[${name}] started (pid ${current.pid})`)
    current.once('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
      events.emit('exit', { code, signal, pid: current.pid })
      // A first start that fails rejects `started` instead.
      if (current.stopping || stopping || current !== child || !everReady) return
      crashed(current, `${how(current)}${isReady ? ` after ${seconds(Date.now() - upSince)} up` : ' before it was ready'}`)
    })
    // A child that cannot be spawned at all (a missing binary) emits `error`, not `exit`.
    const unspawned = new Promise((_, reject) =>
      current.once('error', (/** @type {Error} */ error) => {
        log(`[${name}] could not start: ${error.message}`)
        reject(error)
        if (everReady && !stopping && current === child) crashed(current, error.message)
      }),
    )
    unspawned.catch(() => {})
    const readiness = Promise.race([Promise.resolve().then(() => ready(current)), unspawned]).then(() => {
      if (current !== child || exited(current)) throw new Error(`${name} exited before it was ready`)
      isReady = true
      everReady = true
      upSince = Date.now()
      const downMs = downSince ? Date.now() - downSince : 0
      if (!first) log(`[${name}] back (pid ${current.pid}) after ${seconds(downMs)} down`)
      downSince = 0
      clearTimeout(steady)
      // A minute up: the next crash is a fresh one, retried after FIRST_DELAY_MS.
      steady = setTimeout(() => (crashes = 0), upForMs)
      steady.unref()
      events.emit('ready', { pid: current.pid, downMs })
    })
    if (!first) {
      // A restarted child that hangs before it serves is killed; its exit counts as a crash.
      readiness.catch(() => {
        if (current === child && !exited(current) && !stopping) {
          log(`[${name}] did not become ready; killing it`)
          current.kill('SIGKILL')
        }
      })
    }
    return readiness
  }

  /**
   * @param {Child} current
   * @param {string} what
   */
  const crashed = (current, what) => {
    isReady = false
    clearTimeout(steady)
    downSince ||= Date.now()
    crashes++
    Promise.resolve()
      .then(() => afterCrash(current))
      .catch(() => {})
    if (crashes > maxCrashes) {
      gaveUp = true
      const error = new Error(`${name} crashed ${crashes} times in a row without staying up for ${seconds(upForMs)}; giving up`)
      log(`[${name}] exited (${what}); ${error.message}`)
      events.emit('giveup', error)
      onGiveUp(error)
      return
    }
    const delayMs = Math.min(firstDelayMs * 2 ** (crashes - 1), maxDelayMs)
    log(`[${name}] exited (${what}); restarting in ${seconds(delayMs)} (crash ${crashes} of ${maxCrashes} in a row allowed)`)
    events.emit('restarting', { delayMs })
    timer = setTimeout(() => {
      timer = undefined
      if (!stopping) launch(false).catch(() => {})
    }, delayMs)
  }

  const started = launch(true).catch(async (error) => {
    stopping = true
    if (child && !exited(child)) await stop(child)
    throw error
  })

  return {
    name,
    events,
    started,
    get child() {
      return child
    },
    get pid() {
      return child && !exited(child) ? child.pid : null
    },
    get ready() {
      return isReady
    },
    get gaveUp() {
      return gaveUp
    },
    /**
     * Resolves when the current child serves (at once if it does); rejects if it gives up.
     * @param {{ timeoutMs?: number }} [options]
     * @returns {Promise<void>}
     */
    whenReady({ timeoutMs = 120_000 } = {}) {
      if (isReady && child && !exited(child)) return Promise.resolve()
      if (gaveUp) return Promise.reject(new Error(`${name} gave up`))
      return new Promise((resolve, reject) => {
        const off = () => {
          clearTimeout(t)
          events.off('ready', onReady)
          events.off('giveup', onGiveUpEvent)
        }
        const onReady = () => (off(), resolve())
        const onGiveUpEvent = (/** @type {Error} */ error) => (off(), reject(error))
        const t = setTimeout(() => (off(), reject(new Error(`${name} was not ready within ${seconds(timeoutMs)}`))), timeoutMs)
        events.on('ready', onReady)
        events.on('giveup', onGiveUpEvent)
      })
    },
    /**
     * A restart on request (not a crash): ends the child with `signal` and starts it at once.
     * @param {NodeJS.Signals} [signal]
     */
    async restart(signal = 'SIGTERM') {
      clearTimeout(timer)
      const old = child
      if (old && !exited(old)) {
        old.stopping = true
        const done = exitOf(old)
        old.kill(signal)
        await done
      }
      // The first launch set `child` before supervise() returned.
      if (signal === 'SIGKILL') await afterCrash(/** @type {Child} */ (old))
      downSince = Date.now()
      await launch(false)
    },
    /**
     * At once, for a signal handler: stops supervising and sends the child `signal`.
     * @param {NodeJS.Signals} [signal]
     */
    halt(signal = 'SIGTERM') {
      stopping = true
      clearTimeout(timer)
      clearTimeout(steady)
      if (child && !exited(child)) {
        child.stopping = true
        child.kill(signal)
      }
    },
    /** Stops supervising and ends the child. */
    async stop() {
      stopping = true
      clearTimeout(timer)
      clearTimeout(steady)
      if (child && !exited(child)) await stop(child)
    },
  }
}
