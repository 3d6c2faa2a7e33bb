// Any path no other route matches (spec §2 route table): the root ErrorBoundary renders the
// not-found page with status 404.
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function CatchAll() {
  return null
}
