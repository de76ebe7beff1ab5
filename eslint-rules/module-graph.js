/**
 * Two lint rules over the import graph, used by eslint.config.js (ARCHITECTURE, "Server modules"):
 * - `module-layers`: a server module imports only modules of lower layers (the stack is data,
 *   passed as the rule's options); server/platform and server/db import no module;
 * - `no-import-cycle`: no file reaches itself through imports (type-only imports included).
 * Both follow relative imports only, and read the `.ts`/`.tsx` file behind a `.js` specifier,
 * so they need no resolver plugin. The linted file's own imports come from its text, every other
 * file's from disk.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The file a relative specifier names ('./x.js' is './x.ts' on disk), or null (a package, or missing). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * Collects the linted file's import, export-from and import() specifiers, then calls `done`
 * with them at the end of the file.
 */
function onImports(done) {
  const found = [];
  const add = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      found.push({ node, specifier: node.source.value });
    }
  };
  return {
    ImportDeclaration: add,
    ExportNamedDeclaration: add,
    ExportAllDeclaration: add,
    ImportExpression: add,
    'Program:exit': (program) => done(program, found),
  };
}

/**
 * The files a file on disk imports (TypeScript's own pre-scan: no comments, no strings). Kept
 * until the file changes; whether it changed is checked at most every 2 seconds, so one lint
 * run reads each file once and an editor's lint server sees an edit 2 seconds later.
 */
const FRESH_MS = 2000;
const diskEdges = new Map();
function edgesOnDisk(file) {
  const now = Date.now();
  const cached = diskEdges.get(file);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.targets;
  const { mtimeMs } = statSync(file);
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.targets;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles.map((f) => resolveImport(file, f.fileName)).filter((target) => target !== null);
  diskEdges.set(file, { mtimeMs, checkedAt: now, targets });
  return targets;
}

/** A path of files from `start` back to `goal` through imports on disk, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edgesOnDisk(file)) {
      if (next === goal) {
        const chain = [file];
        for (let at = file; previous.has(at);) chain.unshift((at = previous.get(at)));
        return chain;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      previous.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself through imports (a cycle between files).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const show = (f) => path.relative(root, f);
    return onImports((_program, found) => {
      const reported = new Set();
      for (const { node, specifier } of found) {
        const target = resolveImport(file, specifier);
        if (!target || reported.has(target)) continue;
        reported.add(target);
        const chain = target === file ? [] : pathBack(target, file);
        if (!chain) continue;
        context.report({
          node,
          message: `Import cycle: ${[file, ...chain, file].map(show).join(' → ')}. Move what both sides need into a third file, or turn one import around.`,
        });
      }
    });
  },
};

const MODULES = `${path.sep}server${path.sep}modules${path.sep}`;
const moduleOf = (file) => {
  const at = file.indexOf(MODULES);
  return at < 0 ? null : file.slice(at + MODULES.length).split(path.sep)[0];
};
const isBelowModules = (file) => ['server/platform/', 'server/db/'].some((dir) => file.startsWith(path.join(root, dir)));

const moduleLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports only modules of lower layers; platform and db import none.' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { layers, exceptions = [] } = context.options[0];
    const layerOf = new Map(layers.flatMap((names, index) => names.map((name) => [name, index + 1])));
    const file = context.filename;
    const from = moduleOf(file);
    const below = from === null && isBelowModules(file);
    if (from === null && !below) return {};
    const excepted = (to) => exceptions.some((e) => from === e.from && to === path.join(root, e.to.replace(/\.js$/, '.ts')));
    const describe = (name) => `${name} (layer ${layerOf.get(name)})`;
    return onImports((program, found) => {
      if (from !== null && !layerOf.has(from)) {
        context.report({
          node: program,
          message: `server/modules/${from} has no layer: add it to MODULE_LAYERS in eslint.config.js.`,
        });
        return;
      }
      for (const { node, specifier } of found) {
        const target = resolveImport(file, specifier);
        const to = target && moduleOf(target);
        if (!to || to === from) continue;
        if (below) {
          context.report({
            node,
            message: `Platform and db sit below every module: this file may not import server/modules/${to}.`,
          });
        } else if (!layerOf.has(to)) {
          context.report({ node, message: `server/modules/${to} has no layer: add it to MODULE_LAYERS in eslint.config.js.` });
        } else if (layerOf.get(to) >= layerOf.get(from) && !excepted(target)) {
          const where = layerOf.get(to) === layerOf.get(from) ? 'a module of the same layer' : 'a higher layer';
          context.report({
            node,
            message: `${describe(from)} may not import ${describe(to)}, ${where}: put the composition in a higher layer, or emit an event (MODULE_LAYERS in eslint.config.js).`,
          });
        }
      }
    });
  },
};

export const moduleGraph = { rules: { 'module-layers': moduleLayers, 'no-import-cycle': noImportCycle } };
