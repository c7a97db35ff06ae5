import { messages } from '@medshelf/shared/messages';
import { ApiError, apiErrorFrom } from './api-client.ts';
import { reportNetworkFailure, reportNetworkSuccess } from './connectivity.ts';

export interface TransferProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?(progress: TransferProgress): void;
  signal?: AbortSignal;
}

/**
 * No upload progress for a minute means the connection died without the browser noticing
 * (common on mobile networks that drop to no signal): give up so the person can retry.
 */
const uploadStallMs = 60_000;

/**
 * Sends multipart form data with upload progress. fetch cannot report how many bytes went up,
 * so this uses XMLHttpRequest; errors become the same ApiError as every other call. It is a
 * module of its own, not part of api-client.ts, so it loads with upload forms and not with every page.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, uploadStallMs);
    };
    const onAbort = () => xhr.abort();
    const finish = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    const networkError = () => {
      reportNetworkFailure();
      return new ApiError(0, 'network', messages.checkConnection);
    };

    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      watch();
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    // Once every byte is sent the server may take a while to check the file: no stall timer then.
    xhr.upload.onload = () => clearTimeout(stallTimer);
    xhr.onerror = () => {
      finish();
      reject(networkError());
    };
    xhr.onabort = () => {
      finish();
      reject(stalled ? networkError() : new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.onload = () => {
      finish();
      reportNetworkSuccess();
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiErrorFrom(xhr.status, payload));
    };
    signal?.addEventListener('abort', onAbort);
    watch();
    xhr.send(body);
  });
}
