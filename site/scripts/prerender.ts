// Renders every public route to HTML after `vite build` (client) and `vite build --ssr` (server entry).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { blogListShell } from '../src/blog/blogListShell.ts';
import { type PostShellData, postShell } from '../src/blog/postShell.ts';
import { imagePreloads } from '../src/head/imagePreloads.ts';
import { renderHeadTags } from '../src/head/renderHeadTags.ts';
import { inlineStylesheets } from './inlineStylesheets.ts';
import { loadBrand } from './loadBrand.ts';
import { fontPreloads, type Manifest, pageModules } from './pagePreloads.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { startScriptTag, withoutViteScripts, writeStartScript } from './startScript.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(siteDir, 'dist');
const templateMarker = '<!--page-html-->';

type EntryServer = typeof import('../src/entry-server.tsx');

async function main(): Promise<void> {
  const built = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!built.includes(templateMarker)) throw new Error('site/dist/index.html is not the Vite template: run `vite build` before prerendering');
  const template = withoutViteScripts(inlineStylesheets(built, dist));
  const startScript = writeStartScript(dist);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(join(siteDir, 'dist-server', 'entry-server.js')).href)) as EntryServer;
  const brand = loadBrand();
  const fonts = fontPreloads(readdirSync(join(dist, 'assets')));
  if (fonts.length !== 1) throw new Error(`expected one Latin body font in site/dist/assets, found ${fonts.length}`);

  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  };
  // `headTags` stands in for the page's own head tags (the post shell leaves a marker for the server).
  const render = async (pathname: string, headTags?: string) => {
    const page = await server.renderPage(pathname);
    const { modules, stylesheets } = pageModules(manifest, page.pageId);
    const head = [
      headTags ?? renderHeadTags(page.head),
      ...imagePreloads(page.html),
      ...fonts,
      ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      startScriptTag(startScript, modules),
    ].join('\n    ');
    return { page, head, html: template.replace('<!--page-head-->', head).replace(templateMarker, page.html) };
  };

  for (const pathname of server.prerenderedPaths) {
    const { page, html } = await render(pathname);
    if (page.pageId === 'NotFoundRoute') throw new Error(`${pathname} rendered the 404 page`);
    // Both forms, so any static host finds the page with or without a trailing slash.
    if (pathname === '/') write('index.html', html);
    else {
      write(`${pathname.slice(1)}/index.html`, html);
      write(`${pathname.slice(1)}.html`, html);
    }
  }
  const notFound = await render('/404');
  if (notFound.page.pageId !== 'NotFoundRoute') throw new Error('the catch-all route did not render the 404 page');
  write('404.html', notFound.html);

  const shell = await render(`/blog/${postShell.slugToken}`, postShell.headMarker);
  if (shell.page.pageId !== 'BlogPostRoute') throw new Error(`the post shell rendered ${shell.page.pageId}, not the post page`);
  write(postShell.file, shell.html);
  const { productName, tagline, description, shareImage, host } = brand;
  write(postShell.dataFile, `${JSON.stringify({ brand: { productName, tagline, description, shareImage, host } } satisfies PostShellData)}\n`);

  // The blog list's head as prerendered, with room for the server's additions, around an empty body.
  const list = await render('/blog/all');
  if (list.page.pageId !== 'BlogListRoute') throw new Error(`/blog/all rendered ${list.page.pageId}, not the blog list`);
  write(
    blogListShell.file,
    template.replace('<!--page-head-->', `${list.head}\n    ${blogListShell.headMarker}`).replace(templateMarker, blogListShell.bodyMarker),
  );

  write('sitemap.xml', sitemapXml(brand.host, server.prerenderedPaths));
  write('robots.txt', robotsTxt(brand.host));
  console.log(`prerendered ${server.prerenderedPaths.length} pages, 404.html, the post and blog list shells, sitemap.xml and robots.txt`);
}

await main();
