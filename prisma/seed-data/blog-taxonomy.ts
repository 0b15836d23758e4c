// Blog authors, categories, and tags of the demo content.
import type { BlogAuthorSeed, CategorySeed, SlugNameSeed } from './types';

export const blogAuthors: readonly BlogAuthorSeed[] = [
  {
    slug: 'maya-chen',
    name: 'Maya Chen',
    bio: 'Founder and lead trainer. Maya spent twelve years in product roles at B2B software companies before she started teaching teams to put AI to work.',
    avatarUrl: null,
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    bio: 'Fractional product manager for seed and Series A startups. Daniel has led roadmaps in fintech, logistics, and health care.',
    avatarUrl: null,
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    bio: 'AI engineer who builds agents and internal tools for our clients. Priya writes about what holds up in production and what does not.',
    avatarUrl: null,
  },
];

export const blogCategories: readonly CategorySeed[] = [
  {
    slug: 'ai-strategy',
    name: 'AI Strategy',
    description:
      'How to decide where AI belongs in your business, what to try first, and how to measure the results.',
  },
  {
    slug: 'product-management',
    name: 'Product Management',
    description:
      'Roadmaps, discovery, and the daily work of leading a product, written from inside client teams.',
  },
  {
    slug: 'workshops',
    name: 'Workshops',
    description:
      'Notes from our training sessions: exercises, formats, and what helps teams keep using new skills.',
  },
  {
    slug: 'case-studies',
    name: 'Case Studies',
    description:
      'Client projects with the numbers behind them: what we changed, what it cost, and what it saved.',
  },
];

export const blogTags: readonly SlugNameSeed[] = [
  { slug: 'ai-adoption', name: 'AI Adoption' },
  { slug: 'prompt-writing', name: 'Prompt Writing' },
  { slug: 'ai-agents', name: 'AI Agents' },
  { slug: 'automation', name: 'Automation' },
  { slug: 'roadmapping', name: 'Roadmapping' },
  { slug: 'product-discovery', name: 'Product Discovery' },
  { slug: 'team-training', name: 'Team Training' },
  { slug: 'fractional-pm', name: 'Fractional PM' },
];
