// Runs after every install. The registry proxy of our machines answers 404
// for other platforms' optional binaries (@biomejs/cli-darwin-arm64, ...),
// so npm writes a package-lock.json without them, and `npm ci` then refuses
// that very lockfile ("Missing: ... from lock file"). This adds each missing
// optional dependency as an optional entry with its os and cpu, which
// `npm ci` accepts and skips on other platforms. Where the registry serves
// every package, nothing is missing and the file is left unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package-lock.json');
if (fs.existsSync(lockPath)) {
  const original = fs.readFileSync(lockPath, 'utf8');
  const lock = JSON.parse(original) as { packages: Record<string, LockEntry> };
  const packages = lock.packages;

  // Whether `dep` resolves from `from` at all, as Node would look it up. Only
  // a dependency that resolves nowhere is missing: an installed one at another
  // version (an optional peer such as @envelop/core given as a range) is npm's
  // choice and must not be overwritten.
  const resolves = (from: string, dep: string) => {
    for (let dir = from; ; ) {
      const found = packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`];
      if (found) return true;
      if (dir === '') return false;
      const parent = dir.lastIndexOf('/node_modules/');
      dir = parent >= 0 ? dir.slice(0, parent) : '';
    }
  };

  for (const [location, entry] of Object.entries(packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const version = range.replace(/^[~^>=<\s]+/, '');
      if (resolves(location, dep)) continue;
      const name = dep.split('/').pop() ?? dep;
      const os = OS.find((candidate) => name.includes(candidate));
      const cpu = CPU.find((candidate) => name.includes(`-${candidate}`));
      packages[`${location.slice(0, location.lastIndexOf('node_modules/'))}node_modules/${dep}`] = {
        version,
        optional: true,
        ...(cpu ? { cpu: [cpu] } : {}),
        ...(os ? { os: [os] } : {}),
      };
    }
  }
  const completed = `${JSON.stringify(lock, null, 2)}\n`;
  if (completed !== original) fs.writeFileSync(lockPath, completed);
}
