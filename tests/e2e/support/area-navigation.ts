import type { Page } from 'playwright-core';

/**
 * Follows a link of a signed-in area's navigation ("Teacher area", "Admin area", ...): the sidebar,
 * or on a phone the bottom bar, whose last links are under More.
 */
export async function followAreaLink(page: Page, area: string, label: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: area });
  const link = navigation.getByRole('link', { name: label, exact: true });
  await navigation.getByRole('link').first().waitFor();
  if (!(await link.isVisible())) await navigation.getByRole('button', { name: 'More' }).click();
  await link.click();
}
