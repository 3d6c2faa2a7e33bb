// The source watcher's findings (docs/decisions/033), shared by the collection, its runner and the dashboard.

export const SOURCE_CHECK_STATUSES = ['new', 'unchanged', 'changed', 'moved', 'gone', 'error'] as const
export type SourceCheckStatus = (typeof SOURCE_CHECK_STATUSES)[number]

export const STATUS_LABELS: Record<SourceCheckStatus, string> = {
  new: 'First read',
  unchanged: 'Unchanged',
  changed: 'Changed',
  moved: 'Moved',
  gone: 'Gone',
  error: 'Could not be read',
}

/** The findings an editor must look at before the cards citing the document count as current. */
export const STATUSES_TO_REVIEW: readonly SourceCheckStatus[] = ['changed', 'moved', 'gone']

/** The watcher's writes carry this in the request context; every other save may only confirm. */
export const WATCHER_CONTEXT = 'sourceWatcher'
