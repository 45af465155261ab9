/* eslint-disable @typescript-eslint/no-explicit-any -- test answers are inspected loosely */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client for one workspace key: JSON in, JSON out, no throwing on error statuses. */
export function client(baseUrl: string, key: string | null) {
  return async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const init: RequestInit = {
      method,
      headers: {
        ...(key === null ? {} : { authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await fetch(baseUrl + path, init);
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  };
}
export type Client = ReturnType<typeof client>;

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ortstermin-server-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Creates a contact + building (+ project) to hang other records on. */
export async function scaffold(api: Client) {
  const contact = (await api('POST', '/v1/contacts', { fields: { lastName: 'Test' } })).body;
  const building = (
    await api('POST', '/v1/buildings', { contactId: contact.id, name: 'Haus Test' })
  ).body;
  const project = (
    await api('POST', '/v1/projects', {
      contactId: contact.id,
      buildingId: building.id,
      title: 'Projekt Test',
    })
  ).body;
  const stages = (await api('GET', '/v1/deal-stages')).body.data;
  return { contact, building, project, stages };
}

/**
 * One request over node:http, the path sent byte for byte (fetch would normalise `/./`, `//`,
 * …) and any Host header allowed. Resolves with the status and parsed body; rejects when the
 * connection is dropped.
 */
export function raw(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, method, path, headers: options.headers ?? {}, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : undefined,
            headers: new Headers(response.headers as Record<string, string>),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
