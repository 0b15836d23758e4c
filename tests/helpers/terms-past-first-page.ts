// What the post and course editors' browser tests share about terms past the
// first 100 the editors load: 150 numbered terms, the editor's tags as shown,
// and a tag found by typing.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONTENT } from '../../domain/shared/content';
import { waitForHydration } from './browser';

/** 150 terms, 'Topic 001' to 'Topic 150' for the prefix 'Topic': the editors load the first 100 by name. */
export const numberedTerms = (prefix: string) =>
  Array.from({ length: 150 }, (_, at) => {
    const number = String(at + 1).padStart(3, '0');
    return { slug: `${prefix.toLowerCase()}-${number}`, name: `${prefix} ${number}` };
  });

/** The text of the option a select labelled `name` shows as chosen. */
export const shownChoice = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

/**
 * In an open editor whose row has 'Topic 142': the first 100 tags are listed,
 * and 'Topic 142' past them too, ticked; 'Topic 147' is then found by typing,
 * chosen from the keyboard, and ticked, the field empty again with the focus.
 */
export async function findTagPastFirstPage(page: Page): Promise<void> {
  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('checkbox', { name: 'Topic 001' }).waitFor();
  expect(await tags.getByRole('checkbox', { name: 'Topic 120' }).count()).toBe(0);
  expect(await tags.getByRole('checkbox', { name: 'Topic 142' }).count()).toBe(1);
  expect(await tags.getByRole('checkbox', { name: 'Topic 142' }).isChecked()).toBe(true);

  const picker = await findTag(page, 'Topic 147');
  const chosen = tags.getByRole('checkbox', { name: 'Topic 147' });
  await chosen.waitFor();
  expect(await chosen.isChecked()).toBe(true);
  expect(await picker.inputValue()).toBe('');
  expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** Types `name` into the editor's 'Find a tag' field and chooses the first match from the keyboard; the field. */
export async function findTag(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: CONTENT.findTag });
  await waitForHydration(picker);
  await picker.pressSequentially(name);
  await page.getByRole('option', { name: new RegExp(name) }).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  return picker;
}
