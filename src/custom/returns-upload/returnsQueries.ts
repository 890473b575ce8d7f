import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReturnsJob } from '../../../contract/returns';
import type { ReturnsUploadOptions } from '../../../domain/returnsFile';
import { useApi } from '../../providers/useApi';
import { returnsApi } from './returnsApi';
import { POLL_RUNNING_MS } from '../../resources/integrations/feedQueries';

export const returnsJobIsOver = (job: ReturnsJob | undefined) => job?.status === 'finished' || job?.status === 'failed';

/** Sends a returns file; answers the job to poll. */
export function useUploadReturnsFile() {
  const api = useApi(returnsApi);
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: ReturnsUploadOptions }) =>
      api.uploadReturnsFile(file, options),
  });
}

/** A returns file job, asked again until it has finished or failed. */
export function useReturnsJob(id: number | null) {
  const api = useApi(returnsApi);
  return useQuery({
    queryKey: ['returns', 'getReturnsJob', id],
    queryFn: ({ signal }) => api.getReturnsJob(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) => (returnsJobIsOver(query.state.data) ? false : POLL_RUNNING_MS),
    retry: false,
  });
}
