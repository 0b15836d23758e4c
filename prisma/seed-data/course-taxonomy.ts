// Course categories and tags of the demo catalogue.
import type { CategorySeed, SlugNameSeed } from './types';

export const courseCategories: readonly CategorySeed[] = [
  {
    slug: 'ai-teams',
    name: 'AI for Teams',
    description:
      'Practical AI skills for non-technical teams: prompt writing, review, and safe everyday use.',
  },
  {
    slug: 'ai-engineering',
    name: 'AI Engineering',
    description: 'Hands-on courses for builders who connect language models to tools, data, and workflows.',
  },
  {
    slug: 'product-leadership',
    name: 'Product Leadership',
    description:
      'Courses for product managers and founders who plan, specify, and ship products that use AI.',
  },
];

export const courseTags: readonly SlugNameSeed[] = [
  { slug: 'prompt-writing', name: 'Prompt Writing' },
  { slug: 'ai-agents', name: 'AI Agents' },
  { slug: 'workflow-automation', name: 'Workflow Automation' },
  { slug: 'product-strategy', name: 'Product Strategy' },
  { slug: 'hands-on-labs', name: 'Hands-On Labs' },
  { slug: 'team-enablement', name: 'Team Enablement' },
];
