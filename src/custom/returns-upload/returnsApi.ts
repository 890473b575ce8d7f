import type { ReturnsJob } from '../../../contract/returns';
import type { ReturnsUploadOptions } from '../../../domain/returnsFile';
import { downloadFile } from '../../providers/download';
import { getJson, sendFile, withQuery } from '../../providers/apiCalls';

const job = (id: number) => `/report/returns/${encodeURIComponent(id)}`;

/** The returns file's calls: send it, follow its job, download its result or the template. */
export const returnsApi = {
  /** Sends a returns file to process (POST /report/returns); answers the job to poll. */
  uploadReturnsFile: async (file: File, options: ReturnsUploadOptions) =>
    (await getJson<{ jobId: number }>(withQuery('/report/returns', { ...options }), sendFile(file))).jobId,
  /** A returns file job as it runs, and its counts once finished. */
  getReturnsJob: (id: number, signal?: AbortSignal) => getJson<ReturnsJob>(job(id), { signal }),
  /** Downloads a finished returns job's result file; answers the file name. */
  downloadReturnsResult: (id: number) => downloadFile(`${job(id)}/result`, `returns-result-${id}.csv`),
  /** Downloads the returns file template; answers the file name. */
  downloadReturnsTemplate: () => downloadFile('/report/returns/template', 'returns-template.csv'),
};
