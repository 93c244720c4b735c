import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_SENTENCES } from '@/domain/dashboard/audit-sentence';

/** Every source file of the app but tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The actions the app writes to the audit log: the literals given as `action` to recordAudit (and the
 * writers that pass one through), the `settings.{section}` of the settings pages, and the photo actions.
 */
function recordedActions(): Set<string> {
  const actions = new Set<string>();
  for (const file of sourceFiles(path.resolve('src'))) {
    const source = readFileSync(file, 'utf8');
    if (!/recordAudit|recordInviteeAudit|saveSiteColumns|writeCarPhotos/.test(source)) continue;
    for (const m of source.matchAll(
      /'((?:lead|car|stock|stock_api_key|person|invitation|two_factor|site|dealership|settings|reservation)\.[a-z_.-]+)'/g,
    ))
      actions.add(m[1]!);
    if (file.endsWith('save-site-settings.ts'))
      for (const m of source.matchAll(/section: '([a-z-]+)'/g)) actions.add(`settings.${m[1]}`);
  }
  return actions;
}

describe('the audit log in words', () => {
  it('has a sentence for every action the app records', () => {
    const actions = recordedActions();
    expect(actions.size).toBeGreaterThan(30);
    expect([...actions].filter((a) => !(a in AUDIT_SENTENCES)).sort()).toEqual([]);
  });
});
