// @ts-check
/** Calls to the service's JSON API. Errors come back as {status, error: {code, field?, message, questions?}}. */

/**
 * @typedef {import('./questions.js').Question} Question
 * @typedef {{ code: string, field?: string, message: string, questions?: Question[] }} ApiError
 * @typedef {{ ok: true, status: number, body: any } | { ok: false, status: number, error: ApiError }} ApiAnswer
 */

/** @param {string} path @param {unknown} [body] @returns {Promise<ApiAnswer>} */
export async function api(path, body) {
  /** @type {Response} */
  let res;
  try {
    res = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (e) {
    return { ok: false, status: 0, error: { code: 'network', message: `the server did not answer (${e instanceof Error ? e.message : String(e)})` } };
  }
  /** @type {any} */
  let json;
  try {
    json = await res.json();
  } catch {
    return { ok: false, status: res.status, error: { code: 'bad-answer', message: `the server answered ${res.status} without JSON` } };
  }
  if (res.ok) return { ok: true, status: res.status, body: json };
  const error = json && typeof json.error === 'object' ? json.error : { code: 'unknown', message: `HTTP ${res.status}` };
  if (res.status === 503) error.message += ` (Retry-After: ${res.headers.get('retry-after') ?? '?'} s)`;
  return { ok: false, status: res.status, error };
}
