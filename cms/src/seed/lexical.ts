// Builds Lexical rich-text JSON from the plain paragraphs of the seed files.
type Block = { type: 'h2' | 'h3' | 'p'; text: string }

const textNode = (text: string) => ({
  type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1,
})

export function paragraphsToLexical(blocks: Block[]) {
  return {
    root: {
      type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
      children: blocks.map((block) =>
        block.type === 'p'
          ? { type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [textNode(block.text)] }
          : { type: 'heading', tag: block.type, format: '', indent: 0, version: 1, direction: 'ltr', children: [textNode(block.text)] },
      ),
    },
  }
}
