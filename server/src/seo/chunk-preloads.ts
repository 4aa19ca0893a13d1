/*
 * Preload hints for the chunks a page needs before it is drawn. index.html loads the entry and
 * preloads what it imports (the app and its libraries); the page's route chunk would be fetched only once the entry
 * has run (the router asks for it), and what that chunk imports only after it has arrived. The server renderer names
 * the page's chunks (client/src/entry-server.tsx), and the page's HTML gets a `<link rel="modulepreload">` for each of
 * them and for everything they import, so the browser fetches them beside the entry. Files index.html already names
 * are skipped (the entry's imports are visited first, so a build whose index.html lacks them still gets them).
 * Vite's build manifest (client/dist/.vite/manifest.json, never served: express.static ignores dot directories) says
 * which file each chunk is and what it imports.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/** client/dist/.vite/manifest.json, or null when the build has none (a build without it gets no hints). */
export function readClientManifest(clientDist: string): ClientManifest | null {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
}

export class ChunkPreloads {
  private readonly keyByName = new Map<string, string>();
  private readonly entryKeys: string[];
  private readonly inTemplate: Set<string>;

  constructor(
    private readonly manifest: ClientManifest,
    template: string,
  ) {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.name && chunk.file.endsWith('.js') && !this.keyByName.has(chunk.name)) this.keyByName.set(chunk.name, key);
    }
    this.entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    // What index.html already loads or preloads (the entry script).
    this.inTemplate = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  }

  /**
   * The files the entry imports, then those of the named chunks and of everything they import, minus what index.html
   * names; unknown names are skipped.
   */
  files(chunks: readonly string[]): string[] {
    const found: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      if (!this.inTemplate.has(chunk.file)) found.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of this.entryKeys) visit(key);
    for (const name of chunks) {
      const key = this.keyByName.get(name);
      if (key) visit(key);
    }
    return found;
  }

  /** The page's HTML with the hints for the named chunks at the end of its head. */
  addTo(html: string, chunks: readonly string[]): string {
    const files = this.files(chunks);
    if (files.length === 0) return html;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const head = html.indexOf('</head>');
    return head < 0 ? html : `${html.slice(0, head)}${links}${html.slice(head)}`;
  }
}
