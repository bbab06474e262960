// A fetch that reports how much of the request body has been sent, for the upload progress bars. fetch() itself
// cannot tell in Chromium over HTTP/1.1 (ky's onUploadProgress needs request streams, which Chromium sends only over
// HTTP/2 and silently skips otherwise), so the request goes through XMLHttpRequest, whose upload events can. The
// client's hooks have already put the token and the language on the request; the answer is a plain Response.

/** Bytes sent so far, of `total`. */
export type UploadProgress = (sent: number, total: number) => void;

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function uploadFetch(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // A FormData body becomes its multipart bytes, matching the boundary in the request's content-type.
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [key, value] of request.headers) xhr.setRequestHeader(key, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : body.size);
      xhr.onload = () =>
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network error: the upload could not be sent'));
      xhr.onabort = () => reject(new DOMException('The upload was called off', 'AbortError'));
      if (request.signal.aborted) return reject(new DOMException('The upload was called off', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
