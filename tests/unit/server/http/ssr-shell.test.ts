// Filling the HTML shell with a rendered page: the page's text goes in as it
// is, nothing in the embedded data can close its script element, and the
// early-Escape script comes first, allowed by the production CSP (with the
// survey's not-found script, which the page itself renders).
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FORGET_VISIT_SCRIPT } from '../../../../domain/surveys/forgetVisitScript';
import { loadConfig } from '../../../../server/config';
import { securityHeaders } from '../../../../server/http/security';
import { fillShell } from '../../../../server/http/ssr';

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('fillShell', () => {
  it("inserts text with $&, $' and $` literally", () => {
    const tricky = "Save $& and $' and $` on AI";
    const html = fillShell(
      SHELL,
      {
        head: `<meta name="description" content="${tricky}">`,
        html: `<h1>${tricky}</h1>`,
        records: '{}',
        status: 200,
      },
      { origin: 'https://lab.example' },
    );
    expect(html).toContain(`<meta name="description" content="${tricky}"></head>`);
    expect(html).toContain(`<div id="root"><h1>${tricky}</h1></div>`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('escapes < in the embedded records', () => {
    const html = fillShell(
      SHELL,
      {
        head: '',
        html: '',
        records: JSON.stringify({ title: '</script><script>alert(1)</script>' }),
        status: 200,
      },
      { origin: 'https://lab.example' },
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it("embeds what the browser needs to know about the site: its origin and the company's inbox", () => {
    const html = fillShell(
      SHELL,
      { head: '', html: '', records: '{}', status: 200 },
      { origin: 'https://lab.example', contactEmail: 'hello@lab.example' },
    );
    const embedded = /<script type="application\/json" id="__SITE__">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(embedded ?? 'null')).toEqual({
      origin: 'https://lab.example',
      contactEmail: 'hello@lab.example',
    });
  });

  it("announces the page's screen scripts in <head>", () => {
    const html = fillShell(
      SHELL,
      { head: '<title>y</title>', html: '', records: '{}', status: 200 },
      { origin: 'https://lab.example' },
      ['/assets/HomePage-1.js', '/assets/format-1.js'],
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><link rel="modulepreload" crossorigin href="/assets/format-1.js"><title>y</title></head>',
    );
  });

  it('takes Escape from the start of <head>, and no taps, with the one inline script the production CSP allows', async () => {
    const shell =
      '<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/assets/index.css"><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
    const html = fillShell(
      shell,
      { head: '', html: '<button type="button">Go</button>', records: '{}', status: 200 },
      { origin: 'https://lab.example' },
    );
    const inline = html.match(/^<!doctype html><html><head><script>([\s\S]+?)<\/script><meta charset/);
    expect(inline?.[1]).toContain("addEventListener('keydown'");
    // Nothing on a public page waits for hydration to answer a tap
    // (tests/e2e/public/before-hydration-buttons.test.ts): none is remembered.
    expect(inline?.[1]).not.toMatch(/'click'|\bclick\(/);

    const app = new Hono();
    app.use(securityHeaders(loadConfig({ NODE_ENV: 'production' })));
    app.get('/', (c) => c.html(html));
    const response = await app.request('/');
    const scriptSrc = response.headers
      .get('content-security-policy')
      ?.split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    // With the script the page saying a survey is gone renders (SurveyTakePage), and no other.
    expect(scriptSrc?.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      hash(inline?.[1] ?? ''),
      hash(FORGET_VISIT_SCRIPT),
    ]);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
  });
});
