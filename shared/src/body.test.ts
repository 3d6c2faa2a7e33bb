import { describe, expect, it } from 'vitest'
import { readBytesAtMost, readTextAtMost } from './body'

const stream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

describe('readTextAtMost', () => {
  it('reads a body in chunks up to the limit', async () => {
    expect(await readTextAtMost(stream('{"a":', '1}'), 7)).toBe('{"a":1}')
  })

  it('answers null as soon as the body passes the limit', async () => {
    expect(await readTextAtMost(stream('{"a":', '12}'), 7)).toBeNull()
  })

  it('reads a body a little over the limit to its end, so that its sender reads the refusal, and cuts off a far larger one', async () => {
    const sent = (chunks: number, size: number) => {
      let pulled = 0
      let cancelled = false
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled++ === chunks) controller.close()
          else controller.enqueue(new Uint8Array(size))
        },
        cancel() {
          cancelled = true
        },
      })
      return { body, pulled: () => pulled, cancelled: () => cancelled }
    }
    const little = sent(10, 10_000)
    expect(await readBytesAtMost(little.body, 64 * 1024)).toBeNull()
    expect([little.pulled(), little.cancelled()]).toEqual([11, false])
    const huge = sent(1000, 64 * 1024)
    expect(await readBytesAtMost(huge.body, 64 * 1024)).toBeNull()
    expect(huge.cancelled()).toBe(true)
    expect(huge.pulled()).toBeLessThan(40)
  })

  it('reads no body as empty text', async () => {
    expect(await readTextAtMost(null, 10)).toBe('')
    expect(await readBytesAtMost(undefined, 10)).toEqual(new Uint8Array(0))
  })

  it('drops a leading byte-order mark and keeps multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('\uFEFFدرهم')
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4))
        controller.enqueue(bytes.slice(4))
        controller.close()
      },
    })
    expect(await readTextAtMost(body, 100)).toBe('درهم')
  })
})
