import { fileURLToPath } from 'node:url';

/**
 * Folder of the checked-in SQL migrations. From source it sits beside this module (src/db/migrations); the
 * build copies it beside the bundle (dist/migrations), where the same relative URL resolves.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
