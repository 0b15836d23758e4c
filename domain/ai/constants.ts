// The assistant's limits of SPEC §9, apart from the shared constants: only
// the back-office and the server load them, never a visitor's page.

export const AI = {
  model: 'gpt-4-turbo-preview',
  temperature: 0.7,
  maxTokens: { content: 2000, titles: 200, metaDescription: 100, improvements: 500 },
  titleCount: 5,
  metaDescriptionLength: { min: 150, max: 160 },
} as const;

export const COPY_CONFIRMATION_MS = 2000;
