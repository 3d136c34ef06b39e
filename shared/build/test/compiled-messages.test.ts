import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compileMessages from '../src/compile-messages-loader.cjs';

/**
 * The front ends ship their catalogues compiled to ICU syntax trees and run react-intl without
 * its parser. Every message of every catalogue must format exactly as its source text would.
 */
const root = path.resolve(__dirname, '../../..');
const catalogues = [
  'shared/web/src/i18n',
  ...readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => `${name}/src/i18n`),
].flatMap((dir) =>
  ['en', 'fr', 'ar'].map((language) => ({
    language,
    file: path.join(root, dir, `${language}.json`),
  })),
);

/** A value for every argument of a message: 1 suits numbers, plurals, selects' other and text. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, number> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    values[element.value] = 1;
    if ('options' in element) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (element.type === TYPE.tag) sampleValues(element.children, values);
  }
  return values;
}

describe.each(catalogues)('the compiled $language catalogue of $file', ({ language, file }) => {
  const source = readFileSync(file, 'utf8');
  const texts = JSON.parse(source) as Record<string, string>;
  const trees = JSON.parse(compileMessages(source)) as Record<string, MessageFormatElement[]>;

  it('formats every message as its text does', () => {
    expect(Object.keys(trees)).toEqual(Object.keys(texts));
    for (const [id, tree] of Object.entries(trees)) {
      expect([id, Array.isArray(tree)]).toEqual([id, true]);
      const values = sampleValues(tree);
      expect([id, new IntlMessageFormat(tree, language).format(values)]).toEqual([
        id,
        new IntlMessageFormat(texts[id]!, language).format(values),
      ]);
    }
  });
});
