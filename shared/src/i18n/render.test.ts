import { describe, expect, it } from 'vitest'
import { fill } from './render'

describe('fill', () => {
  it('replaces each {{name}} with its value, every time it appears', () => {
    expect(fill('Hello {{name}}, {{ name }} (reference {{id}})', { name: 'Aisha', id: 41 })).toBe('Hello Aisha, Aisha (reference 41)')
  })

  it('leaves a name without a value as written, and text without names as it is', () => {
    expect(fill('Hello {{name}}', {})).toBe('Hello {{name}}')
    expect(fill('No names & <tags>')).toBe('No names & <tags>')
  })

  it('inserts a value literally, even one that looks like a replacement pattern', () => {
    expect(fill('{{a}}', { a: '$& {{b}}', b: 'x' })).toBe('$& {{b}}')
  })
})
