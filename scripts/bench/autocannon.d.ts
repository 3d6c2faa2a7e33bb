// What scripts/bench/load.mjs uses of autocannon, which ships no types.
declare module 'autocannon' {
  export interface Result {
    requests: { average: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
  }
  export default function autocannon(
    options: { url: string; connections: number; duration: number; headers?: Record<string, string> },
    callback: (error: Error | null, result: Result) => void,
  ): unknown
}
