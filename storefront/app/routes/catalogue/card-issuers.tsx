import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { BankIcon } from '~/components/CardTile'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { InfoHeader } from '~/components/info/InfoPage'
import { getBanks } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Credit Card Issuers in the UAE | CardCompare UAE' },
  {
    name: 'description',
    content: 'Every UAE bank whose credit cards we compare, from ADCB to Wio Bank: headquarters and a link to each bank’s cards.',
  },
]

// spec §2 /card-issuers: all banks, each linking to its page (/bank/{id}).
export async function loader({ request }: LoaderFunctionArgs) {
  const banks = (await getBanks())
    .filter((bank) => bank.isActive)
    .map(({ id, name, logo, headquarters }) => ({ id, name, logo, headquarters }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return data({ banks }, { headers: catalogueCacheHeaders(request) })
}

export const headers: HeadersFunction = catalogueHeaders

export default function CardIssuersPage() {
  const { banks } = useLoaderData<typeof loader>()
  return (
    <>
      <InfoHeader
        eyebrow="Card issuers"
        title="UAE Credit Card Issuers"
        intro={
          <p>
            We compare cards from {banks.length} banks and card issuers in the UAE. Choose a bank to see its details and every card it
            offers.
          </p>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {banks.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {banks.map((bank) => (
              <li key={bank.id}>
                <Link
                  to={`/bank/${bank.id}`}
                  className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-md"
                >
                  <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200">
                    <ImageWithFallback
                      src={bank.logo}
                      alt=""
                      width={80}
                      height={48}
                      loading="lazy"
                      className="h-12 w-20 object-contain"
                      fallback={<BankIcon className="size-8" />}
                    />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">{bank.name}</span>
                    {bank.headquarters ? (
                      <span className="mt-0.5 block text-sm text-slate-600">Headquarters: {bank.headquarters}</span>
                    ) : null}
                    <span className="mt-1 block text-sm font-medium text-brand-700">View cards</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No card issuers are listed yet. Please check back soon.</p>
        )}
        <p className="mt-10 text-sm text-slate-600">
          Bank details come from each bank’s public information. Fees, rates and eligibility change: always check the bank’s Key Facts
          Statement before you apply.
        </p>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
