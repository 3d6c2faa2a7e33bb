// The site's links, forms and navigations: Remix's, with a path on this site kept in the page's
// language, so a page under /ar leads to the rest of the site under /ar (docs/decisions/035).
// A relative path, a query alone or another origin is left as it is.
import {
  Form as RemixForm,
  Link as RemixLink,
  NavLink as RemixNavLink,
  useNavigate as useRemixNavigate,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from '@remix-run/react'
import { forwardRef, useCallback } from 'react'
import { useLocalePath } from '~/utils/locale'

type To = LinkProps['to']
/** The options of a navigation to a place (not of a step through history). */
type NavigateOptions = Pick<LinkProps, 'replace' | 'state' | 'preventScrollReset' | 'relative' | 'viewTransition'> & { flushSync?: boolean }

function useTo(): (to: To) => To {
  const localize = useLocalePath()
  return useCallback(
    (to: To) => (typeof to === 'string' ? localize(to) : to.pathname ? { ...to, pathname: localize(to.pathname) } : to),
    [localize],
  )
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RemixLink ref={ref} to={useTo()(to)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RemixNavLink ref={ref} to={useTo()(to)} {...props} />
})

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const localize = useLocalePath()
  return <RemixForm ref={ref} action={action === undefined ? undefined : localize(action)} {...props} />
})

export function useNavigate(): NavigateFunction {
  const navigate = useRemixNavigate()
  const to = useTo()
  return useCallback(
    ((target: To | number, options?: NavigateOptions) =>
      typeof target === 'number' ? navigate(target) : navigate(to(target), options)) as NavigateFunction,
    [navigate, to],
  )
}
