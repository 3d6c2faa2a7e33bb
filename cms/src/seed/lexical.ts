// Builds Lexical rich-text JSON from the plain paragraphs of the seed files.
import type { BlogPost } from '../payload-types'

/** A paragraph as the seed file holds it: `p`, or a heading `h2` / `h3`. */
type Block = { type: string; text: string }

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const node = (block: Block) => {
  if (block.type === 'p')
    return {
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      textFormat: 0,
      children: [textNode(block.text)],
    } as const
  if (block.type === 'h2' || block.type === 'h3')
    return {
      type: 'heading',
      tag: block.type,
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [textNode(block.text)],
    } as const
  throw new Error(`seed: unknown paragraph type "${block.type}"`)
}

export function paragraphsToLexical(blocks: Block[]): BlogPost['content'] {
  return {
    root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: blocks.map(node) },
  }
}
