/**
 * One file-naming convention, checked by ESLint: a React component's file is named after it in
 * PascalCase (`HabitCard.tsx`, and its test `HabitCard.test.tsx`); every other file is
 * kebab-case, hooks included (`use-toggle-day.ts`), with dotted suffixes for its role
 * (`habits.test.ts`, `rspack.config.ts`, `001-initial-schema.ts`).
 */
import path from 'node:path';

const COMPONENT = /^[A-Z][A-Za-z0-9]*(\.(test|spec))?\.tsx$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs|cjs|mts|cts)$/;

export function isConventionalFileName(fileName) {
  return COMPONENT.test(fileName) || KEBAB.test(fileName);
}

const fileNameRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names: PascalCase for a React component, kebab-case otherwise.' },
    schema: [],
    messages: {
      offConvention:
        "'{{name}}' is off the naming convention: PascalCase.tsx for a React component, kebab-case for everything else (hooks too: use-thing.ts).",
    },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!isConventionalFileName(name)) {
          context.report({ node, messageId: 'offConvention', data: { name } });
        }
      },
    };
  },
};

export const fileNamesPlugin = { rules: { 'file-names': fileNameRule } };
