// Opens the embedded database in the data directory given, writes one row, says so, and holds it until killed.
import path from 'node:path';
import { openDatabase } from '../../adapters/postgres/database.ts';

const dataDir = process.argv[2] ?? '';
const database = await openDatabase({ dataDir });
await database.migrate(path.resolve(import.meta.dirname, '../../adapters/postgres/migrations'));
console.log('holding');
setInterval(() => {}, 60_000);
