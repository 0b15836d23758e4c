// An import mutation as the CRM import tests send it: the import's status and counts, or the error.
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { GqlError } from './content';

export type ImportResult = GqlError & { id: string; status: string; counts: Record<string, number> | null };

export function importMutations(app: () => TestApp, cookie: () => string) {
  return async (name: string, inputType: string, input: Record<string, unknown>): Promise<ImportResult> => {
    const result = await app().gql<Record<string, ImportResult>>(
      `mutation M($input: ${inputType}!) { ${name}(input: $input) {
      __typename ... on CrmImport { id status counts { created updated restored skipped errors } } ... on Error { message } } }`,
      { input },
      { cookie: cookie() },
    );
    expect(result.errors).toBeUndefined();
    return result.data![name]!;
  };
}
