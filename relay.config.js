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
};

// The Relay compiler loads this file with require(); Node returns this
// export to require() callers, and `import` callers get the default.
export { config as 'module.exports', config as default };
