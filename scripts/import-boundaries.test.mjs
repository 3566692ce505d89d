// The import boundaries are the linter's (biome.json `overrides`, noRestrictedImports), so `npm run
// lint` fails on a new cross-feature import or a plugin importing another. Here Biome lints files
// with deliberate good and bad imports, laid out like the repository, with the repository's own
// biome.json: each bad import must be reported, and each allowed one must not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(repo, 'node_modules/.bin/biome');

/** File -> whether its one import must be refused. */
const FIXTURES = {
  // A feature imports shared code and its own folder...
  'apps/web/src/features/contact-messages/pages/lib-ok.tsx': ["'../../../lib/public-config'", false],
  'apps/web/src/features/contact-messages/pages/components-ok.tsx': ["'../../../components/social-links'", false],
  'apps/web/src/features/contact-messages/pages/test-ok.tsx': ["'../../../test/records/offer-records'", false],
  'apps/web/src/features/contact-messages/pages/own-ok.tsx': ["'../api/send-contact-message'", false],
  'apps/web/src/features/contact-messages/own-root-ok.tsx': ["'./pages/contact-us-page'", false],
  // ...never another feature (the import contact-us-page.tsx had), nor the app.
  'apps/web/src/features/contact-messages/pages/other-feature.tsx': ["'../../public/api/get-public-config'", true],
  'apps/web/src/features/matching/test-records.ts': ["'../admins/test-records'", true],
  'apps/web/src/features/tuitions/pages/deeper/other-feature.tsx': ["'../../../teachers/pages/x'", true],
  'apps/web/src/features/auth/pages/app.tsx': ["'../../../app/app-router'", true],
  // The documented exception: a dashboard shows the matching desk's section through its component.
  'apps/web/src/features/admins/pages/admin-dashboard-page.tsx': ["'../../matching/components/matches-section'", false],
  'apps/web/src/features/tuitions/pages/teacher-dashboard-page.tsx': [
    "'../../matching/components/my-students-section'",
    false,
  ],
  // The books' sections (issue 29) on the match page and the teacher dashboard, through their components.
  'apps/web/src/features/matching/pages/admin-request-page.tsx': ["'../../books/components/match-charges'", false],
  'apps/web/src/features/books/pages/books-page.tsx': ["'../../matching/components/matches-section'", true],
  // ...and only there, and only the component.
  'apps/web/src/features/admins/components/dashboard-sections.tsx': ["'../../matching/api/get-admin-matches'", true],
  'apps/web/src/features/admins/pages/admin-profile-page.tsx': ["'../../matching/components/matches-section'", true],
  // A server plugin imports shared code, not another plugin; a plugin's test may compose plugins.
  'apps/server/src/plugins/lib-ok.ts': ["'../lib/app-error.js'", false],
  'apps/server/src/plugins/other-plugin.ts': ["'./web.js'", true],
  'apps/server/src/plugins/composes.test.ts': ["'./errors.js'", false],
};

let root;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-boundaries-'));
  fs.copyFileSync(path.join(repo, 'biome.json'), path.join(root, 'biome.json'));
  for (const [file, [specifier]] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `import { x } from ${specifier};\n\nexport const y = x;\n`);
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the lint rule on import boundaries', () => {
  it('refuses each import across a boundary and allows the others', () => {
    const run = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=none', '.'], {
      cwd: root,
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    const refused = new Set(
      [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1]),
    );
    const expected = Object.entries(FIXTURES)
      .filter(([, [, bad]]) => bad)
      .map(([file]) => file);
    expect([...refused].sort(), output).toEqual(expected.sort());
    expect(run.status, output).not.toBe(0);
  });

  it('finds no import across a boundary in the repository (CI runs this even where it skips `npm run lint`)', () => {
    const run = spawnSync(
      biome,
      ['lint', '--colors=off', '--only=style/noRestrictedImports', 'apps/web/src', 'apps/server/src'],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });

  it('covers every feature of the web app', () => {
    const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
    const covered = config.overrides.flatMap((override) =>
      override.includes
        .map((include) => include.match(/^apps\/web\/src\/features\/([^/]+)\/\*\*$/)?.[1])
        .filter(Boolean),
    );
    expect(covered.sort()).toEqual(fs.readdirSync(path.join(repo, 'apps/web/src/features')).sort());
  });
});
