/**
 * A row's reference_information as the text a sole-planning prompt gets. The HF text form (a Python literal
 * list of {'Description', 'Content'}) is given as it is, like the benchmark's own planners get it; the JSON
 * form (one object keyed by description) becomes one heading per description and one JSON record a line.
 */
import { DataError } from '../common/errors.ts';

export function referenceText(reference: unknown): string {
  if (typeof reference === 'string') return reference.trim();
  if (typeof reference !== 'object' || reference === null || Array.isArray(reference)) {
    throw new DataError('reference_information', 'expected the HF text form (a string) or the JSON form (an object keyed by description)');
  }
  const parts: string[] = [];
  for (const [description, content] of Object.entries(reference as Record<string, unknown>)) {
    const body = Array.isArray(content) ? content.map((r) => JSON.stringify(r)).join('\n') : typeof content === 'string' ? content : JSON.stringify(content);
    parts.push(`## ${description}\n${body}`);
  }
  return parts.length > 0 ? parts.join('\n\n') : '(no information)';
}
