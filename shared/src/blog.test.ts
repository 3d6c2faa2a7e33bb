import { describe, expect, it } from 'vitest'
import { blogCommentSchema, blogTagPath, countWords, htmlToText, readingMinutes, readingTimeLabel } from './blog'
import { fieldErrors } from './schemas'

function errorsOf(input: unknown) {
  const result = blogCommentSchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error).fieldErrors
}

const valid = { name: 'Sara Ahmed', email: 'sara@example.ae', content: 'Very useful, thank you.' }

describe('blogCommentSchema', () => {
  it('accepts a valid comment and trims it', () => {
    expect(blogCommentSchema.parse({ name: '  Sara ', email: ' sara@example.ae ', content: '\n Hi \n' })).toEqual({
      name: 'Sara',
      email: 'sara@example.ae',
      content: 'Hi',
    })
    expect(errorsOf(valid)).toBeNull()
  })

  it('gives the form messages for empty, blank or missing fields', () => {
    const expected = {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      content: 'Please write a comment',
    }
    expect(errorsOf({ name: '', email: '', content: '' })).toEqual(expected)
    expect(errorsOf({ name: '   ', email: 'not-an-email', content: ' \n ' })).toEqual(expected)
    expect(errorsOf({})).toEqual(expected)
    expect(errorsOf({ name: 7, email: ['a@b.ae'], content: { text: 'x' } })).toEqual(expected)
  })

  it('bounds the name at 80 and the comment at 4000 characters', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(80), content: 'y'.repeat(4000) })).toBeNull()
    expect(errorsOf({ ...valid, name: 'x'.repeat(81), content: 'y'.repeat(4001) })).toEqual({
      name: 'Name cannot exceed 80 characters',
      content: 'Comment cannot exceed 4000 characters',
    })
  })

  it('rejects an over-long e-mail address with the e-mail message', () => {
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.ae` })).toEqual({
      email: 'Please enter a valid email address',
    })
  })
})

describe('reading time', () => {
  it('reads the text of HTML: tags, scripts and entities', () => {
    expect(htmlToText('<p>The UAE&#39;s <strong>bureau</strong></p><h2>A&amp;B &quot;x&quot;</h2>')).toBe('The UAE\'s bureau A&B "x"')
    expect(htmlToText('<style>p{color:red}</style><p>one&nbsp;two</p><script>var a = 1</script>')).toBe('one two')
    expect(htmlToText('<p>&#x1F600; &unknown;</p>')).toBe('😀 &unknown;')
  })

  it('counts words, not punctuation', () => {
    expect(countWords('Fees – and interest, explained - simply.')).toBe(5)
    expect(countWords('')).toBe(0)
  })

  it('rounds up at 200 words a minute and never says less than 1 minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(words(10))).toBe(1)
    expect(readingMinutes(words(200))).toBe(1)
    expect(readingMinutes(words(201))).toBe(2)
    expect(readingMinutes(words(1000))).toBe(5)
    expect(readingTimeLabel(3)).toBe('3 min read')
  })
})

describe('blogTagPath', () => {
  it('encodes free-text tags', () => {
    expect(blogTagPath('credit score')).toBe('/blog/tag/credit%20score')
    expect(blogTagPath('A/B & C')).toBe('/blog/tag/A%2FB%20%26%20C')
  })
})
