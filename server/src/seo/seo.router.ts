import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Request, type Router } from 'express';
import type { AppServices, Context } from '../graphql/context';
import { buildRequestContext } from '../graphql/request-context';
import { BLOG_PATH, INDEXABLE_PUBLIC_PATHS } from './public-routes';

/*
 * robots.txt and sitemap.xml of the request's gate. Like REST, the sitemap reads through a GraphQL operation
 * (the gate's blog switch and its published posts), so visibility rules live in one place.
 */

const SITEMAP_QUERY = `query Sitemap($page: Int) {
  currentGate { config }
  blogPosts(page: $page, limit: 50) { total items { slug publicatedAt updatedAt } }
}`;

interface SitemapData {
  currentGate: { config: { blog?: { enabled?: boolean } } };
  blogPosts: { total: number; items: { slug: string; publicatedAt: string | null; updatedAt: string }[] };
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function createSeoRouter(apollo: ApolloServer<Context>, orm: MikroORM<PostgreSqlDriver>, services: AppServices): Router {
  const router = express.Router();

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /panel',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /graphql',
          `Sitemap: ${origin(req)}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const ctx = await buildRequestContext(req, orm, services);
      const urls: { loc: string; lastmod?: string }[] = INDEXABLE_PUBLIC_PATHS.map((p) => ({ loc: `${origin(req)}${p}` }));
      for (let page = 1; ; page++) {
        const response = await apollo.executeOperation({ query: SITEMAP_QUERY, variables: { page } }, { contextValue: ctx });
        if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) throw new Error('sitemap query failed');
        const data = response.body.singleResult.data as unknown as SitemapData;
        if (page === 1 && data.currentGate.config.blog?.enabled) urls.push({ loc: `${origin(req)}${BLOG_PATH}` });
        for (const post of data.blogPosts.items)
          urls.push({ loc: `${origin(req)}${BLOG_PATH}/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt.slice(0, 10) });
        if (page * 50 >= data.blogPosts.total) break;
      }
      const body = urls
        .map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
        .join('\n');
      res
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
