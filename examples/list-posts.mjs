// Lists every published post, one JSON line each, paging through the
// `blogPosts` connection with an API token. Node 20 or later, no packages:
//   API_TOKEN=mlab_... GRAPHQL_URL=https://your-site.example/graphql node examples/list-posts.mjs
const url = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const token = process.env.API_TOKEN;
const pageSize = Number(process.env.PAGE_SIZE ?? 100); // at most 100 a page
if (!token) throw new Error('Set API_TOKEN to a token from /admin/settings/api-tokens.');

const QUERY = `query Posts($first: Int!, $after: String) {
  blogPosts(first: $first, after: $after) {
    edges { node { title slug publishedAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function graphql(query, variables) {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      body: JSON.stringify({ query, variables }),
    });
    // Over the token's per-minute budget: wait as long as the server says, then retry.
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? 60);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    const body = await response.json();
    if (!response.ok || body.errors) {
      const messages = (body.errors ?? []).map((error) => error.message).join('; ');
      throw new Error(`HTTP ${response.status}: ${messages || response.statusText}`);
    }
    return body.data;
  }
}

let after = null;
do {
  const { blogPosts } = await graphql(QUERY, { first: pageSize, after });
  for (const { node } of blogPosts.edges) console.log(JSON.stringify(node));
  after = blogPosts.pageInfo.hasNextPage ? blogPosts.pageInfo.endCursor : null;
} while (after);
