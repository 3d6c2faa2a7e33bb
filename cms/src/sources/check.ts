// One run of the source watcher over a list of URLs: fetch each (the client keeps to one request
// per host, so different banks are read side by side), read its text, and compare it with the
// last snapshot. Storing the results is the caller's job.
import { createSourceClient, type SourceClient } from './client'
import { compareSource, type Check, type Snapshot } from './compare'
import { extractText } from './extract'

export type SourceToCheck = { url: string; previous: Snapshot | null }

async function checkOne({ url, previous }: SourceToCheck, client: SourceClient): Promise<Check> {
  const outcome = await client.get(url)
  if (outcome.kind !== 'ok') return compareSource(previous, outcome, null)
  let text: string
  try {
    text = await extractText(outcome.body, outcome.contentType, outcome.finalUrl)
  } catch (error) {
    // A page we cannot read is a failed check, not an empty document: the last snapshot stays.
    const message = error instanceof Error ? error.message : String(error)
    return compareSource(previous, { kind: 'error', url, message: `${message} at ${outcome.finalUrl}` }, null)
  }
  return compareSource(previous, outcome, text)
}

/** The checks, in the order of `sources`. Never rejects: a failure is that source's `error` check. */
export function checkSources(sources: SourceToCheck[], client: SourceClient = createSourceClient()): Promise<Check[]> {
  return Promise.all(
    sources.map((source) =>
      checkOne(source, client).catch((error: unknown) =>
        compareSource(
          source.previous,
          { kind: 'error', url: source.url, message: error instanceof Error ? error.message : String(error) },
          null,
        ),
      ),
    ),
  )
}
