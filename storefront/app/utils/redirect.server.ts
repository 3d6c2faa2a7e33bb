/** Only same-site paths are honoured as a post-login destination. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  return target
}
