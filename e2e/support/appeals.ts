import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

type AppealEntry = { slug: string; name: string; email: string; phone: string };

/** The appeal pages as staff wrote them in the data file. */
export const appeals: AppealEntry[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'appeals-remote/src/content/appeals.json'), 'utf8'));
