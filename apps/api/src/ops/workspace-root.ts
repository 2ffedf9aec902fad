import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The workspace root (the package.json with workspaces), where `npm start` resolves YIZHAN_DATA_DIR. The db
 * commands move there first: npm may run them in apps/api, where `./.data` names another folder than the server's.
 */
export function workspaceRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in JSON.parse(readFileSync(file, 'utf8'))) return dir;
  }
  return process.cwd();
}
