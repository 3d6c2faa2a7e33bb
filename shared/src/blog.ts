// Blog rules (spec §2 /blog routes, §3 blog_posts and blog_comments): the comment form's schema
// and the reading time shown on every post.

import { z } from './zod'
import { emailField, multiLine, oneLine } from './fields'

export const BLOG_PAGE_SIZE = 10
export const BLOG_RELATED_LIMIT = 3
export const COMMENT_NAME_MAX_LENGTH = 80
export const COMMENT_CONTENT_MAX_LENGTH = 4000
/** An adult reads about 200 to 250 words a minute on screen; we round towards the slower reader. */
export const WORDS_PER_MINUTE = 200

const NAME_MESSAGE = 'Please enter your name'
const CONTENT_MESSAGE = 'Please write a comment'

/** The comment form under a post; new comments wait for moderation (spec §4). */
export const blogCommentSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(1, { error: NAME_MESSAGE })
    .max(COMMENT_NAME_MAX_LENGTH, { error: `Name cannot exceed ${COMMENT_NAME_MAX_LENGTH} characters` })
    .refine(...oneLine()),
  email: emailField(),
  content: z
    .string({ error: CONTENT_MESSAGE })
    .trim()
    .min(1, { error: CONTENT_MESSAGE })
    .max(COMMENT_CONTENT_MAX_LENGTH, {
      error: `Comment cannot exceed ${COMMENT_CONTENT_MAX_LENGTH} characters`,
    })
    .refine(...multiLine()),
})
export type BlogCommentFormValues = z.input<typeof blogCommentSchema>
export type BlogCommentInput = z.output<typeof blogCommentSchema>

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The visible text of an HTML fragment: tags, scripts and styles removed, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' '
      }
      return ENTITIES[code.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

export function countWords(text: string): number {
  // A word holds at least one letter or digit; stray punctuation ("-", "–") is not a word.
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes to read a post's HTML, never less than 1 ("{n} min read"). */
export function readingMinutes(html: string | null | undefined): number {
  if (!html) return 1
  return Math.max(1, Math.ceil(countWords(htmlToText(html)) / WORDS_PER_MINUTE))
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`
}

/** The path of a tag page; tags are free text ("credit score"), so they are URL-encoded. */
export function blogTagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tag)}`
}
