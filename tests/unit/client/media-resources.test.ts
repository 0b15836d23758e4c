// The media libraries' headings, navigation entries and leads come from the
// media screens' words (domain/media.ts), in the words the screens show.
import { describe, expect, it } from 'vitest';
import { assetsResource } from '../../../client/routes/admin/media/assets/assets.resource';
import { videosResource } from '../../../client/routes/admin/media/videos/videos.resource';
import { MEDIA_SCREENS } from '../../../domain/media';

describe('media resources', () => {
  it.each([
    [assetsResource, MEDIA_SCREENS.images, 'Images', 'Upload images once and use them in posts and courses.'],
    [
      videosResource,
      MEDIA_SCREENS.videos,
      'Videos',
      'Upload videos once: the server compresses them for the web and makes their thumbnails.',
    ],
  ])('%#: title, navigation entry and lead from MEDIA_SCREENS', (resource, words, title, lead) => {
    expect(words).toMatchObject({ title, lead });
    expect(resource).toMatchObject({ title, lead, nav: { section: 'Media', label: title } });
  });
});
