/**
 * @jest-environment node
 */
/*
 * A blog post rendered by the server (entry-server.tsx, where there is no document) is its rendered markdown: the
 * renderer chunk is loaded when LazyMarkdown's module is, before the post's query has answered.
 */
import { render } from '@/entry-server';
import { createFakeFetch } from '@/testing/fake-graphql';
import { testGateConfig } from '@/testing/render-app';
import { plainParagraphs } from '../markdown-text';

const template = `<!doctype html><html lang="en"><head><title>Trafficgate</title><meta name="description" content="Cheap Website Traffic" /></head><body><div id="root"></div></body></html>`;

describe('a blog post rendered on the server', () => {
  it('is its markdown as HTML, with raw HTML never passed through', async () => {
    const fake = createFakeFetch({
      CurrentGate: () => ({
        data: {
          currentGate: {
            __typename: 'PublicGate',
            id: 1,
            name: 'Trafficgate',
            description: 'Cheap Website Traffic',
            apiBase: '/api',
            config: { ...testGateConfig, blog: { enabled: true } },
          },
        },
      }),
      VisitorPromotions: () => ({ data: { activePromotions: [] } }),
      BlogPost: () => ({
        data: {
          blogPost: {
            __typename: 'Post',
            id: 4,
            title: 'Markdown post',
            excerpt: '',
            content: '## Getting started\n\nAdd **one project** first.\n\n<img src=x onerror="alert(1)">',
            publicatedAt: '2026-11-01T10:00:00Z',
          },
        },
      }),
    });
    const result = await render({ url: '/blog/markdown-post', template, fetch: fake.fetch });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(result.html)?.[1] ?? '';
    expect(root).toMatch(/<h2[^>]*>Getting started<\/h2>/);
    expect(root).toContain('<strong>one project</strong>');
    expect(root).not.toContain('<img');
    expect(root).not.toContain('onerror');
  });
});

describe('plain paragraphs of a post (before the renderer has loaded, blog excerpts)', () => {
  it('drops markdown marks and keeps the text of each block', () => {
    expect(plainParagraphs('## Title\n\nSome **bold** and *italic* [link](https://x.example).\n\n- one\n- two\n\n```\ncode\n```')).toEqual([
      'Title',
      'Some bold and italic link.',
      'one two',
    ]);
  });

  it('reads HTML of older posts as the text of its blocks, scripts dropped', () => {
    expect(plainParagraphs('<p>First &amp; foremost.</p><script>alert(1)</script><ul><li>Add a project</li></ul>')).toEqual([
      'First & foremost.',
      'Add a project',
    ]);
  });
});
