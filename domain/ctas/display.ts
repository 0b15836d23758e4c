// Calls to action (SPEC §2 public CTA block, §3 CTA): where a CTA leads, its
// icon set and how its type is labelled. Shared by the public block and the
// admin editor.
import { CTA_TYPES, type CtaType } from '../shared/constants';

/** The named icon set a CTA picks from (lucide icon names). */
export const CTA_ICONS = [
  'graduation-cap',
  'book-open',
  'bot',
  'brain',
  'sparkles',
  'lightbulb',
  'rocket',
  'briefcase',
  'target',
  'trending-up',
  'users',
  'calendar',
  'message-circle',
  'mail',
] as const;
export type CtaIconName = (typeof CTA_ICONS)[number];
/** Shown when a stored icon name is not in the set (e.g. renamed since). */
export const DEFAULT_CTA_ICON: CtaIconName = 'sparkles';

export const CTA_MODAL_TYPES = ['calendar', 'contact'] as const;
export type CtaModalType = (typeof CTA_MODAL_TYPES)[number];

export type CtaAction = { kind: 'link'; to: string } | { kind: 'modal'; modal: CtaModalType };

/** The page a CTA of each type links to when it opens no dialog. */
export const CTA_TYPE_LINKS: Readonly<Record<CtaType, string>> = {
  ai_training: '/courses',
  agent_dev: '/contact',
  fractional_pm: '/fractional-pm',
};

export const isCtaType = (value: unknown): value is CtaType =>
  typeof value === 'string' && (CTA_TYPES as readonly string[]).includes(value);

export const isCtaIcon = (value: unknown): value is CtaIconName =>
  typeof value === 'string' && (CTA_ICONS as readonly string[]).includes(value);

/**
 * What the button of a CTA does: a modal_type opens the calendar or contact
 * dialog; otherwise it links to the page of its type, or to / for any other type.
 */
export function ctaAction(cta: { type: string; modalType?: string | null }): CtaAction {
  const modal = CTA_MODAL_TYPES.find((type) => type === cta.modalType);
  if (modal) return { kind: 'modal', modal };
  return { kind: 'link', to: isCtaType(cta.type) ? CTA_TYPE_LINKS[cta.type] : '/' };
}

/** Words written in capitals wherever a type label shows them. */
const ACRONYMS: ReadonlySet<string> = new Set(['ai', 'api', 'crm', 'llm', 'ml', 'pm', 'seo', 'ui', 'ux']);

/**
 * 'ai_training' → 'AI Training': underscores as spaces, each word capitalised
 * (SPEC §3), known acronyms in capitals.
 */
export function formatCtaType(type: string): string {
  return type
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export const ctaIconOf = (icon: string): CtaIconName => (isCtaIcon(icon) ? icon : DEFAULT_CTA_ICON);
