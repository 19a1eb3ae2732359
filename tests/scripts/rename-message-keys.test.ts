// scripts/rename-message-keys.ts on a small fake repository: renames, merges, plural bases, whole literals only,
// a second run that changes nothing, and keys that are gone. (The names here are not in the real map, so running
// the script on this repository leaves this file alone.)
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import renames from '../../scripts/message-key-renames.json';
import { checkMap, renameMessageKeys } from '../../scripts/rename-message-keys';

const MAP = {
  zzPopupTheThing: 'zzPopupThing',
  zzOptionsCancel: 'zzCommonCancel',
  zzRecordsCancel: 'zzCommonCancel',
  zzRecordsRows: 'zzRecordsRowCount',
  zzGone: 'zzStillGone',
};

function fakeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'rename-keys-'));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  put(
    'public/_locales/en/messages.json',
    `${JSON.stringify(
      {
        zzRecordsRows_one: { message: '$1 row' },
        zzRecordsRows_other: { message: '$1 rows' },
        zzPopupTheThing: { message: 'The thing', description: 'See zzRecordsCancel' },
        zzOptionsCancel: { message: 'Cancel' },
        zzCommonCancel: { message: 'Cancel', description: 'A button' },
        zzRecordsCancel: { message: 'Cancel', description: 'The button that closes the claim form' },
        zzPopupTheThingElse: { message: 'Else' },
      },
      null,
      2,
    )}\n`,
  );
  put(
    'public/_locales/de/messages.json',
    `${JSON.stringify({ zzRecordsRows_other: { message: '$1 Zeilen' }, zzOptionsCancel: { message: 'Abbrechen' } })}\n`,
  );
  put(
    'entrypoints/popup/a.tsx',
    [
      "t('zzPopupTheThing'); t(\"zzOptionsCancel\"); t('zzRecordsCancel');",
      "tPlural(n, 'zzRecordsRows'); t('zzPopupTheThingElse'); const k = `zzPopupTheThing`;",
      "const s = 'zzPopupTheThing is a key'; // zzPopupTheThing",
    ].join('\n'),
  );
  put('wxt.config.ts', "name: '__MSG_zzPopupTheThing__',\n");
  put('sandbox/x.ts', "t('zzPopupTheThing');\n");
  return root;
}

describe('rename-message-keys', () => {
  it('renames and merges keys in every locale and whole literals in code', () => {
    const root = fakeRepo();
    const report = renameMessageKeys(root, MAP);
    const en = JSON.parse(readFileSync(join(root, 'public/_locales/en/messages.json'), 'utf8'));
    expect(Object.keys(en)).toEqual([
      'zzCommonCancel',
      'zzPopupTheThingElse',
      'zzPopupThing',
      'zzRecordsRowCount_one',
      'zzRecordsRowCount_other',
    ]);
    // The longest description survives, with key names in it renamed.
    expect(en.zzCommonCancel).toEqual({ message: 'Cancel', description: 'The button that closes the claim form' });
    expect(en.zzPopupThing).toEqual({ message: 'The thing', description: 'See zzCommonCancel' });
    const de = JSON.parse(readFileSync(join(root, 'public/_locales/de/messages.json'), 'utf8'));
    expect(de).toEqual({ zzCommonCancel: { message: 'Abbrechen' }, zzRecordsRowCount_other: { message: '$1 Zeilen' } });

    expect(readFileSync(join(root, 'entrypoints/popup/a.tsx'), 'utf8')).toBe(
      [
        "t('zzPopupThing'); t(\"zzCommonCancel\"); t('zzCommonCancel');",
        "tPlural(n, 'zzRecordsRowCount'); t('zzPopupTheThingElse'); const k = `zzPopupThing`;",
        "const s = 'zzPopupTheThing is a key'; // zzPopupTheThing",
      ].join('\n'),
    );
    expect(readFileSync(join(root, 'wxt.config.ts'), 'utf8')).toBe("name: '__MSG_zzPopupThing__',\n");
    // Only the listed folders are code.
    expect(readFileSync(join(root, 'sandbox/x.ts'), 'utf8')).toBe("t('zzPopupTheThing');\n");

    expect(report.merged).toEqual([
      ['zzOptionsCancel', 'zzCommonCancel'],
      ['zzRecordsCancel', 'zzCommonCancel'],
    ]);
    expect(report.skipped).toEqual(['zzGone']);
    // The old name is still written in a longer string and a comment: reported, not touched.
    expect(report.leftovers).toEqual([
      expect.stringMatching(/^entrypoints\/popup\/a\.tsx:3: zzPopupTheThing: /),
      expect.stringMatching(/^entrypoints\/popup\/a\.tsx:3: zzPopupTheThing: /),
    ]);
  });

  it('changes nothing when run again', () => {
    const root = fakeRepo();
    renameMessageKeys(root, MAP);
    const again = renameMessageKeys(root, MAP);
    expect(again.changedFiles).toEqual([]);
    expect(again.renamed).toEqual([]);
    expect(again.skipped.sort()).toEqual(Object.keys(MAP).sort());
  });

  it('leaves files alone in a dry run and refuses to merge different texts', () => {
    const root = fakeRepo();
    const before = readFileSync(join(root, 'entrypoints/popup/a.tsx'), 'utf8');
    expect(renameMessageKeys(root, MAP, { dryRun: true }).changedFiles).toHaveLength(4);
    expect(readFileSync(join(root, 'entrypoints/popup/a.tsx'), 'utf8')).toBe(before);
    expect(() => renameMessageKeys(root, { zzPopupTheThing: 'zzCommonCancel' })).toThrow(/texts differ/);
    expect(readFileSync(join(root, 'entrypoints/popup/a.tsx'), 'utf8')).toBe(before);
  });

  it('refuses a map with chains, and the map of this repository has none', () => {
    expect(checkMap({ a: 'b', b: 'c' })).toEqual(['new name b (for a) is itself renamed']);
    expect(checkMap(renames)).toEqual([]);
  });
});
