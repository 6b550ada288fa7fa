/**
 * Prompt templates of the baselines: files in prompts/ with {{named}} placeholders, read at call time (so a
 * prompt can be changed without touching code), filled strictly (a placeholder without a value, or a value
 * without a placeholder, is an InternalError naming the file).
 */
import { packagePath } from '../common/paths.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fillTemplate } from '../translate/llm.ts';

const DEFAULT_PROMPT_DIR = `${packagePath('prompts')}/`;

export type PromptName =
  | 'direct'
  | 'cot'
  | 'react'
  | 'react-actions-database'
  | 'react-actions-reference'
  | 'reflexion'
  | 'plan-format'
  | 'tour-direct'
  | 'tour-cot'
  | 'tour-examples'
  | 'tour-translate';

export async function renderPrompt(name: PromptName, values: Readonly<Record<string, string>>, dir: string = DEFAULT_PROMPT_DIR): Promise<string> {
  const file = join(dir, `${name}.md`);
  const template = await readFile(file, 'utf8');
  return fillTemplate(template, values, file).trimEnd();
}
