import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageAdapter } from './types';

export type { StorageAdapter } from './types';

/** S3 when S3_BUCKET is set, else MEDIA_DIR/files on this machine. */
export function createStorage(config: Config): StorageAdapter {
  return config.media.s3 ? createS3Storage(config.media.s3) : createLocalStorage(`${config.media.dir}/files`);
}
