// What an import did, or will do (its preview): one inline fragment selected
// by the import screen (preview and result) and the import history, and one
// reader.
import { graphql, readInlineData } from 'react-relay/hooks';
import type {
  importCounts_counts$data,
  importCounts_counts$key,
} from '../../../__generated__/importCounts_counts.graphql';

const COUNTS = graphql`
  fragment importCounts_counts on CrmImportCounts @inline {
    created
    updated
    restored
    skipped
    errors
  }
`;

export type ImportCounts = importCounts_counts$data;

export const readImportCounts = (key: importCounts_counts$key): ImportCounts => readInlineData(COUNTS, key);
