// All demo blog content, in the order the seed writes it.
import { agentPosts } from './blog-posts-agents';
import { aiStrategyPosts } from './blog-posts-ai-strategy';
import { productPosts } from './blog-posts-product';
import { workshopPosts } from './blog-posts-workshops';
import type { BlogPostSeed } from './types';

export { blogAuthors, blogCategories, blogTags } from './blog-taxonomy';

export const blogPosts: readonly BlogPostSeed[] = [
  ...aiStrategyPosts,
  ...productPosts,
  ...workshopPosts,
  ...agentPosts,
];
