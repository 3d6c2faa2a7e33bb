import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'
import { filteredBy, LEAD_CSV_COLUMNS, LEAD_CSV_HEADER, leadCsvRow, listQueryFrom, relationId } from './leadsCsv'

const lookups = { bankNames: new Map([[3, 'Emirates NBD']]), usernames: new Map([[9, 'sara_sales']]) }

describe('leads CSV rows', () => {
  it('writes the columns in order, with bank names and usernames', () => {
    const row = leadCsvRow(
      {
        id: 41,
        createdAt: '2026-11-27T08:03:41.512Z',
        source: 'lead-form',
        status: 'new',
        fullName: 'Aisha Khan',
        email: 'aisha@example.test',
        phone: '+971501234567',
        salary: 12000,
        cardName: 'Skywards Infinite',
        bank: 3,
        assignedTo: { id: 9, username: 'ignored: the lookup names it' },
        followUpDate: '2026-11-30T12:00:00.000Z',
        consent: {
          contact: true,
          marketing: false,
          version: '2026-11-23',
          givenAt: '2026-11-27T08:03:41.000Z',
          withdrawnAt: '2026-11-27T21:15:00.000Z',
        },
      },
      lookups,
    )
    expect(Object.fromEntries(LEAD_CSV_COLUMNS.map((column, i) => [column, row[i]]))).toEqual({
      id: '41',
      // UAE local time (GMT+4), as the header says.
      createdAt: '2026-11-27 12:03',
      source: 'lead-form',
      status: 'new',
      fullName: 'Aisha Khan',
      email: 'aisha@example.test',
      // A leading + would be a formula to a spreadsheet.
      phone: "'+971501234567",
      salary: '12000',
      cardName: 'Skywards Infinite',
      bank: 'Emirates NBD',
      assignedTo: 'sara_sales',
      followUpDate: '2026-11-30',
      'consent.contact': 'yes',
      'consent.marketing': 'no',
      'consent.version': '2026-11-23',
      'consent.givenAt': '2026-11-27 12:03',
      // After 20:00 UTC it is the next day in the UAE.
      'consent.withdrawnAt': '2026-11-28 01:15',
    })
  })

  it('never lets a visitor’s text run as a formula', () => {
    const row = leadCsvRow(
      { id: 1, fullName: '=HYPERLINK("http://evil.test","x")', email: '@evil', cardName: '-1+1', consent: null },
      lookups,
    )
    expect(row[4]).toBe(`'=HYPERLINK("http://evil.test","x")`)
    expect(row[5]).toBe("'@evil")
    expect(row[8]).toBe("'-1+1")
    expect(row.slice(12)).toEqual(['', '', '', '', ''])
  })

  it('names an unknown related record by its id', () => {
    const row = leadCsvRow({ id: 2, bank: 77, assignedTo: null }, lookups)
    expect(row[9]).toBe('#77')
    expect(row[10]).toBe('')
  })

  it('reads relationship ids whether or not Payload populated them', () => {
    expect([relationId(5), relationId({ id: 5 }), relationId(null), relationId({})]).toEqual([5, 5, null, null])
  })

  it('says in the header that its times are UAE time', () => {
    expect(LEAD_CSV_HEADER).toEqual([
      'id',
      'createdAt (UAE time, GMT+4)',
      'source',
      'status',
      'fullName',
      'email',
      'phone',
      'salary',
      'cardName',
      'bank',
      'assignedTo',
      'followUpDate (UAE date)',
      'consent.contact',
      'consent.marketing',
      'consent.version',
      'consent.givenAt (UAE time, GMT+4)',
      'consent.withdrawnAt (UAE time, GMT+4)',
    ])
  })

  it('leaves an empty time empty', () => {
    const row = leadCsvRow({ id: 3, createdAt: null, followUpDate: null, consent: { givenAt: null, withdrawnAt: null } }, lookups)
    expect([row[1], row[11], row[15], row[16]]).toEqual(['', '', '', ''])
  })
})

describe('the list’s query', () => {
  it('is read from the URL as the admin list writes it', () => {
    const where = { or: [{ and: [{ status: { equals: 'new' } }, { createdAt: { greater_than_equal: '2026-11-26T20:00:00.000Z' } }] }] }
    const url = `/cms-api/leads/export.csv${qs.stringify({ where, search: 'aisha', sort: 'fullName' }, { addQueryPrefix: true })}`
    expect(listQueryFrom(url)).toEqual({ where, search: 'aisha', sort: 'fullName' })
  })

  it('defaults to everything, newest first', () => {
    expect(listQueryFrom('/cms-api/leads/export.csv')).toEqual({ where: {}, search: undefined, sort: '-createdAt' })
    expect(listQueryFrom('/cms-api/leads/export.csv?where=oops&sort=')).toEqual({ where: {}, search: undefined, sort: '-createdAt' })
  })

  it('names only the fields a filter uses, never its values', () => {
    expect(
      filteredBy({
        or: [{ and: [{ email: { equals: 'aisha@example.test' } }, { status: { in: ['new'] } }] }],
        createdAt: { exists: true },
      }),
    ).toEqual(['createdAt', 'email', 'status'])
  })
})
