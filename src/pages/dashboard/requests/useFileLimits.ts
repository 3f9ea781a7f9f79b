// The request form's document limits as the server enforces them (LEXSETU_MAX_FILES_PER_REQUEST,
// LEXSETU_MAX_UPLOAD_MB): asked once by the requests store; the defaults stand in until the answer comes, or
// when it does not (the server still checks every upload). Read it from an observer component.
import { useEffect } from 'react';
import { useStores } from '@/stores/context';
import type { FileLimits } from '@/stores/RequestsStore';

export function useFileLimits(): FileLimits {
  const { requests } = useStores();
  useEffect(() => {
    void requests.ensureFileLimits();
  }, [requests]);
  return requests.fileLimits;
}
