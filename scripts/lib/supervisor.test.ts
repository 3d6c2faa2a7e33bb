// The launcher's crash recovery (docs/decisions/025) with real child processes: a child killed
// with kill -9 is started again and serves, the wait between restarts doubles, a minute up
// resets it, too many crashes in a row give up, and stopping a child that already died returns.
import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM scripts without types
import { exitOf, stopChild, supervise } from './supervisor.mjs'
// @ts-expect-error plain ESM scripts without types
import { waitForHttp } from './stack.mjs'
// @ts-expect-error plain ESM scripts without types
import { freePort } from './test-stack.mjs'

type Supervisor = {
  pid: number | null
  child: ChildProcess
  started: Promise<void>
  events: NodeJS.EventEmitter
  whenReady: (options?: { timeoutMs?: number }) => Promise<void>
  stop: () => Promise<void>
}

/** A web server that answers with its pid. */
const server = (port: number) =>
  spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1')`], {
    stdio: 'ignore',
  })
const crashing = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' })

const running: Supervisor[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()))
})

function superviseServer(port: number, options: Record<string, unknown> = {}, start = () => server(port)) {
  const lines: string[] = []
  const supervisor: Supervisor = supervise({
    name: 'web',
    start,
    ready: (child: ChildProcess) => waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000 }),
    log: (line: string) => lines.push(line),
    ...options,
  })
  running.push(supervisor)
  return { supervisor, lines }
}

const answer = async (port: number) => Number(await (await fetch(`http://127.0.0.1:${port}/`)).text())
const delays = (supervisor: Supervisor) => {
  const seen: number[] = []
  supervisor.events.on('restarting', ({ delayMs }: { delayMs: number }) => seen.push(delayMs))
  return seen
}

describe('the supervisor', () => {
  it('starts a child killed with kill -9 again, and it serves', async () => {
    const port = await freePort()
    const { supervisor, lines } = superviseServer(port)
    await supervisor.started
    const first = await answer(port)
    expect(first).toBe(supervisor.pid)

    const back = new Promise((resolve) => supervisor.events.once('ready', resolve))
    process.kill(first, 'SIGKILL')
    await back

    const second = await answer(port)
    expect(second).not.toBe(first)
    expect(second).toBe(supervisor.pid)
    expect(lines.find((l) => l.includes('SIGKILL'))).toMatch(
      /^\[web\] exited \(signal SIGKILL after [\d.]+ s up\); restarting in 1\.0 s \(crash 1 of 5 in a row allowed\)$/,
    )
    expect(lines.some((l) => /^\[web\] back \(pid \d+\) after [\d.]+ s down$/.test(l))).toBe(true)
  }, 20_000)

  it('doubles the wait while the child keeps dying, and gives up after too many crashes in a row', async () => {
    const port = await freePort()
    let starts = 0
    let gaveUp: Error | null = null
    const { supervisor, lines } = superviseServer(
      port,
      { firstDelayMs: 100, maxDelayMs: 300, maxCrashes: 4, onGiveUp: (e: Error) => (gaveUp = e) },
      () => (++starts === 1 ? server(port) : crashing()),
    )
    const seen = delays(supervisor)
    await supervisor.started
    const given = new Promise((resolve) => supervisor.events.once('giveup', resolve))
    process.kill(supervisor.pid!, 'SIGKILL')
    await given
    expect(seen).toEqual([100, 200, 300, 300])
    expect(starts).toBe(5)
    expect(gaveUp!.message).toBe('web crashed 5 times in a row without staying up for 60 s; giving up')
    expect(lines.at(-1)).toBe(
      '[web] exited (exit code 3 before it was ready); web crashed 5 times in a row without staying up for 60 s; giving up',
    )
    await expect(supervisor.whenReady()).rejects.toThrow('web gave up')
  }, 20_000)

  it('waits the shortest time again once the child has stayed up long enough', async () => {
    const port = await freePort()
    const { supervisor } = superviseServer(port, { firstDelayMs: 100, upForMs: 1500 })
    const seen = delays(supervisor)
    await supervisor.started
    const killAndWait = async () => {
      const ready = new Promise((resolve) => supervisor.events.once('ready', resolve))
      process.kill(supervisor.pid!, 'SIGKILL')
      await ready
    }
    await killAndWait()
    await killAndWait()
    expect(seen).toEqual([100, 200])
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await killAndWait()
    expect(seen).toEqual([100, 200, 100])
  }, 20_000)

  it('does not restart a child it was asked to stop, nor one that dies while a restart waits', async () => {
    const port = await freePort()
    const { supervisor } = superviseServer(port, { firstDelayMs: 500 })
    await supervisor.started
    const waiting = new Promise((resolve) => supervisor.events.once('restarting', resolve))
    process.kill(supervisor.pid!, 'SIGKILL')
    await waiting
    await supervisor.stop()
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(supervisor.pid).toBeNull()
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  }, 20_000)

  it('stopChild returns for a child that already died by a signal', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    process.kill(child.pid!, 'SIGKILL')
    await exitOf(child)
    expect(child.exitCode).toBeNull()
    expect(child.signalCode).toBe('SIGKILL')
    const stopped = await Promise.race([
      stopChild(child).then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2000)),
    ])
    expect(stopped).toBe('stopped')
  })

  it('stopChild ends a frozen child (SIGSTOP) with SIGKILL after the grace time', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    process.kill(child.pid!, 'SIGSTOP')
    const began = Date.now()
    await stopChild(child, { graceMs: 500 })
    expect(child.signalCode).toBe('SIGKILL')
    expect(Date.now() - began).toBeGreaterThanOrEqual(450)
  })
})
