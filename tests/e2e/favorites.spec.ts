// Favourites (spec §4, §8) and "Popular this week" (docs/decisions/016), at 1366 and 390 px with
// axe: the heart as a guest (sign-in prompt), an unverified user (reminder) and a verified user
// (toasts, /favorites, Remove, empty state, the heart's state after a reload).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'

async function firstTile(page: Page) {
  await waitForHydration(page)
  const tile = page.locator('main article').first()
  const name = (await tile.locator('h3').textContent())!.trim()
  return { tile, name }
}

test('a guest pressing the heart is asked to log in', async ({ page }) => {
  await page.goto('/cards')
  const { tile, name } = await firstTile(page)
  const heart = tile.getByRole('button', { name: `Add ${name} to favourites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const toast = page.getByRole('alert')
  await expect(toast).toContainText('Authentication Required')
  await expect(toast).toContainText('Please login to save favorites')
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expectNoAxeViolations(page)
})

test('an unverified user pressing the heart sees the verification reminder', async ({ page }) => {
  await signUp(page, { verified: false })
  await page.goto('/cards')
  const { tile, name } = await firstTile(page)
  await tile.getByRole('button', { name: `Add ${name} to favourites` }).click()
  const reminder = page.getByRole('dialog', { name: 'Email Verification Required' })
  await expect(reminder).toBeVisible()
  await expectNoAxeViolations(page)
  await reminder.getByRole('button', { name: "I'll do it later" }).click()
  await expect(tile.getByRole('button', { name: `Add ${name} to favourites` })).toHaveAttribute('aria-pressed', 'false')
})

test('a verified user adds from a tile, finds it on /favorites and removes it there', async ({ page }) => {
  await signUp(page, { verified: true })
  await page.goto('/cards')
  const { tile, name } = await firstTile(page)
  await tile.getByRole('button', { name: `Add ${name} to favourites` }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Added to favorites' })
  await expect(toast).toContainText('The card has been added to your favorites')
  const saved = tile.getByRole('button', { name: `Remove ${name} from favourites` })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'My Favourite Cards' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  await expectNoAxeViolations(page)

  await waitForHydration(page)
  await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favorites' })).toContainText(
    'The card has been removed from your favorites',
  )
  await expect(page.getByText('You have not saved any cards yet')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('on the card page the heart keeps its state over a reload', async ({ page }) => {
  await signUp(page, { verified: true })
  await page.goto('/cards')
  const again = await firstTile(page)
  await again.tile.getByRole('link', { name: again.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: again.name })).toBeVisible()
  await waitForHydration(page)
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: `Add ${again.name} to favourites` })
    .first()
  await heart.click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  const kept = page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${again.name} from favourites` })
    .first()
  await expect(kept).toHaveAttribute('aria-pressed', 'true')
  await expectNoAxeViolations(page)
  await kept.click()
  await expect(page.getByRole('status').filter({ hasText: 'Removed from favorites' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Add ${again.name} to favourites` })
      .first(),
  ).toHaveAttribute('aria-pressed', 'false')
})

test('the home page shows "Popular this week" once cards are viewed, compared and saved', async ({ page }) => {
  await signUp(page, { verified: true })
  await page.goto('/cards')
  const { tile, name } = await firstTile(page)
  await tile.getByRole('button', { name: `Add ${name} to favourites` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible()
  await tile.getByRole('button', { name: /^Compare/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to Compare' })).toBeVisible()

  // The ranking counts them (other suites may have made other cards busier this week).
  const ranking = await (await page.request.get('/cms-api/card-interactions/popular?limit=20')).json()
  const cardId = Number(await tile.locator('input[name="cardId"]').first().inputValue())
  const mine = ranking.cards.find((entry: { id: number }) => entry.id === cardId)
  expect(mine.counts.favorite).toBeGreaterThanOrEqual(1)
  expect(mine.counts.compare).toBeGreaterThanOrEqual(1)
  const top = await Promise.all(
    ranking.cards
      .slice(0, 3)
      .map(async (entry: { id: number }) => (await (await page.request.get(`/api/credit-cards/${entry.id}`)).json()).name as string),
  )

  await page.goto('/')
  const popular = page.getByRole('region', { name: 'Popular this week' })
  await expect(popular).toBeVisible()
  await expect(popular.getByRole('heading', { level: 3 })).toHaveText(top)
  await waitForHydration(page)
  // The hearts on the row know what this user saved.
  const pressed = popular.getByRole('button', { name: `Remove ${name} from favourites` })
  await expect(pressed).toHaveCount(top.includes(name) ? 1 : 0)
  await popular.scrollIntoViewIfNeeded()
  await expectNoAxeViolations(page)
})
