// Removing respondents from a survey's results (a test run, an admin preview
// from before previews stopped counting, spam): their session and, with it,
// every answer they gave (the responses cascade). They leave the completion
// counts, the per-question results, the respondents list and the CSV, all of
// which are read from these rows. A CRM contact their submission created or
// updated stays (a lead, managed in the CRM); its timeline's survey entry is
// the session itself, so it goes with it and points to nothing missing.
// Each leaves a tombstone (the hash of its respondent id, the survey, when):
// the visitor's browser still holds the id, and a reload, a retried answer or
// a submission sent again would otherwise bring the respondent back. The
// tombstones go with the survey (a browser may keep the id for ever).
import { SURVEY_RESULTS } from '../../../domain/surveys/results';
import type { Context } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { respondentKeyHash } from './answers';

/**
 * Deletes every respondent given, all of them the survey's, or none: an id
 * that is not one of its respondents (another survey's, removed meanwhile)
 * refuses the whole request. The row ids deleted, in the order given.
 */
export async function deleteRespondents(
  context: Context,
  surveyGlobalId: GlobalId,
  globalIds: readonly GlobalId[],
): Promise<string[]> {
  if (globalIds.length === 0)
    throw new ValidationError([{ field: 'ids', message: SURVEY_RESULTS.noRespondentIds }]);
  const surveyId = rowIdOf(surveyGlobalId, 'Survey');
  const rowIds = globalIds.map((globalId) => rowIdOf(globalId, 'SurveyRespondent'));
  if (!surveyId || rowIds.some((id) => id === null))
    throw new NotFoundError(SURVEY_RESULTS.respondentsNotFound);
  const ids = [...new Set(rowIds as string[])];
  const removedAt = context.services.clock.now();
  return context.prisma.$transaction(async (tx) => {
    const removed = await tx.surveySession.findMany({
      where: { surveyId, id: { in: ids } },
      select: { respondentId: true },
    });
    await tx.removedRespondent.createMany({
      data: removed.map(({ respondentId }) => ({
        surveyId,
        keyHash: respondentKeyHash(respondentId),
        removedAt,
      })),
      skipDuplicates: true,
    });
    const { count } = await tx.surveySession.deleteMany({ where: { surveyId, id: { in: ids } } });
    // Fewer than asked: some were not this survey's; throwing rolls the others back.
    if (count !== ids.length) throw new NotFoundError(SURVEY_RESULTS.respondentsNotFound);
    return ids;
  });
}
