// Restores the demo data set to its seed: deletes the saved copy; the next start begins from the seed.
import { rmSync } from 'node:fs';

const file = process.env.DEMO_DATA_FILE || '.demo-data/db.json';
rmSync(file, { force: true });
console.log(`Demo data reset (${file} removed). Restart \`npm start\` to begin from the seed.`);
