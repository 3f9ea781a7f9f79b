// The request form's document limits as the server enforces them (LEXSETU_MAX_FILES_PER_REQUEST,
// LEXSETU_MAX_UPLOAD_MB, read from GET /api/health). Asked once per API client; the defaults stand in until
// the answer comes, or when it does not (the server still checks every upload).
import { healthResponseSchema } from '@contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/api/client';
import { useStores } from '@/stores/context';
import { defaultFileLimits, type FileLimits } from './requestForm';

const asked = new WeakMap<ApiClient, Promise<FileLimits>>();

function askServer(api: ApiClient): Promise<FileLimits> {
  let answer = asked.get(api);
  if (!answer) {
    answer = api.get('/api/health', { schema: healthResponseSchema }).then(
      ({ limits }) => ({ maxFiles: limits.maxFilesPerRequest, maxFileMb: limits.maxUploadMb }),
      (error: unknown) => {
        asked.delete(api); // ask again next time
        throw error;
      },
    );
    asked.set(api, answer);
  }
  return answer;
}

export function useFileLimits(): FileLimits {
  const { api } = useStores();
  const [limits, setLimits] = useState<FileLimits>(defaultFileLimits);
  useEffect(() => {
    let live = true;
    askServer(api)
      .then((answer) => live && setLimits(answer))
      .catch((error: unknown) => console.warn('Upload limits unavailable, using the defaults', error));
    return () => {
      live = false;
    };
  }, [api]);
  return limits;
}
