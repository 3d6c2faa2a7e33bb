// The CMS's log never holds the personal data a failed query carried (docs/decisions/024).
// Drizzle's errors read "Failed query: <sql>\nparams: <every value>", and PostgreSQL's unique
// violations "Key (email)=(someone@example.com) already exists": a database outage during a
// burst of applications would write every applicant's address and phone number to the log.
import type { Config } from 'payload'
import { defaultLoggerOptions } from 'payload'

const QUERY_PARAMS = /(\bparams: )[^\n]*/g
const KEY_VALUES = /(Key \([^)]*\)=\()[^\n]*?(\) )/g
const REDACTED = '[redacted]'

export function redactQueryValues(text: string): string {
  return text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(KEY_VALUES, `$1${REDACTED}$2`)
}

type LoggedError = { type: string; message: string; stack?: string; status?: number; code?: string; cause?: LoggedError }

/** An error as the log shows it: its kind, message, stack and causes, with query values left out. */
export function loggedError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactQueryValues(error) : error
  const { status, code } = error as { status?: unknown; code?: unknown }
  return {
    type: error.constructor?.name ?? 'Error',
    message: redactQueryValues(error.message),
    ...(error.stack ? { stack: redactQueryValues(error.stack) } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: loggedError(error.cause, depth + 1) as LoggedError } : {}),
  }
}

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

/** A refusal the client caused (a 4xx answer), which Payload logs as an error like any other. */
function clientError(first: unknown): { message: string; status: number } | null {
  const err = first && typeof first === 'object' && 'err' in first ? first.err : null
  if (!(err instanceof Error)) return null
  const { status } = err as { status?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? { message: err.message, status } : null
}

export const loggerOptions: LoggerOptions = {
  serializers: { err: loggedError, error: loggedError },
  hooks: {
    logMethod(args, method, level) {
      const [first] = args
      // A 4xx is the client's mistake, not the server's failure: one info line, no stack.
      // Payload's loggingLevels would pick the level by the error's class name, which the
      // production build's minifier renames.
      const refused = level >= this.levels.values.error ? clientError(first) : null
      if (refused) return this.info({ msg: redactQueryValues(refused.message), status: refused.status })
      const redacted: typeof args = [...args]
      if (typeof first === 'string') redacted[0] = redactQueryValues(first)
      else if (first && typeof first === 'object' && 'msg' in first && typeof first.msg === 'string')
        redacted[0] = { ...first, msg: redactQueryValues(first.msg) }
      return method.apply(this, redacted)
    },
  },
}

/** Payload's own pretty output, with our serializers. */
export const logger: Config['logger'] = { options: loggerOptions, destination: defaultLoggerOptions }
