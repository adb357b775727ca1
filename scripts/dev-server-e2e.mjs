// The dev server of the browser suite's smoke test (tests/playwright.dev.config.ts): `npm start`'s Vite dev server,
// with the demo API in memory, that does not watch the files. An edit made while the suite runs (the demo API's
// files restart a watching server, any other reloads the page) would break a step half-way and say nothing of the
// code under test.
import { createServer } from 'vite';

const port = Number(process.argv[2] ?? 5174);
const server = await createServer({
  configFile: 'vite.config.ts',
  server: { host: '127.0.0.1', port, strictPort: true },
});
// `server.watch: null` would be dropped when merged with the config file's `server`: the watcher is closed instead.
await server.watcher.close();
await server.listen();
server.printUrls();
