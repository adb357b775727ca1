// Prints where the portal runs and the demo accounts, before Vite starts (README: "npm start").
const port = process.argv[2] ?? '5173';
const demo = !process.env.VITE_API_URL;
const lines = [
  '',
  `  Portail École  ->  http://127.0.0.1:${port}/`,
  '',
  demo
    ? '  Demo API on /api (data kept in .demo-data/db.json; `npm run demo:reset` restores the seed).'
    : `  API: ${process.env.VITE_API_URL}/api (demo API off).`,
];
if (demo) {
  lines.push(
    '  Demo accounts (password demo1234 for all):',
    '    admin@demo.test   admin, every permission, two branches',
    '    staff@demo.test   secretariat: dashboard, students list, news, messages',
    '    parent@demo.test  parent of two children in different branches',
    '    accounting.1-2@demo.test, direction.1-2@demo.test, secretariat.3@demo.test...  the school office',
    '    canteen.1@demo.test, transport.1@demo.test, teacher.1@demo.test, teacher.2@demo.test  canteen, transport, teachers',
  );
}
lines.push(
  '',
  '  This development server compiles each page the first time it is opened, so first visits are slower than the',
  '  portal is: `npm run build && npm run preview` serves the production build (http://127.0.0.1:4173/) at its real speed.',
);
console.log(lines.join('\n') + '\n');
