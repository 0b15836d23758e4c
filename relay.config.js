// Relay compiler configuration (also read by babel-plugin-relay through vite.config.ts).
const config = {
  src: './client',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
  noFutureProofEnums: true,
  // Generated files import types with `import type`, as isolated modules need.
  useImportTypeSyntax: true,
  // Operations are sent as ids; the server reads their text from this map.
  persistConfig: { file: './client/__generated__/persisted-queries.json', algorithm: 'SHA256' },
};

// The Relay compiler loads this file with require(); Node returns this
// export to require() callers, and `import` callers get the default.
export { config as 'module.exports', config as default };
