import { describe, expect, it } from 'vitest';
import { cleanPath, cleanReferrer, shouldTrackPageView } from '../../../domain/analytics';

describe('whether a page view is recorded', () => {
  const view = { hostname: 'meridianlab.example', doNotTrack: null, path: '/' };
  it.each([
    [{}, true],
    [{ path: '/blog/some-post' }, true],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: 'yes' }, false],
    [{ doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified' }, true],
    [{ hostname: 'abc123.local-credentialless.webcontainer-api.io' }, false],
    [{ hostname: 'project--3000.webcontainer.io' }, false],
    [{ path: '/admin' }, false],
    [{ path: '/admin/posts' }, false],
    [{ path: '/administration' }, true],
    [{ path: '/graphql' }, false],
    [{ path: '/api/page-views' }, false],
    [{ path: '//evil.example/' }, false],
    [{ path: 'relative' }, false],
  ])('%j → %s', (change, tracked) => {
    expect(shouldTrackPageView({ ...view, ...change })).toBe(tracked);
  });
});

describe('what is kept of a view', () => {
  it.each([
    ['/blog/post?utm_source=x&email=a@b.c', '/blog/post'],
    ['/about#team', '/about'],
    ['', '/'],
    [`/${'a'.repeat(600)}`, `/${'a'.repeat(499)}`],
  ])('path %j → %j', (path, kept) => {
    expect(cleanPath(path)).toBe(kept);
  });

  it.each([
    ['https://news.example/item?id=1#c', 'https://news.example/item'],
    ['https://site.example/blog?q=1', null],
    ['http://localhost:4000/', null],
    ['', null],
    [null, null],
    ['not a url', null],
    ['javascript:alert(1)', null],
  ])('referrer %j → %j', (referrer, kept) => {
    expect(cleanReferrer(referrer, ['site.example', 'localhost:4000'])).toBe(kept);
  });
});
