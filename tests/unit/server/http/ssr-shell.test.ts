// Filling the HTML shell with a rendered page: the page's text goes in as it
// is, and nothing in the embedded data can close its script element.
import { describe, expect, it } from 'vitest';
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
      'https://lab.example',
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
      'https://lab.example',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it("announces the page's screen scripts in <head>", () => {
    const html = fillShell(
      SHELL,
      { head: '<title>y</title>', html: '', records: '{}', status: 200 },
      'https://lab.example',
      ['/assets/HomePage-1.js', '/assets/format-1.js'],
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><link rel="modulepreload" crossorigin href="/assets/format-1.js"><title>y</title></head>',
    );
  });
});
