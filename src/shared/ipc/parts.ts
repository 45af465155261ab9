/*
 * A request with files over the browser bridge (photos.add): the files go as they are, not as
 * base64 in JSON, so the page hands the browser the File as chosen and the browser streams it
 * from the disk into the request; the page never holds the original.
 *
 * Body (content type ipcPartsContentType): the head's length (4 bytes, big-endian), the head
 * (UTF-8 JSON: `{ request, parts }`, each file field of the request as `{"$part": i}`, `parts`
 * the files' lengths), then the files' bytes one after the other. Only top-level fields carry
 * files. The bridge turns each file field back into its bytes; the contract checks the rest.
 */

export const ipcPartsContentType = 'application/vnd.ortstermin.parts';

/** The body of a call: JSON, or the parts when a field holds a Blob or bytes. */
export function ipcRequestBody(request: unknown): { body: string | Blob; contentType: string } {
  const fields: Record<string, unknown> = {};
  const files: Blob[] = [];
  for (const [key, value] of Object.entries((request ?? {}) as Record<string, unknown>)) {
    if (value instanceof Blob || value instanceof Uint8Array) {
      fields[key] = { $part: files.length };
      files.push(value instanceof Blob ? value : new Blob([value as Uint8Array<ArrayBuffer>]));
    } else fields[key] = value;
  }
  if (!files.length) return { body: JSON.stringify(request), contentType: 'application/json' };
  const head = new TextEncoder().encode(
    JSON.stringify({ request: fields, parts: files.map((file) => file.size) }),
  );
  const headLength = new Uint8Array(4);
  new DataView(headLength.buffer).setUint32(0, head.byteLength);
  return { body: new Blob([headLength, head, ...files]), contentType: ipcPartsContentType };
}

/** The request of a parts body, each file field as its bytes (views into the body). */
export function ipcRequestOfParts(body: Uint8Array): unknown {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const headLength = view.getUint32(0);
  const head = JSON.parse(new TextDecoder().decode(body.subarray(4, 4 + headLength))) as {
    request: Record<string, unknown>;
    parts: unknown[];
  };
  const files: Uint8Array[] = [];
  let at = 4 + headLength;
  for (const length of head.parts) {
    if (
      !Number.isSafeInteger(length) ||
      (length as number) < 0 ||
      at + (length as number) > body.length
    )
      throw new Error('A part runs past the body.');
    files.push(body.subarray(at, (at += length as number)));
  }
  return Object.fromEntries(
    Object.entries(head.request).map(([key, value]) => {
      const index = (value as { $part?: unknown } | null)?.$part;
      return [key, typeof index === 'number' && files[index] ? files[index] : value];
    }),
  );
}
