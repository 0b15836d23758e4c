// Defaults of the shipped configuration that would otherwise expose the site.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const repository = path.resolve(import.meta.dirname, '../../..');

describe('docker-compose.yml', () => {
  it('gives the first admin no fixed password', () => {
    const compose = fs.readFileSync(path.join(repository, 'docker-compose.yml'), 'utf8');
    const line = compose.split('\n').find((text) => /^\s*ADMIN_PASSWORD:/.test(text));
    expect(line).toBeDefined();
    // ${ADMIN_PASSWORD}, ${ADMIN_PASSWORD:-} or ${ADMIN_PASSWORD:?message}: never a default value.
    expect(line).toMatch(/\$\{ADMIN_PASSWORD(:-|:\?[^}]*)?\}\s*$/);
  });
});

describe('the listen address', () => {
  it('is the loopback in development unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });
});
