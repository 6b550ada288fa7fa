/** The source folders the structure tests hold to their rules, and the check that a scan saw every one of them. */
import { expect } from 'chai';

export const FOLDERS = ['src', 'solver', 'scripts', 'corpus', 'bin'] as const;

/** Every folder has at least one of the paths scanned, so a scan that silently skipped one fails. */
export function expectEveryFolder(paths: readonly string[]): void {
  for (const folder of FOLDERS)
    expect(
      paths.some((f) => f.startsWith(`${folder}/`)),
      folder,
    ).to.equal(true);
}
