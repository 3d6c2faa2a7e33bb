import { describe, expect, it } from 'vitest'
import { extractText, normaliseText, UnreadableDocumentError, UnsupportedDocumentError } from './extract'
import { FIXTURES } from './fixtures/server'

const PAGE_TEXT = [
  'Titanium Credit Card',
  'Fees and charges effective 1 October 2026. All fees are inclusive of 5% VAT.',
  'Fee Amount',
  'Annual fee AED 1,050',
  'Joining fee Free',
  'Late payment fee AED 241.50',
  'Monthly profit rate 3.69%',
  'Minimum monthly salary: Dhs 8,000. See the schedule of charges.',
].join('\n')

describe('the text of a bank page', () => {
  it('is what the page says, a table row to a line, without the menus, scripts, styles and link addresses', async () => {
    const text = await extractText(FIXTURES.page, 'text/html; charset=utf-8', 'https://bank.example/fees')
    expect(text).toBe(PAGE_TEXT)
  })

  it('does not change when only the markup’s spacing, line breaks and non-breaking spaces do', async () => {
    expect(FIXTURES.reformattedPage.equals(FIXTURES.page)).toBe(false)
    expect(await extractText(FIXTURES.reformattedPage, 'text/html', 'https://bank.example/fees')).toBe(PAGE_TEXT)
  })

  it('is read in the charset the Content-Type names, and as HTML when a page is served as something else', async () => {
    const latin = Buffer.from('<html><body><p>Caf\xe9 fee: AED 20</p></body></html>', 'latin1')
    expect(await extractText(latin, 'text/html; charset=windows-1252', 'u')).toBe('Café fee: AED 20')
    expect(await extractText(latin, 'text/html; charset=no-such-charset', 'u')).toBe('Caf\ufffd fee: AED 20')
    const page = Buffer.from('\n<!-- cached -->\n<!DOCTYPE html><p>Annual fee AED 300</p>')
    expect(await extractText(page, 'application/octet-stream', 'u')).toBe('Annual fee AED 300')
    const quoting = Buffer.from('<html><body><p>%PDF-1.7 is a file header.</p></body></html>')
    expect(await extractText(quoting, 'text/html', 'u')).toBe('%PDF-1.7 is a file header.')
  })
})

describe('the text of a PDF', () => {
  const PDF_TEXT = 'Example Bank Schedule of Charges\nAnnual fee: AED 1,050\nMonthly profit rate: 3.69%\nLate payment fee: AED 241.50'

  it('is its lines, read with its content type or from its first bytes', async () => {
    expect(await extractText(FIXTURES.pdf, 'application/pdf', 'https://bank.example/soc.pdf')).toBe(PDF_TEXT)
    expect(await extractText(FIXTURES.pdf, 'application/octet-stream', 'https://bank.example/soc.pdf')).toBe(PDF_TEXT)
  })

  it('leaves the bytes it was given intact', async () => {
    const copy = Buffer.from(FIXTURES.pdf)
    await extractText(copy, 'application/pdf', 'u')
    expect(copy.equals(FIXTURES.pdf)).toBe(true)
  })

  it('is an UnreadableDocumentError when the PDF is broken', async () => {
    const broken = extractText(Buffer.from('%PDF-1.4\nnot really a PDF'), 'application/pdf', 'https://bank.example/broken.pdf')
    await expect(broken).rejects.toBeInstanceOf(UnreadableDocumentError)
    await expect(broken).rejects.toMatchObject({ url: 'https://bank.example/broken.pdf' })
  })
})

describe('a document neither HTML nor PDF', () => {
  it('is an UnsupportedDocumentError naming its type', async () => {
    const image = extractText(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png', 'https://bank.example/card.png')
    await expect(image).rejects.toBeInstanceOf(UnsupportedDocumentError)
    await expect(image).rejects.toMatchObject({
      url: 'https://bank.example/card.png',
      contentType: 'image/png',
      message: 'not an HTML page or a PDF (image/png)',
    })
    await expect(extractText(Buffer.from('{"fee": 1050}'), '', 'u')).rejects.toThrow('not an HTML page or a PDF (no content type)')
  })
})

describe('normalised text', () => {
  it('has one form for what reads the same: NFKC, one space, trimmed lines, no empty lines, no invisible characters', () => {
    const messy = '  Annual\u00a0fee\t\tAED\u2009１,０５０ \r\n\r\n\n  Late\u00adpayment\u200b fee \rAPR   39.99 %  \n\n'
    expect(normaliseText(messy)).toBe('Annual fee AED 1,050\nLatepayment fee\nAPR 39.99 %')
    expect(normaliseText(normaliseText(messy))).toBe(normaliseText(messy))
    expect(normaliseText(' \n\t\n')).toBe('')
  })
})
