// A post's tags, as small labels.
import { graphql, useFragment } from 'react-relay/hooks';
import type { TagList_tags$key } from '../../__generated__/TagList_tags.graphql';

export function TagList({ tags: key }: { tags: TagList_tags$key }) {
  const tags = useFragment(
    graphql`
      fragment TagList_tags on BlogTag @relay(plural: true) {
        id
        name
      }
    `,
    key,
  );
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className="max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 wrap-anywhere"
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
