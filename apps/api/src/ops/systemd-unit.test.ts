import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The systemd unit of one machine (ops/systemd/yizhan.service, docs/deploy.md "One machine"; ADR 077), read by
// systemd's own checker where the machine has it. systemd-analyze prints a setting it cannot parse and goes on, so
// its whole output must be empty.
const root = path.resolve(import.meta.dirname, '../../../..');
const unitFile = path.join(root, 'ops/systemd/yizhan.service');
const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
const noSystemd = analyze.error ? 'systemd-analyze is not installed here (a machine without systemd)' : undefined;

/** The unit's settings, `Name=value` lines (comments and sections left out). */
function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

describe('the systemd unit (ADR 077)', () => {
  const unit = settings(readFileSync(unitFile, 'utf8'));

  it('stops by SIGTERM to the primary, within 15 s, with the hardening and the settings file deploy.md names', () => {
    expect(unit.get('Type')).toEqual(['simple']);
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    expect(unit.get('KillMode')).toEqual(['mixed']);
    expect(unit.get('TimeoutStopSec')).toEqual(['15']);
    for (const name of ['NoNewPrivileges', 'PrivateTmp', 'ProtectHome']) expect(unit.get(name), name).toEqual(['yes']);
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    const dataDir = unit
      .get('Environment')
      ?.find((each) => each.startsWith('YIZHAN_DATA_DIR='))
      ?.split('=')[1];
    expect(unit.get('ReadWritePaths')).toEqual([dataDir]);
    expect(unit.get('EnvironmentFile')).toEqual(['-/etc/yizhan/yizhan.env']);
    expect(unit.get('ExecStart')?.[0]).toMatch(/ apps\/api\/dist\/server\.js$/);
  });

  it.skipIf(noSystemd)('passes systemd-analyze verify with nothing to say', () => {
    // Installed where the repository is now: verify checks that ExecStart's program exists.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yizhan-unit-'));
    try {
      const copy = path.join(dir, 'yizhan.service');
      writeFileSync(copy, readFileSync(unitFile, 'utf8').replaceAll('/opt/yizhan', root));
      const verified = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
      expect(`${verified.stdout}${verified.stderr}`).toBe('');
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
