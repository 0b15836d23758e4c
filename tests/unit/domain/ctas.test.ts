import { describe, expect, it } from 'vitest';
import {
  CTA_ICONS,
  ctaAction,
  ctaIconOf,
  DEFAULT_CTA_ICON,
  formatCtaType,
} from '../../../domain/ctas/display';
import { ctaIconLabel } from '../../../domain/ctas/form';
import { CTA_TYPES } from '../../../domain/shared/constants';

describe('where a CTA leads', () => {
  it.each([
    [
      { type: 'ai_training', modalType: null },
      { kind: 'link', to: '/courses' },
    ],
    [
      { type: 'agent_dev', modalType: null },
      { kind: 'link', to: '/contact' },
    ],
    [
      { type: 'fractional_pm', modalType: null },
      { kind: 'link', to: '/fractional-pm' },
    ],
    [
      { type: 'webinar', modalType: null },
      { kind: 'link', to: '/' },
    ],
    [
      { type: '', modalType: undefined },
      { kind: 'link', to: '/' },
    ],
    [
      { type: 'ai_training', modalType: 'calendar' },
      { kind: 'modal', modal: 'calendar' },
    ],
    [
      { type: 'fractional_pm', modalType: 'contact' },
      { kind: 'modal', modal: 'contact' },
    ],
    [
      { type: 'webinar', modalType: 'calendar' },
      { kind: 'modal', modal: 'calendar' },
    ],
    // An unknown modal type is no modal: the type's page.
    [
      { type: 'agent_dev', modalType: 'popup' },
      { kind: 'link', to: '/contact' },
    ],
  ])('%j → %j', (cta, action) => {
    expect(ctaAction(cta)).toEqual(action);
  });
});

describe('CTA type labels', () => {
  it.each([
    ['ai_training', 'AI Training'],
    ['agent_dev', 'Agent Dev'],
    ['fractional_pm', 'Fractional PM'],
    ['AI_training', 'AI Training'],
    ['pm', 'PM'],
    ['crm_seo_audit', 'CRM SEO Audit'],
    ['aim_pmo', 'Aim Pmo'],
    ['single', 'Single'],
    ['double__underscore_', 'Double Underscore'],
    ['UPPER_case', 'Upper Case'],
  ])('%s → %s', (type, label) => {
    expect(formatCtaType(type)).toBe(label);
  });

  it('labels every type without underscores', () => {
    for (const type of CTA_TYPES) expect(formatCtaType(type)).not.toContain('_');
  });
});

describe('CTA icons', () => {
  it('keeps a named icon of the set and replaces anything else', () => {
    for (const icon of CTA_ICONS) expect(ctaIconOf(icon)).toBe(icon);
    expect(ctaIconOf('not-an-icon')).toBe(DEFAULT_CTA_ICON);
    expect(ctaIconOf('')).toBe(DEFAULT_CTA_ICON);
  });

  it('has no duplicate names', () => {
    expect(new Set(CTA_ICONS).size).toBe(CTA_ICONS.length);
  });
});

describe('CTA icon labels', () => {
  it.each([
    ['graduation-cap', 'Graduation cap'],
    ['bot', 'Bot'],
    ['message-circle', 'Message circle'],
    ['trending-up', 'Trending up'],
    ['--odd--name', 'Odd name'],
  ])('%s → %s', (icon, label) => {
    expect(ctaIconLabel(icon)).toBe(label);
  });

  it('names every icon of the set in words', () => {
    for (const icon of CTA_ICONS) expect(ctaIconLabel(icon)).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
  });
});
