/**
 * Every workspace declares what it imports, checked by ESLint: a bare import ('koa',
 * '@ps/contracts/api') must name a package in the dependencies, devDependencies or
 * peerDependencies of the nearest package.json above the importing file. Node's built-in
 * modules need no declaration; a type-only import may be declared by its '@types/' package.
 */
import { readFileSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const BUILTINS = new Set(builtinModules);
const manifests = new Map();

/** The nearest package.json at or above `dir`: its folder, name and declared packages. */
function manifestFor(dir) {
  if (manifests.has(dir)) return manifests.get(dir);
  const file = path.join(dir, 'package.json');
  let found = null;
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const declared = new Set([
      json.name,
      ...Object.keys(json.dependencies ?? {}),
      ...Object.keys(json.devDependencies ?? {}),
      ...Object.keys(json.peerDependencies ?? {}),
    ]);
    found = { file, declared };
  } else if (path.dirname(dir) !== dir) {
    found = manifestFor(path.dirname(dir));
  }
  manifests.set(dir, found);
  return found;
}

/** 'koa' for 'koa', '@ps/web' for '@ps/web/api'; null for a relative, absolute or built-in one. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return null;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

const typesPackageOf = (name) =>
  `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

const declaredDependenciesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A bare import names a package its workspace declares.' },
    schema: [],
    messages: {
      undeclared: "'{{name}}' is imported here but not declared in {{manifest}}.",
    },
  },
  create(context) {
    const manifest = manifestFor(path.dirname(context.filename));
    if (!manifest) return {};
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== 'string') return;
      const name = packageOf(specifier);
      if (name === null || manifest.declared.has(name)) return;
      if (typeOnly && manifest.declared.has(typesPackageOf(name))) return;
      context.report({
        node,
        messageId: 'undeclared',
        data: { name, manifest: path.relative(process.cwd(), manifest.file) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
      CallExpression: (node) => {
        const callee = node.callee;
        const named = (name) =>
          (callee.type === 'Identifier' && callee.name === name) ||
          (callee.type === 'MemberExpression' && callee.property.name === name);
        if ((named('require') || named('mock') || named('requireActual')) && node.arguments[0]) {
          check(node, node.arguments[0].value, false);
        }
      },
    };
  },
};

export const declaredDependenciesPlugin = {
  rules: { 'declared-dependencies': declaredDependenciesRule },
};
