// The AI assistant's generation settings (SPEC §9).
export const AI = {
  model: 'gpt-4-turbo-preview',
  temperature: 0.7,
  maxTokens: { content: 2000, titles: 200, metaDescription: 100, improvements: 500 },
  titleCount: 5,
  metaDescriptionLength: { min: 150, max: 160 },
} as const;
