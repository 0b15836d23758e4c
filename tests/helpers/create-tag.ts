// What the post and course editors' browser tests share about creating a tag
// from the editor's tag field: the "Create tag “…”" option, chosen from the
// keyboard.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONTENT } from '../../domain/shared/content';
import { formatMessage } from '../../domain/shared/messages';
import { waitForHydration } from './browser';

/** The editor's field that finds (or creates) a tag. */
export const tagField = (page: Page) => page.getByRole('combobox', { name: CONTENT.findTag });

/** The option that creates a tag of `kind` ('tag', 'course tag') named `name`. */
export const createOption = (page: Page, kind: string, name: string) =>
  page.getByRole('option', { name: formatMessage(CONTENT.termCreate, { kind, name }), exact: true });

/**
 * Types `name` into the tag field, expects the option that creates it last in
 * the list, and chooses it from the keyboard (Up from the field goes to the
 * last option); the field.
 */
export async function createTagByTyping(page: Page, kind: string, name: string) {
  const picker = tagField(page);
  await waitForHydration(picker);
  await picker.fill('');
  await picker.pressSequentially(name);
  const create = createOption(page, kind, name);
  await create.waitFor();
  const options = page.getByRole('listbox', { name: CONTENT.findTag }).getByRole('option');
  expect(await options.last().textContent()).toBe(formatMessage(CONTENT.termCreate, { kind, name }));
  await picker.press('ArrowUp');
  expect(await create.getAttribute('aria-selected')).toBe('true');
  await picker.press('Enter');
  return picker;
}

/** Types `name`, the exact name of a tag (in other letter case too): it is offered, its creation is not. */
export async function noCreateForExistingTag(page: Page, kind: string, name: string, shown: RegExp) {
  const picker = tagField(page);
  await picker.fill('');
  await picker.pressSequentially(name);
  await page.getByRole('option', { name: shown }).waitFor();
  expect(await createOption(page, kind, name).count()).toBe(0);
  await picker.press('Escape');
  await picker.fill('');
}
