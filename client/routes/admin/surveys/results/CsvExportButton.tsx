// Downloads every response of a survey as a CSV file (made on the server).
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { csvSeparatorFor } from '../../../../../domain/shared/csv';
import type { CsvExportButtonQuery } from '../../../../__generated__/CsvExportButtonQuery.graphql';
import { Button } from '../../../../components/Button';

const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'survey'
  }-responses.csv`;

export function CsvExportButton({ surveyId, title }: { surveyId: string; title: string }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = () => {
    setState('loading');
    fetchQuery<CsvExportButtonQuery>(
      environment,
      graphql`
        query CsvExportButtonQuery($id: String!, $separator: CsvSeparator!) {
          survey(id: $id) {
            ... on Survey {
              responsesCsv(separator: $separator)
            }
          }
        }
      `,
      // Separated as the admin's Excel expects (semicolons where 1.5 is written 1,5).
      { id: surveyId, separator: csvSeparatorFor() },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then((data) => {
        const csv = data?.survey && 'responsesCsv' in data.survey ? data.survey.responsesCsv : undefined;
        if (csv === undefined) throw new Error('No CSV');
        // The byte-order mark makes spreadsheet programs read the file as UTF-8.
        const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
        const link = Object.assign(document.createElement('a'), { href: url, download: fileName(title) });
        link.click();
        URL.revokeObjectURL(url);
        setState('idle');
      })
      .catch(() => setState('failed'));
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" busy={state === 'loading'} onClick={download}>
        {state === 'loading' ? 'Preparing…' : 'Download CSV'}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-red-700">
          The export failed. Please try again.
        </span>
      ) : null}
    </span>
  );
}
