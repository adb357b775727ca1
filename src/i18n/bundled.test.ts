import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBundled } from './bundled';
import { mergeResources } from './merge';

describe('mergeResources (remote translations layered over the bundled ones)', () => {
  it('deep-merges, the remote value winning key by key', () => {
    const bundled = {
      notFound: { title: 'Page introuvable', body: 'Texte' },
      app: { name: 'Portail École' },
    };
    const remote = { notFound: { title: 'Page absente' }, extra: 'nouveau' };
    expect(mergeResources(bundled, remote)).toEqual({
      notFound: { title: 'Page absente', body: 'Texte' },
      app: { name: 'Portail École' },
      extra: 'nouveau',
    });
  });

  it('a remote leaf replaces a bundled branch and a remote branch replaces a bundled leaf', () => {
    expect(mergeResources({ a: { b: 'x' } }, { a: 'leaf' })).toEqual({ a: 'leaf' });
    expect(mergeResources({ a: 'leaf' }, { a: { b: 'x' } })).toEqual({ a: { b: 'x' } });
  });

  it('leaves both inputs untouched', () => {
    const bundled = { a: { b: 'x', c: 'y' } };
    const remote = { a: { b: 'z' } };
    mergeResources(bundled, remote);
    expect(bundled).toEqual({ a: { b: 'x', c: 'y' } });
    expect(remote).toEqual({ a: { b: 'z' } });
  });

  it('(property) every remote leaf is in the result, and every bundled leaf the remote does not touch stays', () => {
    const tree = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
      node: fc.dictionary(
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 3 }), tie('node')),
        { maxKeys: 3 },
      ),
    })).node;
    const leaves = (value: Record<string, unknown>, prefix = ''): Map<string, unknown> => {
      const out = new Map<string, unknown>();
      for (const [key, child] of Object.entries(value)) {
        const path = `${prefix}${key}`;
        if (child && typeof child === 'object') {
          for (const [p, v] of leaves(child as Record<string, unknown>, `${path}.`)) out.set(p, v);
        } else out.set(path, child);
      }
      return out;
    };
    /** Every path the remote sets, objects included (an empty remote object still replaces a bundled leaf). */
    const paths = (value: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) => [
        `${prefix}${key}`,
        ...(child && typeof child === 'object'
          ? paths(child as Record<string, unknown>, `${prefix}${key}.`)
          : []),
      ]);
    fc.assert(
      fc.property(tree, tree, (bundled, remote) => {
        const merged = leaves(mergeResources(bundled, remote));
        const remoteLeaves = leaves(remote);
        const remotePaths = paths(remote);
        for (const [path, value] of remoteLeaves) expect(merged.get(path)).toBe(value);
        for (const [path, value] of leaves(bundled)) {
          const touched =
            remotePaths.includes(path) || [...remoteLeaves.keys()].some((r) => path.startsWith(`${r}.`));
          if (!touched) expect(merged.get(path)).toBe(value);
        }
      }),
    );
  });

  it('loadBundled gives the bundled texts of each language', async () => {
    expect(((await loadBundled('fr')).app as { name: string }).name).toBe('Portail École');
    expect(((await loadBundled('fr', 'shell')).notFound as { title: string }).title).toBe('Page introuvable');
    expect(((await loadBundled('en', 'shell')).notFound as { title: string }).title).toBeTruthy();
    expect(((await loadBundled('ar', 'shell')).notFound as { title: string }).title).toBeTruthy();
  });

  it('the sign-in page’s shared texts leave out the signed-in app’s (`shell`): the portal’s name, the languages, the header’s and the footer’s only', async () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      expect(Object.keys(await loadBundled(language)).sort()).toEqual([
        'app',
        'footer',
        'hardening',
        'header',
        'languages',
      ]);
      const shell = await loadBundled(language, 'shell');
      expect(shell).toHaveProperty('routes');
      expect(shell).toHaveProperty('menu');
      expect(shell).not.toHaveProperty('table');
      // The lists' texts come with the pages that show a list, not with the dashboard.
      expect(Object.keys(await loadBundled(language, 'table'))).toEqual(['table']);
    }
  });

  it('the sentences of the error codes are a part of their own, not in the shared texts the first screen loads', async () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      expect(await loadBundled(language)).not.toHaveProperty('apiErrors');
      const errors = (await loadBundled(language, 'apiErrors')).apiErrors as Record<string, string>;
      expect(errors.CLASS_FULL).toEqual(expect.any(String));
      expect(Object.keys(await loadBundled(language, 'apiErrors'))).toEqual(['apiErrors']);
    }
  });
});
